/**
 * Storage listing exactly as docs/product.md §7.5–8: first 100 files, offset 0, by name ascending; kept by extension
 * (case-insensitive); each turned into its public URL and typed image or video by extension.
 *
 * The request is storage-js's `from(bucket).list('', {limit, offset, sortBy})` and the URL its `getPublicUrl`,
 * byte for byte (docs/supabase-contract.md "Storage"), written out here: storage-js weighs 7.3 KB gz (it brings
 * the Iceberg analytics client) for one POST and one string, and every page with a picture paid for it.
 */
import { connection, type Connection } from '../connection';

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

/** Storage's answer to a refused call, named as storage-js names it (`{statusCode, error, message}` in the body). */
export class StorageApiError extends Error {
  override name = 'StorageApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The storage call failed: refused, or no answer at all (as opposed to an answer that cannot be read, or a bug). */
export class BucketListError extends Error {
  override name = 'BucketListError';
  constructor(
    readonly bucket: string,
    override readonly cause: unknown,
  ) {
    super(`Could not list the ${bucket} bucket`);
  }
}

/**
 * The cache key of a bucket's listing of `kinds` (bucketQuery's, the gallery's, and the build's answers for them,
 * widgets/tables/media.ts): one shape, written here.
 */
export const bucketKey = (bucket: string, kinds: readonly MediaKind[]) => ['bucket', bucket, kinds.join(',')] as const;

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
  client: Connection = connection(),
): Promise<BucketListing> {
  const data = await requestListing(client, bucket);
  if (data != null && !Array.isArray(data)) throw new TypeError('Unexpected storage listing');
  const items: MediaItem[] = [];
  for (const file of (data ?? []) as { name?: unknown }[]) {
    if (typeof file?.name !== 'string') throw new TypeError('Unexpected storage listing');
    const kind = mediaKind(file.name);
    if (!kind || !kinds.includes(kind)) continue;
    items.push({ name: file.name, kind, url: publicUrl(client, bucket, file.name) });
  }
  return { files: data?.length ?? 0, items };
}

/** `POST /storage/v1/object/list/<bucket>`; the parsed answer, or BucketListError when refused or unanswered. */
async function requestListing(client: Connection, bucket: string): Promise<unknown> {
  const body = { limit: LIST_LIMIT, offset: 0, sortBy: { column: 'name', order: 'asc' }, prefix: '' };
  let res: Response;
  try {
    res = await (client.fetch ?? fetch)(`${client.url}/storage/v1/object/list/${bucket}`, {
      method: 'POST',
      headers: { ...client.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (err) {
    throw new BucketListError(bucket, err);
  }
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof answer?.message === 'string' ? answer.message : `Storage answered ${res.status}`;
    throw new BucketListError(bucket, new StorageApiError(res.status, message));
  }
  return res.json();
}

/** A file's public URL, as storage-js's getPublicUrl makes it (no request). */
export function publicUrl(client: Connection, bucket: string, name: string): string {
  return encodeURI(`${client.url}/storage/v1/object/public/${bucket}/${name.replace(/^\/+/, '')}`);
}
