/**
 * The one read of a bucket for every widget (docs/product.md §7.5-8): a query (runtime/query) over the bucket
 * named where it is used (`query.use(bucket)`: fixed, a card's, or an element's `bucket` attribute), cached per
 * bucket and kinds as its listing (the media of those kinds, and the count of files: the gallery tells "empty" from
 * "nothing usable" by it), with the error policy and retries the widget declares (§8: hero and service listings are
 * logged only and retried twice, the about collage silent, the gallery logged and said on the page). The build's
 * answers for it (each bucket's listing) are declared with the buckets' read, widgets/tables/media.ts.
 */
import { defineQuery, type ErrorPolicy, type Query } from '../query';
import { bucketKey, listBucket, type BucketListing, type MediaKind } from './list-bucket';

export interface BucketQueryOptions {
  /** The kinds of media kept (by extension); images unless told. */
  kinds?: readonly MediaKind[];
  onError: ErrorPolicy;
  /** Extra attempts after a failure (the query layer's default: none). */
  retry?: number;
}

/** Declare once per use (at module level): `const slides = bucketQuery({ onError: onError.log, retry: 2 })`. */
export function bucketQuery({ kinds = ['image'], onError, retry }: BucketQueryOptions): Query<[bucket: string], BucketListing> {
  return defineQuery<[bucket: string], BucketListing>({
    what: (bucket) => `Listing ${bucket}`,
    key: (bucket) => bucketKey(bucket, kinds),
    fetch: (bucket) => listBucket(bucket, kinds),
    onError,
    retry,
  });
}
