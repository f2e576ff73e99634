/**
 * GET/HEAD /storage/v1/render/image/public/<bucket>/<path>: hosted Storage's image transformations, rendered
 * locally with sharp instead of imgproxy. Parameters, defaults, limits and error messages follow
 * supabase/storage (src/http/schemas/transformations.ts, src/storage/renderer/image.ts) and imgproxy's resizing
 * rules (no enlargement); docs/supabase-contract.md, "Image transformations", lists where it differs.
 *
 * Variants are kept in a bounded on-disk cache (least recently used out first); identical concurrent requests
 * share one render. Renders are bounded (issue 38 item 2; README "Local backend", docs/architecture.md "Images"):
 *   - at most RENDER_QUEUE.running at once and RENDER_QUEUE.waiting waiting; a render beyond that is refused at once
 *     (503 + Retry-After), as is a waiter still waiting after RENDER_QUEUE.maxWaitMs, and a waiter whose every
 *     client has gone leaves the queue;
 *   - the parameters are normalised before they name the variant, so the cache cannot be bypassed: a width (or a
 *     lone height) is snapped up to the next width a `srcset` of the site offers (widgets/runtime/media/layouts.ts),
 *     a box's aspect to the nearest of a few, the quality up to a few levels. The site's own variants are kept as
 *     they are; another page's odd size gets the next larger step (never a refusal).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { open, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Sharp } from 'sharp';
import { etagMatches } from '../../server/files.ts';
import { mimeType } from '../../server/mime.ts';
import { IMAGE_LAYOUTS } from '../../widgets/runtime/media/layouts.ts';
import { API_CORS, jsonResponse } from './http-util.ts';

/** Hosted's documented limits: 1..2500 px boxes (values above are clamped), 25 MB and 50 MP sources. */
export const RENDER_LIMITS = { minSize: 1, maxSize: 2500, maxSourceBytes: 25 * 1024 * 1024, maxSourcePixels: 50_000_000 };
/**
 * The local renderer's own bound: renders at once, renders waiting for a place (a page's first visit asks for a
 * handful), how long one may wait before it is refused after all, and the Retry-After (seconds) of a refusal. A
 * render of a camera photo takes well under a second on an idle two-core machine, a few on a busy one.
 */
export const RENDER_QUEUE = { running: 2, waiting: 8, maxWaitMs: 5000, retryAfterSeconds: 2 };
const DEFAULT_QUALITY = 80;

/** What a request is normalised to (see the header): derived from the site's image layouts, never copied. */
const layoutBoxes = Object.values(IMAGE_LAYOUTS).flatMap((l) => [
  { widths: l.widths as readonly number[], aspect: 'aspect' in l ? l.aspect : undefined },
  ...('art' in l ? l.art : []).map((a) => ({ widths: ('widths' in a ? a.widths : l.widths) as readonly number[], aspect: a.aspect })),
]);
const ascending = (xs: Iterable<number>) => [...new Set(xs)].sort((a, b) => a - b);
/** Common photo shapes, each way round, for other pages' boxes. */
const COMMON_ASPECTS = [1, 5 / 4, 4 / 3, 3 / 2, 16 / 10, 16 / 9, 2, 21 / 9, 3, 4].flatMap((a) => [a, 1 / a]);
export const RENDER_STEPS = {
  /** Every width a srcset offers, then hosted's largest size (a larger request is clamped to it first). */
  widths: ascending([...layoutBoxes.flatMap((b) => b.widths), RENDER_LIMITS.maxSize]),
  /** The layouts' crops first (the site's own boxes), then the common shapes. */
  aspects: [...new Set([...layoutBoxes.flatMap((b) => (b.aspect ? [b.aspect] : [])), ...COMMON_ASPECTS])],
  /** The layouts' qualities, the default and the best. */
  qualities: ascending([...Object.values(IMAGE_LAYOUTS).flatMap((l) => ('quality' in l ? [l.quality] : [])), DEFAULT_QUALITY, 100]),
};
/** Bumped when the rendering changes, so old variants are not served again. */
const RENDERER_VERSION = 1;

/** The next step at or above `n` (the last step when `n` is past it). */
const stepUp = (steps: readonly number[], n: number) => steps.find((s) => s >= n) ?? steps[steps.length - 1]!;

