/**
 * The buckets' media at build time (docs/product.md §7.5-8): each bucket listed once (images and videos, as
 * listBucket makes their public URLs), and the answers of the bucket queries (runtime/media/bucket-query.ts: a
 * bucket's images) and of the gallery's (its whole listing: the count of files tells "empty" from "nothing usable").
 * The gallery's key and fetch are here, beside its answer (widgets/gallery/use-gallery.ts declares its query).
 */
import { backend, type Backend } from '../runtime/backend';
import { definePrefetch } from '../runtime/data/prefetch';
import { bucketKey, listBucket, type BucketListing, type MediaItem, type MediaKind } from '../runtime/media/list-bucket';
import { BUCKETS, type Bucket } from '../content/buckets';

export const GALLERY_BUCKET = 'gallery_images' satisfies Bucket;
const IMAGES_AND_VIDEOS: readonly MediaKind[] = ['image', 'video'];

/** The cache key of the gallery's listing. */
export const galleryKey = () => bucketKey(GALLERY_BUCKET, IMAGES_AND_VIDEOS);

/** The gallery's listing: its images and videos, and how many files it holds. */
export const fetchGallery = (client: Backend = backend()): Promise<BucketListing> => listBucket(GALLERY_BUCKET, IMAGES_AND_VIDEOS, client);

/** Build-time media (docs/architecture.md "Build-time data"); the host keeps the build's (not `live`). */
export const mediaPrefetch = /* @__PURE__ */ definePrefetch<{
  /** Each bucket's images and videos, by name, with the public URLs the widgets would build. */
  buckets: Record<Bucket, MediaItem[]>;
}>({
  read: async (client) => {
    const buckets = {} as Record<Bucket, MediaItem[]>;
    for (const bucket of BUCKETS) buckets[bucket] = (await listBucket(bucket, IMAGES_AND_VIDEOS, client)).items;
    return { buckets };
  },
  answers: ({ buckets }) => {
    const gallery = buckets[GALLERY_BUCKET] ?? [];
    return [
      ...Object.entries(buckets).map(([bucket, items]) => [bucketKey(bucket, ['image']), items.filter((i) => i.kind === 'image')] as const),
      [galleryKey(), { files: gallery.length, items: gallery } satisfies BucketListing],
    ];
  },
});
