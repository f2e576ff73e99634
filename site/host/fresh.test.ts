// @vitest-environment node
/**
 * Fresh without a rebuild (issue 27): the host's cache of pages made from the database (page-cache.ts, fresh.ts) and
 * the host answering them over real HTTP: compressed, ETag and 304, a write with the service key on the next visit
 * (the local backend's NOTIFY), a hosted database within the TTL, the build's page when the database fails.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeDist, http, tempDir } from '../../scripts/test-helpers.ts';
import { serveLocalBackend } from '../../supabase/local/index.ts';
import { client } from '../../supabase/local/test-helpers.ts';
import { PAGE_CONTEXT } from '../render/paths.ts';
import { emptySnapshot } from '../render/test-context.ts';
import type { Content } from '../snapshot.ts';
import type { NewsRow } from '../../widgets/tables/news.ts';
import { startHost, type RunningHost } from '../server.ts';
import { createPageCache, pageTtl, PAGE_TTL_MS } from './page-cache.ts';
import { contentRoutes, freshPages } from './fresh-pages.ts';
import { freshCache, type FreshOptions } from './fresh.ts';
import type { Reads } from './read.ts';
import type { Target } from './rewrites.ts';

const tmp = tempDir('fresh');
let dist: string;

beforeAll(async () => {
  // A build with the context it writes (site/build.ts), over an empty snapshot.
  dist = fakeDist(tmp.dir);
  mkdirSync(join(dist, 'server'), { recursive: true });
  // Every bucket with one image, so the pages draw what a build draws (no empty image address).
  const snapshot = emptySnapshot();
  for (const bucket of Object.keys(snapshot.buckets) as (keyof typeof snapshot.buckets)[])
    snapshot.buckets[bucket] = [{ name: 'a.jpg', url: `/storage/v1/object/public/${bucket}/a.jpg`, kind: 'image' }];
  const assets = {
    'assets/site.css': '/assets/site.0123456789.css',
    'assets/home.css': '/assets/home.0123456789.css',
    'assets/start-loader.js': '/assets/start-loader.0123456789.js',
  };
  writeFileSync(
    join(dist, PAGE_CONTEXT),
    JSON.stringify({ siteUrl: 'https://clinic.test', bookingUrl: 'https://book.test/', assets, snapshot }),
  );
  mkdirSync(join(dist, 'newsletter'));
  writeFileSync(join(dist, 'newsletter/index.html'), '<!doctype html><title>Newsletter</title>built');
}, 120_000);
afterAll(() => tmp.remove());

const post = (title: string, id = title): NewsRow => ({
  id,
  title,
  content: `${title} text.`,
  type: 'announcement',
  source: null,
  created_at: '2026-11-20T10:00:00Z',
});
const content = (...titles: string[]): Content => ({ news: titles.map((t) => post(t)), products: [], testimonials: [] });
const tick = () => new Promise((r) => setTimeout(r, 0));

/** The host's pages over the given reads (the others cannot say), by path and target. */
function hostPages(given: Partial<Reads>, cache: FreshOptions = {}) {
  const none = async () => undefined;
  const reads: Reads = { content: none, post: none, feed: none, blogPage: none, postIds: none, storePage: none, ...given };
  const fresh = freshCache(cache);
  const pages = freshPages({ dist, reads, cache: fresh });
  /** A target's page; the path is the file's address (`/index.html` is `/`). */
  const page = (target: Extract<Target, { kind: 'file' }>) => pages(target.path.replace(/index\.html$/, ''), target);
  return { page, invalidate: fresh.invalidate };
}

