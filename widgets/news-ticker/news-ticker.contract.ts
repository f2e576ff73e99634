import { defineElement } from '../runtime/contract';
import { pauseControl } from '../runtime/motion/pause.contract';
import { SITE_PAGES } from '../content/navigation';

export const newsTicker = defineElement({
  tag: 'medspa-news-ticker',
  hydrate: 'interaction',
  summary:
    'News bar: the news rows newest first, one at a time (5000 ms, 500 ms fade, looping) with a pause control; skeletons, error (with a toast) and empty states.',
  attributes: {
    label: { type: 'string', doc: 'Small label at the start of the bar.', default: 'News' },
    'blog-url': {
      type: 'string',
      doc: "The blog's address: each item links to its post, <blog-url>/<id> (set the clinic's full address on another site).",
      default: SITE_PAGES.blog.path,
    },
  },
  parts: {
    ticker: 'The bar.',
    label: 'The label pill.',
    item: 'Each news item.',
    ...pauseControl.parts,
  },
  cssProperties: {
    '--medspa-ticker-height': 'Bar height.',
    '--medspa-ticker-bg': 'Bar background.',
    '--medspa-ticker-fade': 'Fade between items.',
    ...pauseControl.cssProperties,
  },
});