/**
 * The parameters a variant is rendered and cached by: width (or a lone height) up to the next step, a box's
 * aspect to the nearest shape (by ratio) with its height from the snapped width, quality up to the next level.
 */
export function normalise<P extends Pick<Params, 'width' | 'height' | 'quality'>>(p: P): P {
  const quality = stepUp(RENDER_STEPS.qualities, p.quality);
  if (!p.width) return { ...p, height: p.height && stepUp(RENDER_STEPS.widths, p.height), quality };
  const width = stepUp(RENDER_STEPS.widths, p.width);
  if (!p.height) return { ...p, width, quality };
  const boxHeight = (a: number) => Math.min(Math.max(Math.round(width / a), RENDER_LIMITS.minSize), RENDER_LIMITS.maxSize);
  // a box already of a known shape stays (the site's own, its height clamped too: the gallery's 2400 px at 3:5)
  if (width === p.width && RENDER_STEPS.aspects.some((a) => boxHeight(a) === p.height)) return { ...p, quality };
  const asked = Math.log(p.width / p.height);
  const aspect = RENDER_STEPS.aspects.reduce((best, a) => (Math.abs(Math.log(a) - asked) < Math.abs(Math.log(best) - asked) ? a : best));
  return { ...p, width, height: boxHeight(aspect), quality };
}

export interface ImageRendererOptions {
  /** Directory of the variant cache (created on first use). */
  cacheDir: string;
  /** Upper bound of the cache's total bytes; default 256 MB. */
  cacheMaxBytes?: number;
  /** Larger sources answer 400, as hosted; default 25 MB. */
  maxSourceBytes?: number;
  /** Default 50 MP. */
  maxSourcePixels?: number;
  /** Renders at once; default RENDER_QUEUE.running. */
  concurrency?: number;
  /** Renders waiting for a place; default RENDER_QUEUE.waiting. Beyond: 503 + Retry-After. */
  waiting?: number;
  /** A render still waiting after this long is refused (503); default RENDER_QUEUE.maxWaitMs. */
  maxWaitMs?: number;
}

export interface ImageRendererStats {
  renders: number;
  /** Most renders that ran at once. */
  peakRenders: number;
  hits: number;
  /** Renders refused because the queue was full (503). */
  refused: number;
  /** Waiting renders dropped because every client asking for them had gone. */
  abandoned: number;
  /** Renders running and waiting now. */
  running: number;
  waiting: number;
  evictions: number;
  cacheBytes: number;
  cacheEntries: number;
}

export interface ImageRenderer {
  /** `segs` are the path segments after /render/image/public (still percent-encoded). */
  handle(db: PGlite, mediaDir: string, req: Request, url: URL, segs: string[]): Promise<Response>;
  stats(): ImageRendererStats;
  /** Resolves once no render waits (tests: the queue after a burst was abandoned). */
  queueEmpty(): Promise<void>;
}

type SourceFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff';
type Resize = 'cover' | 'contain' | 'fill';
export interface Params {
  width: number; // 0: not given
  height: number;
  resize: Resize;
  quality: number;
  format: 'origin' | 'webp' | 'avif' | undefined;
  download: string | undefined;
}

const EXT: Record<SourceFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif', tiff: 'tiff' };
/** Content types from the one MIME table (server/mime.ts). */
const CONTENT_TYPE = Object.fromEntries(Object.entries(EXT).map(([f, ext]) => [f, mimeType(`x.${ext}`)])) as Record<SourceFormat, string>;

/** Hosted's error body (StorageBackendError rendered by its error handler). */
function renderError(status: number, code: string, message: string, error = code): Response {
  return jsonResponse(status, { statusCode: String(status), error, code, message }, { 'Cache-Control': 'no-store' });
}
const invalid = (message: string) => renderError(400, 'InvalidRequest', message);
const notFound = () => renderError(404, 'NoSuchKey', 'Object not found', 'not_found');

class BadParam extends Error {}

