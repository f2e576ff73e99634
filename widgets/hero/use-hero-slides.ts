/**
 * The hero's slides: docs/product.md §7.5 on hero_images (images only). A listing failure is logged only and gives
 * no slideshow (§8: empty list, no message); `failed` tells the hero so. What the hero keeps then (decision, §8):
 * the page's first image. On the clinic's pages the server drew the build's listing (the query's SWR fallback,
 * which SWR still answers as `data` after the live read failed), so that first slide stays, the very node and image
 * already painted; elsewhere the `poster` (the light-DOM image) stands in.
 */
import { onError } from '../runtime/query';
import { bucketQuery, type MediaItem } from '../runtime/media';

export const HERO_BUCKET = 'hero_images';
export const HERO_INTERVAL_MS = 5000;
export const HERO_WIDTH = 1920;
export const HERO_HEIGHT = 1080;

export const heroSlidesQuery = bucketQuery({ onError: onError.log, retry: 2 });

export interface HeroSlides {
  /** The slides to show: the listing; after a failure, the build's first image alone (or none). */
  slides: MediaItem[] | undefined;
  loading: boolean;
  /** The live listing failed (after its retries). */
  failed: boolean;
}

export function useHeroSlides(): HeroSlides {
  const { data, error, isLoading } = heroSlidesQuery.use(HERO_BUCKET);
  const slides = data?.items;
  if (error) return { slides: slides?.slice(0, 1) ?? [], loading: false, failed: true };
  return { slides, loading: isLoading && !data, failed: false };
}