describe('createPageCache', () => {
  it('makes a value once for concurrent callers, keeps it for the TTL, then makes it again', async () => {
    let now = 0;
    let made = 0;
    const cache = createPageCache<number>({ ttlMs: 1000, now: () => now });
    const make = async () => {
      await tick();
      return ++made;
    };
    expect(await Promise.all(Array.from({ length: 20 }, () => cache.get('k', make)))).toEqual(Array(20).fill(1));
    now = 999;
    expect(await cache.get('k', make)).toBe(1);
    now = 1001;
    expect(await cache.get('k', make)).toBe(2);
    expect(made).toBe(2);
  });

  it('invalidate() drops every value, and a value being made when it comes is not kept', async () => {
    let made = 0;
    const cache = createPageCache<number>({ ttlMs: 60_000 });
    const make = async () => {
      await tick();
      return ++made;
    };
    expect(await cache.get('k', make)).toBe(1);
    cache.invalidate();
    expect(await cache.get('k', make)).toBe(2);
    cache.invalidate();
    const during = cache.get('k', make);
    cache.invalidate();
    expect(await during).toBe(3); // the waiting callers get it...
    expect(await cache.get('k', make)).toBe(4); // ...but the next asks again
  });

  it('"cannot say" (undefined, or a throw) is asked again after the short failure TTL', async () => {
    let now = 0;
    let calls = 0;
    const cache = createPageCache<number>({ ttlMs: 60_000, failureTtlMs: 5000, now: () => now });
    const failing = async () => {
      calls++;
      throw new Error('down');
    };
    expect(await cache.get('k', failing)).toBeUndefined();
    now = 4000;
    expect(await cache.get('k', failing)).toBeUndefined();
    expect(calls).toBe(1);
    now = 5001;
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('the TTL is one constant, 60 s; FRESH_PAGE_TTL_MS may shorten it, never lengthen it', () => {
    expect(PAGE_TTL_MS).toBe(60_000);
    expect(pageTtl(undefined)).toBe(60_000);
    expect(pageTtl('500')).toBe(500);
    expect(pageTtl('600000')).toBe(60_000);
    expect(pageTtl('soon')).toBe(60_000);
  });
});

describe('the pages made from the published tables', () => {
  it("leaves the lists' pages to their own readers: one way in for each page", () => {
    const paths = contentRoutes().map((r) => r.path);
    expect(paths).toContain('/');
    expect(paths.filter((p) => /^\/(store|blog)(\/|$)/.test(p))).toEqual([]);
  });

  const home = { kind: 'file', path: '/index.html' } as const;

  it('renders the home page from the tables, one read and one render per TTL for any number of requests', async () => {
    let now = 0;
    let reads = 0;
    let titles = ['First post'];
    const fresh = hostPages(
      {
        content: async () => {
          reads++;
          await tick();
          return content(...titles);
        },
      },
      { ttlMs: 1000, now: () => now },
    );
    const pages = await Promise.all(Array.from({ length: 10 }, () => fresh.page(home)));
    expect(new Set(pages.map((p) => p?.entity)).size).toBe(1); // one render, shared
    expect(reads).toBe(1);
    const html = pages[0]!.entity.bytes.toString();
    expect(html).toContain('First post');
    expect(html).toMatch(/<medspa-news-ticker[^>]*><template shadowrootmode="open">/);
    expect(pages[0]!.cache).toBe('/index.html');

    titles = ['Second post'];
    now = 999;
    expect((await fresh.page(home))!.entity.bytes.toString()).toContain('First post');
    now = 1001;
    expect((await fresh.page(home))!.entity.bytes.toString()).toContain('Second post');
    expect(reads).toBe(2);

    titles = ['Third post'];
    fresh.invalidate();
    expect((await fresh.page(home))!.entity.bytes.toString()).toContain('Third post');
    expect(reads).toBe(3);
  }, 60_000);

  it('the build file when the tables cannot be read, and for a page that shows none of them', async () => {
    const fresh = hostPages({});
    expect(await fresh.page(home)).toBeUndefined();
    const fine = hostPages({ content: async () => content('A post') });
    expect(await fine.page({ kind: 'file', path: '/newsletter/index.html' })).toBeUndefined();
    expect(await fine.page({ kind: 'file', path: '/assets/site.0123456789.css' })).toBeUndefined();
  }, 60_000);

  it("a post the build wrote is read by id: an edit shows, a deleted one is 404, a failing read is the build's file", async () => {
    let row: NewsRow | null | undefined = post('Edited title', 'p1');
    const fresh = hostPages({ post: async (id) => (id === 'p1' ? row : null) });
    const target = { kind: 'file', path: '/blog/p1/index.html' } as const;
    expect((await fresh.page(target))!.entity.bytes.toString()).toContain('Edited title');
    row = null;
    fresh.invalidate();
    expect(await fresh.page(target)).toBeNull();
    row = undefined;
    fresh.invalidate();
    expect(await fresh.page(target)).toBeUndefined();
    expect(await fresh.page({ kind: 'file', path: '/blog/page/2/index.html' })).toBeUndefined(); // the list's, not a post
  }, 60_000);
});

describe('the host answers pages made from the database like files', () => {
  let host: RunningHost;
  let service: ReturnType<typeof client>;
  beforeAll(async () => {
    host = await startHost({ dist, port: 0, localDbDir: 'memory', quiet: true });
    service = client(host.url, (await import('../../supabase/local/keys.ts')).LOCAL_SERVICE_ROLE_KEY);
  }, 120_000);
  afterAll(async () => {
    await host?.close();
  });

  it('br, gzip or identity per Accept-Encoding, one ETag per encoding, 304 on If-None-Match, short revalidating cache', async () => {
    const plain = await http(`${host.url}/`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['etag']).toMatch(/^"[\w-]{27}"$/);
    const html = plain.bytes.toString();
    expect(html).toMatch(/<medspa-news-ticker[^>]*><template shadowrootmode="open">/);
    expect(html).not.toContain('<h1>Home</h1>'); // not the build's file

    const br = await http(`${host.url}/`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(html);
    expect(br.headers['etag']).toBe((plain.headers['etag'] as string).replace(/"$/, '-br"'));
    const gz = await http(`${host.url}/`, { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(html);
    expect(Number(gz.headers['content-length'])).toBe(gz.bytes.length);

    const again = await http(`${host.url}/`, { headers: { 'Accept-Encoding': 'gzip, br', 'If-None-Match': br.headers['etag'] as string } });
    expect([again.status, again.bytes.length, again.headers['etag']]).toEqual([304, 0, br.headers['etag']]);
    const weak = await http(`${host.url}/`, { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': `W/${plain.headers['etag']}` } });
    expect(weak.status).toBe(304);
    const other = await http(`${host.url}/`, {
      headers: { 'Accept-Encoding': 'gzip, br', 'If-None-Match': plain.headers['etag'] as string },
    });
    expect(other.status).toBe(200); // the identity ETag does not name the br body
    const head = await http(`${host.url}/`, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect([head.status, head.bytes.length, head.headers['etag']]).toEqual([200, 0, br.headers['etag']]);
  }, 60_000);

  it('a post stored with the service key is on the next visit of / (the write drops the cache), with a new ETag', async () => {
    const before = await http(`${host.url}/`);
    expect(before.bytes.toString()).not.toContain('Fresh from the dashboard');
    const { error } = await service.from('news').insert({ title: 'Fresh from the dashboard', content: 'New.', type: 'news' });
    expect(error).toBeNull();
    // The NOTIFY reaches the host on its own: until a visit shows the post.
    const after = await vi.waitFor(
      async () => {
        const res = await http(`${host.url}/`);
        expect(res.bytes.toString()).toContain('Fresh from the dashboard');
        return res;
      },
      { timeout: 30_000, interval: 20 },
    );
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
  }, 60_000);
});

describe('a hosted database: fresh within the TTL, the build page when it fails', () => {
  let api: Awaited<ReturnType<typeof serveLocalBackend>> | undefined;
  let host: RunningHost;
  let clock = 0; // the page cache's clock: the tests move it past the TTL, a busy machine cannot
  beforeAll(async () => {
    api = await serveLocalBackend({ env: {} });
    const hosted = { supabaseUrl: api.url, supabaseAnonKey: api.backend.anonKey };
    host = await startHost({ dist, port: 0, ...hosted, quiet: true, pageTtlMs: 700, now: () => clock });
  }, 120_000);
  afterAll(async () => {
    await host?.close();
    await api?.close(); // unless the test closed it
  });

  it('a post added with the service key shows once the TTL has passed, not before', async () => {
    const first = (await http(`${host.url}/`)).bytes.toString();
    expect(first).toMatch(/<medspa-news-ticker/);
    const service = client(api!.url, api!.backend.serviceRoleKey);
    expect((await service.from('news').insert({ title: 'Hosted post', content: 'x', type: 'news' })).error).toBeNull();
    clock += 699;
    expect((await http(`${host.url}/`)).bytes.toString()).not.toContain('Hosted post'); // no NOTIFY from a hosted project
    clock += 2;
    expect((await http(`${host.url}/`)).bytes.toString()).toContain('Hosted post');
  }, 60_000);

  it('with the database gone, the build page (200), never an error page', async () => {
    await api!.close();
    api = undefined;
    clock += 701;
    const res = await http(`${host.url}/`);
    expect(res.status).toBe(200);
    expect(res.bytes.toString()).toContain('<h1>Home</h1>');
  }, 60_000);
});