/** The query as hosted's JSON schema (Fastify/ajv, coerced) accepts it; messages in ajv's words. */
function parseParams(q: URLSearchParams): Params {
  const one = (name: string) => {
    const all = q.getAll(name);
    if (all.length > 1) throw new BadParam(`querystring/${name} must be a single value`);
    return all[0];
  };
  const integer = (name: string, min: number, max?: number) => {
    const v = one(name);
    if (v === undefined) return undefined;
    const n = Number(v);
    if (v.trim() === '' || !Number.isInteger(n)) throw new BadParam(`querystring/${name} must be integer`);
    if (n < min) throw new BadParam(`querystring/${name} must be >= ${min}`);
    if (max !== undefined && n > max) throw new BadParam(`querystring/${name} must be <= ${max}`);
    return n;
  };
  const choice = <T extends string>(name: string, allowed: readonly T[]) => {
    const v = one(name);
    if (v === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(v))
      throw new BadParam(`querystring/${name} must be equal to one of the allowed values (${allowed.join(', ')})`);
    return v as T;
  };
  // Hosted: 0 means "not given" and larger values are clamped to the limit (imgproxy's segments).
  const size = (name: string) => {
    const n = integer(name, 0) ?? 0;
    return n === 0 ? 0 : Math.min(Math.max(n, RENDER_LIMITS.minSize), RENDER_LIMITS.maxSize);
  };
  for (const name of ['gravity', 'x_offset', 'y_offset'])
    if (q.has(name)) throw new BadParam(`querystring/${name} is not supported by the local stand-in (hosted Storage accepts it)`);
  return {
    width: size('width'),
    height: size('height'),
    resize: choice('resize', ['cover', 'contain', 'fill'] as const) ?? 'cover',
    quality: integer('quality', 20, 100) ?? DEFAULT_QUALITY,
    format: choice('format', ['origin', 'avif', 'webp'] as const),
    download: one('download'),
  };
}

/** The source's format from its first bytes; undefined for anything sharp should not be handed. */
function sniff(b: Buffer): SourceFormat | undefined {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const ascii = b.toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (ascii.startsWith('II*\0') || ascii.startsWith('MM\0*')) return 'tiff';
  // ISO-BMFF: AVIF only (HEIC needs a HEVC decoder sharp's prebuilt libvips lacks; MP4/MOV are videos).
  if (ascii.slice(4, 8) === 'ftyp') {
    const size = b.readUInt32BE(0);
    const brands = ascii.slice(8, Math.min(size, b.length));
    if (/avi[fs]/.test(brands)) return 'avif';
  }
  return undefined;
}

/** WebP when the client lists it (q > 0). AVIF is not negotiated: a 640 px AVIF took ~330 ms to encode, WebP ~20 ms. */
function acceptsWebp(accept: string | null): boolean {
  return String(accept ?? '')
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      return type === 'image/webp' && (!q || Number(q.slice(2)) > 0);
    });
}

/**
 * imgproxy's calcScale with enlarge off: cover = its `fill` (scale to cover the box, crop the centre), contain =
 * `fit`, fill = `force` (a missing side keeps the source's). Returns the scaled size and the crop.
 */
export function plan(srcW: number, srcH: number, p: Pick<Params, 'width' | 'height' | 'resize'>) {
  const dstW = p.width || srcW;
  const dstH = p.height || srcH;
  let ws = dstW === srcW ? 1 : srcW / dstW;
  let hs = dstH === srcH ? 1 : srcH / dstH;
  if (ws !== 1 || hs !== 1) {
    if (!p.width && p.resize !== 'fill') ws = hs;
    else if (!p.height && p.resize !== 'fill') hs = ws;
    else if (p.resize === 'contain') ws = hs = Math.max(ws, hs);
    else if (p.resize === 'cover') ws = hs = Math.min(ws, hs);
  }
  // never enlarge: scale both back so the enlarged side is the source's
  if (ws < 1) [hs, ws] = [hs / ws, 1];
  if (hs < 1) [ws, hs] = [ws / hs, 1];
  const w = Math.max(1, Math.round(srcW / ws));
  const h = Math.max(1, Math.round(srcH / hs));
  const crop = p.resize === 'cover' ? { width: Math.min(p.width || w, w), height: Math.min(p.height || h, h) } : { width: w, height: h };
  return { width: w, height: h, crop: { ...crop, left: Math.floor((w - crop.width) / 2), top: Math.floor((h - crop.height) / 2) } };
}

/** Thrown when the render queue is full or a waiter's time ran out (both answered 503), or its clients have gone. */
class QueueFull extends Error {}
class WaitedTooLong extends Error {}
class Abandoned extends Error {}

