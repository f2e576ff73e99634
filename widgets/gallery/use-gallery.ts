/**
 * The gallery's media (SPEC §7.6): gallery_images listed (first 100, by name), images and videos kept by
 * extension, public URLs built. Its own SWR key, because it must tell an empty bucket from a bucket holding
 * only other files (SPEC §8 has a message for each), which the shared useBucket does not report.
 */
import useSWR from 'swr';
import { backend } from '../runtime/backend';
import { LIST_LIMIT, mediaKind, type MediaItem } from '../runtime/media/list-bucket';

export const GALLERY_BUCKET = 'gallery_images';
export const GALLERY_INTERVAL_MS = 7000;
export const GALLERY_TRANSITION_MS = 1000;

export interface GalleryListing {
  /** Files in the bucket listing, of any type. */
  files: number;
  /** The images and videos among them. */
  items: MediaItem[];
}

/** The storage call answered with an error. */
export class GalleryListError extends Error {
  override name = 'GalleryListError';
  constructor(override readonly cause: unknown) {
    super('Failed to list gallery_images');
  }
}

export async function fetchGallery(): Promise<GalleryListing> {
  const store = backend().storage.from(GALLERY_BUCKET);
  const { data, error } = await store.list('', { limit: LIST_LIMIT, offset: 0, sortBy: { column: 'name', order: 'asc' } });
  if (error) throw new GalleryListError(error);
  if (data != null && !Array.isArray(data)) throw new TypeError('Unexpected storage listing');
  const items: MediaItem[] = [];
  for (const file of data ?? []) {
    const kind = mediaKind(file.name);
    if (kind) items.push({ name: file.name, kind, url: store.getPublicUrl(file.name).data.publicUrl });
  }
  return { files: data?.length ?? 0, items };
}

export type GalleryState =
  | { status: 'loading' }
  | { status: 'error'; message: 'Failed to load gallery media' | 'An unexpected error occurred.' }
  | { status: 'empty'; message: 'No media available in the gallery' | 'No media found in gallery' }
  | { status: 'ready'; items: MediaItem[] };

/**
 * SPEC §8 mapping: the storage call failed -> "Failed to load gallery media"; anything else thrown (an
 * answer we cannot read, a bug) -> "An unexpected error occurred."; no files -> "No media available in the
 * gallery"; files but none an image or video -> "No media found in gallery".
 */
export function useGallery(): GalleryState {
  const { data, error } = useSWR<GalleryListing>(['gallery', GALLERY_BUCKET], fetchGallery, {
    shouldRetryOnError: false,
    onError: (err) => console.error('[medspa] Gallery media failed to load', err),
  });
  if (error)
    return {
      status: 'error',
      message: error instanceof GalleryListError ? 'Failed to load gallery media' : 'An unexpected error occurred.',
    };
  if (!data) return { status: 'loading' };
  if (!data.files) return { status: 'empty', message: 'No media available in the gallery' };
  if (!data.items.length) return { status: 'empty', message: 'No media found in gallery' };
  return { status: 'ready', items: data.items };
}
