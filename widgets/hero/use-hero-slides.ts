/** The hero's slides: docs/product.md §7.5 on hero_images (images only); a listing failure is logged and gives none (§8);
 * `failed` lets the hero keep the page's first image instead (decision). */
import { onError } from '../runtime/data';
import { bucketQuery } from '../runtime/media';

export const HERO_BUCKET = 'hero_images';
export const HERO_INTERVAL_MS = 5000;
export const HERO_WIDTH = 1920;
export const HERO_HEIGHT = 1080;

const slidesQuery = bucketQuery(HERO_BUCKET, { onError: onError.log, retry: 2 });

export function useHeroSlides() {
  const { data, error, isLoading } = slidesQuery.use();
  return { slides: error ? [] : data, loading: isLoading && !data && !error, failed: !!error && !data };
}