/**
 * At most `running` holders and `waiting` waiters; `enter` refuses (undefined) beyond that. A waiter can be
 * withdrawn (`cancel`), which rejects its `ready` with Abandoned and frees its place at once; one still waiting
 * after `maxWaitMs` is rejected with WaitedTooLong.
 */
function gate(running: number, waiting: number, maxWaitMs: number) {
  let active = 0;
  const queue: Array<{ start: () => void; drop: () => void }> = [];
  const emptied: Array<() => void> = [];
  const changed = () => {
    if (queue.length === 0) for (const done of emptied.splice(0)) done();
  };
  return {
    enter(): { ready: Promise<void>; cancel(): boolean } | undefined {
      if (active < running) {
        active++;
        return { ready: Promise.resolve(), cancel: () => false };
      }
      if (queue.length >= waiting) return undefined;
      let entry!: { start: () => void; drop: () => void };
      let timer: NodeJS.Timeout | undefined;
      const ready = new Promise<void>((start, fail) => {
        entry = { start: () => (clearTimeout(timer), start()), drop: () => (clearTimeout(timer), fail(new Abandoned())) };
        timer = setTimeout(() => withdraw() && fail(new WaitedTooLong()), maxWaitMs);
        timer.unref();
      });
      const withdraw = () => {
        const i = queue.indexOf(entry);
        if (i < 0) return false; // already running
        queue.splice(i, 1);
        changed();
        return true;
      };
      queue.push(entry);
      return {
        ready,
        cancel() {
          if (!withdraw()) return false;
          entry.drop();
          return true;
        },
      };
    },
    leave() {
      const next = queue.shift();
      if (next) next.start();
      else active--;
      changed();
    },
    counts: () => ({ running: active, waiting: queue.length }),
    empty: () => (queue.length === 0 ? Promise.resolve() : new Promise<void>((done) => emptied.push(done))),
  };
}

/** Files <sha256>.<ext> in one directory, bounded by total bytes; Map order is the recency order. */
class VariantCache {
  private readonly entries = new Map<string, number>(); // file name -> bytes
  private total = 0;
  private loaded = false;
  evictions = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** Adopt what an earlier run left, oldest first (by mtime, refreshed on every hit). */
  private load(): void {
    if (this.loaded) return;
    this.loaded = true;
    mkdirSync(this.dir, { recursive: true });
    const found: Array<{ name: string; size: number; mtime: number }> = [];
    for (const name of readdirSync(this.dir)) {
      const p = join(this.dir, name);
      try {
        if (name.startsWith('.tmp-'))
          unlinkSync(p); // a write cut short
        else if (/^[0-9a-f]{64}\.[a-z]+$/.test(name)) {
          const st = statSync(p);
          found.push({ name, size: st.size, mtime: st.mtimeMs });
        }
      } catch {
        // another process removed it
      }
    }
    for (const f of found.sort((a, b) => a.mtime - b.mtime)) this.remember(f.name, f.size);
    this.evict();
  }

  private remember(name: string, size: number): void {
    const old = this.entries.get(name);
    if (old !== undefined) this.total -= old;
    this.entries.delete(name);
    this.entries.set(name, size);
    this.total += size;
  }

  private forget(name: string): void {
    const size = this.entries.get(name);
    if (size === undefined) return;
    this.entries.delete(name);
    this.total -= size;
  }

  private evict(): void {
    for (const [name] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.forget(name);
      this.evictions++;
      unlink(join(this.dir, name)).catch(() => {});
    }
  }

  async get(name: string): Promise<Buffer | undefined> {
    this.load();
    if (!this.entries.has(name)) return undefined;
    try {
      const buf = await readFile(join(this.dir, name));
      this.remember(name, buf.length);
      const now = new Date();
      utimes(join(this.dir, name), now, now).catch(() => {}); // the recency a restart reads back
      return buf;
    } catch {
      this.forget(name); // removed behind our back (another process's eviction)
      return undefined;
    }
  }

  async put(name: string, data: Buffer): Promise<void> {
    this.load();
    if (data.length > this.maxBytes) return;
    const tmp = join(this.dir, `.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`);
    await writeFile(tmp, data);
    await rename(tmp, join(this.dir, name)); // readers never see half a file
    this.remember(name, data.length);
    this.evict();
  }

