/** The intrinsic size of each service page image (4:3), shared with the static fallback (site/templates/service-page.tsx). */
export const SERVICE_IMAGE_SIZE = { width: 800, height: 600 } as const;
/** The first image spans the content column at 16:9; the others are 4:3 tiles (service-images.css, services.css). */
export const serviceImageLayout = (i: number): 'serviceLead' | 'serviceTile' => (i === 0 ? 'serviceLead' : 'serviceTile');
