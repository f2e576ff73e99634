/** The collage's images (docs/product.md §7.7): aboutus_images, image files only. §8: a failure silently stops loading. */
import { onError } from '../runtime/query';
import { bucketQuery, type MediaItem } from '../runtime/media';

export const ABOUT_BUCKET = 'aboutus_images';
/** docs/product.md §9: 5 tiles; rotation needs at least 5 images; a step every 7000 ms. */
export const COLLAGE_TILES = 5;
export const COLLAGE_MIN_IMAGES = 5;
export const COLLAGE_INTERVAL_MS = 7000;
/**
 * The rotation takes the listing's first 10 images (decision, issue 39): every tile holds every image it rotates
 * through (runtime/motion/dom.ts moves the server's markup before React), so the markup and its parse are bounded
 * at 5 × 10 pictures whatever the bucket holds; a full turn is 70 s.
 */
export const COLLAGE_MAX_IMAGES = 10;

const aboutQuery = bucketQuery({ onError: onError.silent });

export function useAboutImages():
  { status: 'loading' } | { status: 'ready'; items: MediaItem[] } | { status: 'none' } | { status: 'failed' } {
  const { data, error } = aboutQuery.use(ABOUT_BUCKET);
  // Images it already has (the server's, a page's inline listing) stay when a later read fails.
  if (data) return data.items.length ? { status: 'ready', items: data.items.slice(0, COLLAGE_MAX_IMAGES) } : { status: 'none' };
  return error ? { status: 'failed' } : { status: 'loading' };
}
