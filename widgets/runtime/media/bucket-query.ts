/**
 * A bucket's media as a query of the data layer (docs/product.md §7.5-8): cached per bucket and kinds, with the
 * error policy and retries the widget declares (§8: hero and service card listings are logged only). The build's
 * answers for them (each bucket's images) are declared with the buckets' read, widgets/data/media.ts.
 */
import { defineQuery, type ErrorPolicy } from '../data';
import { bucketKey, listBucket, type MediaItem, type MediaKind } from './list-bucket';

export interface BucketQueryOptions {
  kinds?: readonly MediaKind[];
  onError: ErrorPolicy;
  retry?: number;
}

/** Declare once per use (at module level): `const slides = bucketQuery('hero_images', { onError: onError.log })`. */
export function bucketQuery(bucket: string, { kinds = ['image'], onError, retry }: BucketQueryOptions) {
  return defineQuery<[], MediaItem[]>({
    what: `Listing ${bucket}`,
    key: () => bucketKey(bucket, kinds),
    fetch: async () => (await listBucket(bucket, kinds)).items,
    onError,
    retry,
  });
}

/**
 * The image files of a bucket chosen at run time (an element's `bucket` attribute), one cache entry per bucket
 * (shared with bucketQuery's). §8 for service page images: a failure is logged only and, being invisible, retried
 * twice (the about collage passes `onError.silent` and no retry: it "silently stops loading").
 */
export function bucketImagesQuery(onErrorPolicy: ErrorPolicy, retry = 2) {
  return defineQuery<[bucket: string], MediaItem[]>({
    what: (bucket) => `Listing ${bucket}`,
    key: (bucket) => bucketKey(bucket, ['image']),
    fetch: async (bucket) => (await listBucket(bucket, ['image'])).items,
    onError: onErrorPolicy,
    retry,
  });
}
