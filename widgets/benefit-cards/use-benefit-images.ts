/**
 * docs/product.md §7.8: the bucket's image files shuffled on each load (a new order per page view, kept while the
 * page is open). §8: a listing failure is logged only; the page shows without images.
 */
import { useMemo } from 'react';
import { onError } from '../runtime/data';
import { bucketImagesQuery, type MediaItem } from '../runtime/media';

const imagesQuery = bucketImagesQuery(onError.log);

/** Fisher–Yates over a copy. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export type BenefitImages = { status: 'loading' } | { status: 'done'; items: MediaItem[] } | { status: 'empty' };

export function useBenefitImages(bucket: string): BenefitImages {
  const { data, error } = imagesQuery.use(bucket);
  const items = useMemo(() => (data ? shuffled(data) : []), [data]);
  if (error) return { status: 'done', items: [] };
  if (!data) return { status: 'loading' };
  // §8 "PRP with an empty bucket shows nothing" (a failed listing, above, shows the text without images).
  if (!data.length) return { status: 'empty' };
  return { status: 'done', items };
}