  get bytes() {
    return this.total;
  }
  get count() {
    return this.entries.size;
  }
}

class SourceError extends Error {}

let sharpModule: Promise<typeof import('sharp')> | undefined;
/** Loaded on the first render, so starting the backend does not load libvips. */
function loadSharp() {
  sharpModule ??= import('sharp').then((m) => {
    const sharp = m.default;
    sharp.cache(false); // our own cache holds the outputs; libvips' would hold decoded sources
    sharp.concurrency(1); // one thread per render; the semaphore bounds renders
    return m;
  });
  return sharpModule;
}

/** One variant of `file`: oriented, resized and cropped per `p`, encoded as `out`, without metadata. */
async function render(file: string, p: Params, out: SourceFormat, maxSourcePixels: number): Promise<Buffer> {
  const sharp = (await loadSharp()).default;
  const input = () => sharp(file, { limitInputPixels: maxSourcePixels, failOn: 'error' });
  let meta;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata(); // the header only; the limit is checked below
  } catch {
    throw new SourceError('The source image is invalid or unsupported for rendering');
  }
  const { width = 0, height = 0, orientation = 1 } = meta;
  if (width * height > maxSourcePixels) throw new SourceError('The source image resolution is too large to process');
  // sizes after EXIF orientation, which .rotate() applies
  const [w, h] = orientation >= 5 ? [height, width] : [width, height];
  let img: Sharp = input().rotate();
  if (p.width || p.height) {
    const s = plan(w, h, p);
    if (s.width !== w || s.height !== h) img = img.resize(s.width, s.height, { fit: 'fill' });
    if (s.crop.width !== s.width || s.crop.height !== s.height) img = img.extract(s.crop);
  }
  // metadata (EXIF, XMP, ICC) is dropped: sharp keeps none unless asked
  if (out === 'jpeg') img = img.jpeg({ quality: p.quality, progressive: true });
  else if (out === 'webp') img = img.webp({ quality: p.quality });
  else if (out === 'avif') img = img.avif({ quality: p.quality });
  else if (out === 'png') img = img.png();
  else if (out === 'gif') img = img.gif();
  else img = img.tiff({ quality: p.quality });
  try {
    return await img.toBuffer();
  } catch {
    throw new SourceError('The source image is invalid or unsupported for rendering');
  }
}

/** A public object's file, its stat and its sniffed format. */
interface Source {
  bucket: string;
  path: string;
  file: string;
  st: Stats;
  format: SourceFormat;
}

const bucketReads = new WeakMap<PGlite, Map<string, Promise<{ public: boolean } | undefined>>>();
/**
 * The bucket's row. Concurrent requests share one read (PGlite runs one query at a time: a burst of 200 renders
 * would otherwise queue 200 reads, and the refusals with them); the next request reads afresh.
 */
function bucketOf(db: PGlite, id: string): Promise<{ public: boolean } | undefined> {
  let reads = bucketReads.get(db);
  if (!reads) bucketReads.set(db, (reads = new Map()));
  let read = reads.get(id);
  if (!read) {
    read = db.query<{ public: boolean }>('select public from storage.buckets where id = $1', [id]).then((r) => r.rows[0]);
    const done = () => void (reads.get(id) === read && reads.delete(id));
    read.then(done, done);
    reads.set(id, read);
  }
  return read;
}

/** The object the path segments name, in a public bucket, as a file under mediaDir; or the error answer. */
async function findSource(db: PGlite, mediaDir: string, segs: string[], maxSourceBytes: number): Promise<Source | Response> {
  let bucket: string, path: string;
  try {
    bucket = decodeURIComponent(segs[0]!);
    path = segs.slice(1).map(decodeURIComponent).join('/');
  } catch {
    return renderError(400, 'InvalidKey', 'Invalid key');
  }
  const b = await bucketOf(db, bucket);
  if (!b) return renderError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
  if (!b.public) return notFound();
  // as download() in storage.ts, and no dot-files (send refuses them there)
  const parts = path.split('/');
  if (parts.some((s) => s === '' || s.startsWith('.')) || path.includes('\0') || path.includes('\\')) return notFound();
  const root = resolve(mediaDir, bucket);
  const file = resolve(root, ...parts);
  if (!file.startsWith(root + sep)) return notFound();
  const head = await readHead(file);
  if (!head) return notFound();
  if (head.st.size > maxSourceBytes) return invalid('The source image file is too large to process');
  const format = sniff(head.bytes);
  if (!format) return invalid('The source image is invalid or unsupported for rendering');
  return { bucket, path, file, st: head.st, format };
}

