/** The collage's images (docs/product.md §7.7): aboutus_images, image files only. §8: a failure silently stops loading. */
import { onError } from '../runtime/query';
import { bucketQuery, type MediaItem } from '../runtime/media';

export const ABOUT_BUCKET = 'aboutus_images';
/** docs/product.md §9: 5 tiles; rotation needs at least 5 images; a step every 7000 ms. */
export const COLLAGE_TILES = 5;
export const COLLAGE_MIN_IMAGES = 5;
export const COLLAGE_INTERVAL_MS = 7000;

const aboutQuery = bucketQuery({ onError: onError.silent });

export function useAboutImages():
  { status: 'loading' } | { status: 'ready'; items: MediaItem[] } | { status: 'none' } | { status: 'failed' } {
  const { data, error } = aboutQuery.use(ABOUT_BUCKET);
  // Images it already has (the server's, a page's inline listing) stay when a later read fails.
  if (data) return data.items.length ? { status: 'ready', items: data.items } : { status: 'none' };
  return error ? { status: 'failed' } : { status: 'loading' };
}
