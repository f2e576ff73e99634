/** The intrinsic size of each service page image (4:3), shared with the static fallback (site/templates/service-page.tsx). */
export const SERVICE_IMAGE_SIZE = { width: 800, height: 600 } as const;