/** The file's stat and first 64 bytes (enough to sniff), or undefined when it is not a readable file. */
async function readHead(file: string): Promise<{ st: Stats; bytes: Buffer } | undefined> {
  try {
    const st = await stat(file);
    if (!st.isFile()) return undefined;
    const fh = await open(file, 'r');
    try {
      const bytes = Buffer.alloc(64);
      await fh.read(bytes, 0, 64, 0);
      return { st, bytes };
    } finally {
      await fh.close();
    }
  } catch {
    return undefined;
  }
}

/** The output format: the one asked for, else WebP when negotiated and accepted, else the source's. */
function outputFormat(params: Params, source: SourceFormat, accept: string | null): SourceFormat {
  if (params.format === 'webp' || params.format === 'avif') return params.format;
  return params.format === undefined && acceptsWebp(accept) ? 'webp' : source;
}

/** The variant's name in the cache: a digest of the renderer, the source's identity and the rendering. */
function variantKey(src: Source, params: Params, out: SourceFormat): string {
  const { width, height, resize, quality } = params;
  const identity = [RENDERER_VERSION, src.bucket, src.path, src.st.size, src.st.mtimeMs, src.st.ino];
  return createHash('sha256')
    .update(JSON.stringify([...identity, width, height, resize, quality, out]))
    .digest('hex');
}

/** The answer's headers: CORS, caching as hosted, validators, type, Vary when negotiated, download name. */
function variantHeaders(src: Source, params: Params, out: SourceFormat, etag: string): Record<string, string> {
  const headers: Record<string, string> = {
    ...API_CORS,
    'Access-Control-Expose-Headers': `${API_CORS['Access-Control-Expose-Headers']}, X-Cache`,
    // what hosted sends: the object's own cache-control (uploads default to max-age=3600), not a long one, since the
    // URL names the object, not its version
    'Cache-Control': 'max-age=3600',
    ETag: etag,
    'Last-Modified': src.st.mtime.toUTCString(),
    'Content-Type': CONTENT_TYPE[out],
  };
  if (params.format === undefined) headers.Vary = 'Accept';
  if (params.download !== undefined) {
    const name = encodeURIComponent(params.download);
    headers['Content-Disposition'] = params.download === '' ? 'attachment;' : `attachment; filename=${name}; filename*=UTF-8''${name}`;
  }
  return headers;
}

/**
 * The variants by name: from the cache, else rendered once however many ask at the same time, through the gate
 * (`concurrency` at once, `waiting` queued), and kept. A queued render whose every client has gone is dropped.
 */
function variantStore(cache: VariantCache, concurrency: number, waiting: number, maxWaitMs: number) {
  const limit = gate(concurrency, waiting, maxWaitMs);
  const inFlight = new Map<string, { result: Promise<Buffer>; clients: number; cancel(): boolean }>();
  const counters = { renders: 0, hits: 0, peakRenders: 0, refused: 0, abandoned: 0 };
  let running = 0;

  const renderOnce = (name: string, produce: () => Promise<Buffer>) => {
    const known = inFlight.get(name);
    if (known) return known;
    const place = limit.enter();
    if (!place) {
      counters.refused++;
      throw new QueueFull();
    }
    const result = place.ready.then(async () => {
      try {
        counters.renders++;
        counters.peakRenders = Math.max(counters.peakRenders, ++running);
        const data = await produce().finally(() => running--);
        await cache.put(name, data).catch((err: unknown) => {
          console.error('[local backend] image cache write failed:', err instanceof Error ? err.message : String(err));
        });
        return data;
      } finally {
        limit.leave();
      }
    });
    const job = { result, clients: 0, cancel: place.cancel };
    inFlight.set(name, job);
    const done = () => void (inFlight.get(name) === job && inFlight.delete(name));
    result.then(done, done);
    return job;
  };

  /** The job's result for one client; when its signal aborts it stops waiting, and the last one out drops a queued job. */
  const follow = (name: string, job: ReturnType<typeof renderOnce>, signal: AbortSignal | undefined): Promise<Buffer> => {
    job.clients++;
    if (!signal) return job.result;
    return new Promise<Buffer>((ok, fail) => {
      const leave = () => {
        if (--job.clients === 0 && job.cancel()) {
          counters.abandoned++;
          if (inFlight.get(name) === job) inFlight.delete(name);
        }
        fail(new Abandoned());
      };
      if (signal.aborted) return leave();
      signal.addEventListener('abort', leave, { once: true });
      job.result.then(
        (data) => (signal.removeEventListener('abort', leave), ok(data)),
        (err: unknown) => (signal.removeEventListener('abort', leave), fail(err)),
      );
    });
  };

  return {
    counters,
    queue: () => limit.counts(),
    queueEmpty: () => limit.empty(),
    /** The variant's bytes and whether the cache had them; a render's SourceError, QueueFull or Abandoned is thrown. */
    async get(name: string, produce: () => Promise<Buffer>, signal?: AbortSignal): Promise<{ body: Buffer; hit: boolean }> {
      const cached = await cache.get(name);
      if (cached) {
        counters.hits++;
        return { body: cached, hit: true };
      }
      return { body: await follow(name, renderOnce(name, produce), signal), hit: false };
    },
  };
}

