/**
 * Storage listing exactly as docs/product.md §7.5–8: first 100 files, offset 0, by name ascending; kept by extension
 * (case-insensitive); each turned into its public URL and typed image or video by extension.
 */
import { StorageClient } from '@supabase/storage-js';
import { backend, provideStorageClient, type Backend } from '../backend';

// The shared client's storage, for whoever lists a bucket (runtime/backend.ts says why it is provided here).
provideStorageClient((url, headers, fetchImpl) => new StorageClient(url, headers, fetchImpl));

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'] as const;
export const LIST_LIMIT = 100;

export type MediaKind = 'image' | 'video';

export interface MediaItem {
  name: string;
  url: string;
  kind: MediaKind;
}

/** The kind a file name's extension says, or null when it is neither an image nor a video. */
export function mediaKind(name: string): MediaKind | null {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (!name.includes('.')) return null;
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  return null;
}

/** The storage call answered with an error (as opposed to an answer that cannot be read, or a bug). */
export class BucketListError extends Error {
  override name = 'BucketListError';
  constructor(
    readonly bucket: string,
    override readonly cause: unknown,
  ) {
    super(`Could not list the ${bucket} bucket`);
  }
}

export interface BucketListing {
  /** Files in the listing, of any type. */
  files: number;
  /** The media among them, of the kinds asked for, with their public URLs. */
  items: MediaItem[];
}

/** Lists a bucket; throws BucketListError when storage refuses, TypeError when the answer is not a listing. */
export async function listBucket(
  bucket: string,
  kinds: readonly MediaKind[] = ['image'],
  client: Backend = backend(),
): Promise<BucketListing> {
  const store = client.storage.from(bucket);
  const { data, error } = await store.list('', { limit: LIST_LIMIT, offset: 0, sortBy: { column: 'name', order: 'asc' } });
  if (error) throw new BucketListError(bucket, error);
  if (data != null && !Array.isArray(data)) throw new TypeError('Unexpected storage listing');
  const items: MediaItem[] = [];
  for (const file of data ?? []) {
    const kind = mediaKind(file.name);
    if (!kind || !kinds.includes(kind)) continue;
    items.push({ name: file.name, kind, url: store.getPublicUrl(file.name).data.publicUrl });
  }
  return { files: data?.length ?? 0, items };
}
