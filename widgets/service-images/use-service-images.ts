/**
 * The images of a service page (docs/product.md §2.6, §7.8): the first `count` image files of the bucket.
 * §8: a listing failure is logged only; the page shows without images.
 */
import { onError } from '../runtime/query';
import { bucketQuery, type MediaItem } from '../runtime/media';

const imagesQuery = bucketQuery({ onError: onError.log, retry: 2 });

export type ServiceImagesState = { status: 'loading' } | { status: 'ready'; items: MediaItem[] } | { status: 'none' };

export function useServiceImages(bucket: string, count: number): ServiceImagesState {
  const { data, error } = imagesQuery.use(bucket);
  if (error) return { status: 'none' };
  if (!data) return { status: 'loading' };
  const items = data.items.slice(0, Math.max(0, count));
  return items.length ? { status: 'ready', items } : { status: 'none' };
}
