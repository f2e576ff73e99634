/**
 * The buckets' media at build time (docs/product.md §7.5-8): each bucket listed once (images and videos, as
 * listBucket makes their public URLs), and the answers of the one bucket query (runtime/media/bucket-query.ts):
 * each bucket's listing of images, and the gallery's of images and videos.
 */
import { definePrefetch } from '../runtime/query/prefetch';
import { bucketKey, listBucket, type BucketListing, type MediaItem, type MediaKind } from '../runtime/media/list-bucket';
import { BUCKETS, type Bucket } from '../content/buckets';

export const GALLERY_BUCKET = 'gallery_images' satisfies Bucket;
const IMAGES_AND_VIDEOS: readonly MediaKind[] = ['image', 'video'];
/** The gallery shows images and videos (every other widget images only). */
export const GALLERY_KINDS = IMAGES_AND_VIDEOS;

/** The cache key of the gallery's listing. */
export const galleryKey = () => bucketKey(GALLERY_BUCKET, GALLERY_KINDS);

/** A bucket's listing of `kinds` from its media (the build keeps no other files: each one counts). */
const listingOf = (items: readonly MediaItem[], kinds: readonly MediaKind[]): BucketListing => ({
  files: items.length,
  items: items.filter((i) => kinds.includes(i.kind)),
});

/** Build-time media (docs/architecture.md "Build-time data"); the host keeps the build's (not `published`). */
export const mediaPrefetch = /* @__PURE__ */ definePrefetch<{
  /** Each bucket's images and videos, by name, with the public URLs the widgets would build. */
  buckets: Record<Bucket, MediaItem[]>;
}>({
  read: async (client) => {
    const buckets = {} as Record<Bucket, MediaItem[]>;
    for (const bucket of BUCKETS) buckets[bucket] = (await listBucket(bucket, IMAGES_AND_VIDEOS, client)).items;
    return { buckets };
  },
  answers: ({ buckets }) => [
    ...Object.entries(buckets).map(([bucket, items]) => [bucketKey(bucket, ['image']), listingOf(items, ['image'])] as const),
    [galleryKey(), listingOf(buckets[GALLERY_BUCKET] ?? [], GALLERY_KINDS)],
  ],
});