/** The refusal of a render beyond the queue (or that waited too long), in hosted's error shape. */
export const BUSY_MESSAGES = {
  full: 'Too many image renders at once; retry in a moment',
  late: 'The image render waited too long; retry in a moment',
};
const busy = (message: string) =>
  jsonResponse(
    503,
    { statusCode: '503', error: 'SlowDown', code: 'SlowDown', message },
    { 'Cache-Control': 'no-store', 'Retry-After': String(RENDER_QUEUE.retryAfterSeconds) },
  );

export function createImageRenderer(opts: ImageRendererOptions): ImageRenderer {
  const maxSourceBytes = opts.maxSourceBytes ?? RENDER_LIMITS.maxSourceBytes;
  const maxSourcePixels = opts.maxSourcePixels ?? RENDER_LIMITS.maxSourcePixels;
  const cache = new VariantCache(resolve(opts.cacheDir), opts.cacheMaxBytes ?? 256 * 1024 * 1024);
  const variants = variantStore(
    cache,
    opts.concurrency ?? RENDER_QUEUE.running,
    opts.waiting ?? RENDER_QUEUE.waiting,
    opts.maxWaitMs ?? RENDER_QUEUE.maxWaitMs,
  );

  async function handle(db: PGlite, mediaDir: string, req: Request, url: URL, segs: string[]): Promise<Response> {
    let params: Params;
    try {
      params = normalise(parseParams(url.searchParams));
    } catch (err) {
      if (err instanceof BadParam) return invalid(err.message);
      throw err;
    }
    const src = await findSource(db, mediaDir, segs, maxSourceBytes);
    if (src instanceof Response) return src;
    const out = outputFormat(params, src.format, req.headers.get('accept'));
    const key = variantKey(src, params, out);
    const headers = variantHeaders(src, params, out, `"${key.slice(0, 40)}"`);
    if (etagMatches(req.headers.get('if-none-match') ?? undefined, headers.ETag!)) return new Response(null, { status: 304, headers });

    let variant;
    try {
      variant = await variants.get(`${key}.${EXT[out]}`, () => render(src.file, params, out, maxSourcePixels), req.signal);
    } catch (err) {
      if (err instanceof SourceError) return invalid(err.message);
      if (err instanceof QueueFull || err instanceof Abandoned) return busy(BUSY_MESSAGES.full); // Abandoned: nobody reads it
      if (err instanceof WaitedTooLong) return busy(BUSY_MESSAGES.late);
      throw err;
    }
    headers['X-Cache'] = variant.hit ? 'HIT' : 'MISS';
    headers['Content-Length'] = String(variant.body.length);
    return new Response(req.method === 'HEAD' ? null : new Uint8Array(variant.body), { status: 200, headers });
  }

  return {
    handle,
    stats: () => ({
      ...variants.counters,
      ...variants.queue(),
      evictions: cache.evictions,
      cacheBytes: cache.bytes,
      cacheEntries: cache.count,
    }),
    queueEmpty: () => variants.queueEmpty(),
  };
}
