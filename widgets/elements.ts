/**
 * Every element of the bundle: tag -> its chunk. The loader reads this and nothing else, so it stays tiny.
 * Each widget's public contract sits beside it in `<feature>.contract.ts` (collected into
 * dist/widgets/custom-elements.json by scripts/manifest.ts; a test keeps the two lists equal).
 * Add a widget: one line here, in tag order.
 */
export const elements: Record<string, () => Promise<unknown>> = {
  'medspa-book-now': () => import('./book-now/book-now.define'),
  'medspa-consultation-button': () => import('./consultation/consultation-button.define'),
  'medspa-footer': () => import('./footer/footer.define'),
  'medspa-gallery': () => import('./gallery/gallery.define'),
  'medspa-hero': () => import('./hero/hero.define'),
  'medspa-navbar': () => import('./navbar/navbar.define'),
  'medspa-news-ticker': () => import('./news-ticker/news-ticker.define'),
  'medspa-service-cards': () => import('./service-cards/service-cards.define'),
  'medspa-testimonials': () => import('./testimonials/testimonials.define'),
  'medspa-visit-us': () => import('./visit-us/visit-us.define'),
};
