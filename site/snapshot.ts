/**
 * Build-time data (docs/architecture.md "Build-time data"): what the static pages carry before any widget runs (the
 * news for the blog, the products for the store, the featured testimonials, each bucket's files for the first images),
 * read by the declarations of the table modules (widgets/tables/snapshot.ts) through the widgets' own calls and client:
 * - with SUPABASE_URL (and SUPABASE_ANON_KEY), from that project, over the network;
 * - otherwise from the local seed: the embedded backend (supabase/local) on a fresh in-memory database, in-process.
 * A hosted snapshot is kept in .local/snapshots/; when the project cannot be reached, the build says so and uses the
 * last one (and fails when there is none: it never puts the local seed on a hosted site).
 * Storage URLs are resolved against the configured project ('' = the site's own origin, where the local host
 * mounts the API), exactly as the widgets' client resolves them, so the static first image is the widget's.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection, type Connection } from '../widgets/runtime/connection';
import type { Prefetch, ReadFor } from '../widgets/runtime/query/prefetch';
import type { QueryAnswers } from '../widgets/runtime/render-element';
import { PUBLISHED_PARTS, SNAPSHOT_PARTS, type Content, type SnapshotParts } from '../widgets/tables/snapshot';

export type { Content } from '../widgets/tables/snapshot';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every part the table modules declare (widgets/tables/snapshot.ts: `news`, `cards`, `newsTypes`, `products`,
 * `testimonials`, `buckets`; a field added since may be absent from a kept snapshot), and where and when it was read.
 */
export interface Snapshot extends SnapshotParts {
  /** Where it was read: 'local seed' or the project's URL. */
  source: string;
  takenAt: string;
}

export interface SnapshotOptions {
  /** The hosted project; empty: the local seed. */
  supabaseUrl?: string;
  anonKey?: string;
  /** Where hosted snapshots are kept (default .local/snapshots). */
  cacheDir?: string;
  log?: (message: string) => void;
}

/** Reads `parts` through `client`, in the snapshot's order. Throws when one fails. */
async function readParts(client: Connection, readFor: ReadFor, parts: readonly { read: Prefetch<object>['read'] }[]): Promise<object> {
  const read = {};
  for (const part of parts) Object.assign(read, await part.read(client, readFor));
  return read;
}

/**
 * The published tables (the published parts, widgets/tables/snapshot.ts) as the pages read them, through `client`: the
 * build's snapshot, and the host's pages (site/host/fresh-pages.ts, every TTL or write), so both render from the same reads. Throws when a read fails.
 * `posts: 'newest'`: the host's pages other than the blog's, which show only the newest posts (the ticker's
 * TICKER_ITEMS); the blog's pages and posts read their own (site/host/fresh-pages.ts), so no list of every post is read.
 */
export async function readContent(client: Connection, { posts = 'all' }: { posts?: 'all' | 'newest' } = {}): Promise<Content> {
  return (await readParts(client, posts === 'newest' ? 'host' : 'build', PUBLISHED_PARTS)) as Content;
}

/**
 * The snapshot as what the elements' queries would answer, by their declared keys: the server renders each element
 * with it (widgets/runtime/render-element.tsx), and the element carries the entries it read to hydrate with the same data.
 * Each table module declares its answers beside its keys and fetches (widgets/tables/snapshot.ts).
 */
export function snapshotAnswers(snapshot: Snapshot): QueryAnswers {
  return SNAPSHOT_PARTS.flatMap((part) => part.answers(snapshot));
}

/** Reads everything the pages need through `client` (storage URLs on the client's URL). */
async function read(client: Connection, source: string): Promise<Snapshot> {
  return { source, takenAt: new Date().toISOString(), ...((await readParts(client, 'build', SNAPSHOT_PARTS)) as SnapshotParts) };
}

/** The local seed, read through the embedded backend in this process (no port, no files). */
async function fromLocalSeed(): Promise<Snapshot> {
  const { startLocalBackend } = await import('../supabase/local/index');
  const local = await startLocalBackend({ publicUrl: 'http://snapshot.invalid', env: {} });
  try {
    const localFetch: typeof fetch = async (input, init) => {
      const req = new Request(input, init);
      return (await local.handle(req)) ?? new Response('not found', { status: 404 });
    };
    // The client talks to the embedded backend; its URLs (the storage ones) are made relative to the site.
    const reader = createConnection('http://snapshot.invalid', local.anonKey, localFetch);
    const snapshot = await read(reader, 'local seed');
    for (const items of Object.values(snapshot.buckets))
      for (const item of items) item.url = item.url.replace('http://snapshot.invalid', '');
    return snapshot;
  } finally {
    await local.close();
  }
}

export async function takeSnapshot(opts: SnapshotOptions = {}): Promise<Snapshot> {
  const url = (opts.supabaseUrl ?? '').replace(/\/+$/, '');
  const log = opts.log ?? ((m: string) => console.log(m));
  if (!url) return fromLocalSeed();

  const cacheDir = opts.cacheDir ?? join(ROOT, '.local', 'snapshots');
  const cacheFile = join(cacheDir, `${new URL(url).host}.json`);
  try {
    const snapshot = await read(createConnection(url, opts.anonKey ?? ''), url);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cacheFile, JSON.stringify(snapshot, null, 2));
    return snapshot;
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    if (!existsSync(cacheFile))
      throw new Error(`Could not read ${url} for the static pages (${why}), and there is no earlier snapshot in ${cacheFile}.`);
    const last = JSON.parse(readFileSync(cacheFile, 'utf8')) as Snapshot;
    log(`warning: could not read ${url} (${why}); the static pages use the snapshot of ${last.takenAt} (${cacheFile}).`);
    return last;
  }
}
