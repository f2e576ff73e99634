/** The hero's slides: SPEC §7.5 on hero_images (images only); a listing failure is logged and gives none (§8). */
import { useBucket } from '../runtime/media';

export const HERO_BUCKET = 'hero_images';
export const HERO_INTERVAL_MS = 5000;
export const HERO_FADE_MS = 1000;
export const HERO_WIDTH = 1920;
export const HERO_HEIGHT = 1080;

export function useHeroSlides() {
  const { data, isLoading } = useBucket(HERO_BUCKET, { kinds: ['image'], onError: 'log' });
  return { slides: data, loading: isLoading && !data };
}
