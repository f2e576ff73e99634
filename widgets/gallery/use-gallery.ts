/**
 * The gallery's media (docs/product.md §7.6): gallery_images listed (first 100, by name), images and videos kept
 * by extension. It keeps the listing's file count: §8 has a message for an empty bucket and another for a bucket
 * with no media among its files. A failure is logged and said on the page (no retry: the message is the answer).
 * Its bucket and build-time answer: widgets/tables/media.ts.
 */
import { onError } from '../runtime/query';
import { BucketListError, bucketQuery, type MediaItem } from '../runtime/media';
import { GALLERY_BUCKET, GALLERY_KINDS } from '../tables/media';

/** A slide: an image, or a video with the image that stands for it until it plays. */
export interface GalleryItem extends MediaItem {
  poster?: string;
}

const stem = (name: string) => name.slice(0, name.lastIndexOf('.'));

/**
 * A video's poster is the image of the same name beside it (`tour.mp4` + `tour.jpg`, docs/product.md §4): that image
 * stands for the video until it plays and is not a slide of its own.
 */
export function withPosters(items: readonly MediaItem[]): GalleryItem[] {
  const videos = new Set(items.filter((i) => i.kind === 'video').map((i) => stem(i.name)));
  const posters = new Map(items.filter((i) => i.kind === 'image' && videos.has(stem(i.name))).map((i) => [stem(i.name), i.url]));
  return items
    .filter((i) => !(i.kind === 'image' && posters.get(stem(i.name)) === i.url))
    .map((i) => (i.kind === 'video' && posters.has(stem(i.name)) ? { ...i, poster: posters.get(stem(i.name)) } : i));
}

export const GALLERY_INTERVAL_MS = 7000;

const galleryQuery = bucketQuery({ kinds: GALLERY_KINDS, onError: onError.log });

export type GalleryState =
  | { status: 'loading' }
  | { status: 'error'; message: 'Failed to load gallery media' | 'An unexpected error occurred.' }
  | { status: 'empty'; message: 'No media available in the gallery' | 'No media found in gallery' }
  | { status: 'ready'; items: GalleryItem[] };

/**
 * §8: the storage call failed -> "Failed to load gallery media"; anything else thrown (an answer that cannot be
 * read, a bug) -> "An unexpected error occurred."; no files -> "No media available in the gallery"; files but
 * none an image or video -> "No media found in gallery".
 */
export function useGallery(): GalleryState {
  const { data, error } = galleryQuery.use(GALLERY_BUCKET);
  if (error)
    return {
      status: 'error',
      message: error instanceof BucketListError ? 'Failed to load gallery media' : 'An unexpected error occurred.',
    };
  if (!data) return { status: 'loading' };
  if (!data.files) return { status: 'empty', message: 'No media available in the gallery' };
  if (!data.items.length) return { status: 'empty', message: 'No media found in gallery' };
  return { status: 'ready', items: withPosters(data.items) };
}
