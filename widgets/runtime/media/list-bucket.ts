/**
 * Storage listing exactly as SPEC §7.5–8: first 100 files, offset 0, by name ascending; kept by extension
 * (case-insensitive); each turned into its public URL and typed image or video by extension.
 */
import { backend } from '../backend';

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

/** Lists a bucket; throws the storage error so callers choose to show it or log it. */
export async function listBucket(bucket: string, kinds: readonly MediaKind[] = ['image']): Promise<MediaItem[]> {
  const store = backend().storage.from(bucket);
  const { data, error } = await store.list('', { limit: LIST_LIMIT, offset: 0, sortBy: { column: 'name', order: 'asc' } });
  if (error) throw error;
  const items: MediaItem[] = [];
  for (const file of data ?? []) {
    const kind = mediaKind(file.name);
    if (!kind || !kinds.includes(kind)) continue;
    items.push({ name: file.name, kind, url: store.getPublicUrl(file.name).data.publicUrl });
  }
  return items;
}

/** SPEC §8: where a listing failure is "logged only", the list is empty. */
export async function listBucketOrEmpty(bucket: string, kinds: readonly MediaKind[] = ['image']): Promise<MediaItem[]> {
  try {
    return await listBucket(bucket, kinds);
  } catch (err) {
    console.error(`[medspa] Could not list the ${bucket} bucket`, err);
    return [];
  }
}
