/** Intrinsic sizes of the hero (16:9) and card (4:3) images, shared with the static fallback (site/templates/service-page.tsx). */
export const BENEFIT_IMAGE_SIZES = { hero: { width: 1200, height: 675 }, card: { width: 800, height: 600 } } as const;
/** Their boxes (runtime/media/layouts.ts): the hero spans the column like a service page's first image. */
export const BENEFIT_IMAGE_LAYOUTS = { hero: 'serviceLead', card: 'serviceTile' } as const;
