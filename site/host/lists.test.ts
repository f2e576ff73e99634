// @vitest-environment node
/**
 * What a list URL may cost (issue 38, item 3) and the fresh sitemap (item 9):
 * - a type the list does not have, a page past the last (blog, a type, the store) is 404 from what the last read of
 *   the list said, without a read; reads and renders are keyed by the page, not by how the address is spelled;
 * - a post looked up by id is looked up once per TTL, "no such post" too, among a bounded number;
 * - the render gate: a few at a time, a bounded line, Busy past it (never kept by the cache), 503 + Retry-After;
 * - the 404 page is the build's, as before;
 * - /sitemap.xml from the database: a post stored with the service key is in it without a rebuild, and past the
 *   per-file limit it is an index of parts (the build writes the same for its pages, robots.txt names it).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeDist, http, tempDir } from '../../scripts/test-helpers.ts';
import { client } from '../../supabase/local/test-helpers.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { PAGE_CONTEXT } from '../render/paths.ts';
import { SITEMAP_LIMITS, SITEMAP_PATH, sitemapPart } from '../render/sitemap.ts';
import { emptySnapshot } from '../render/test-context.ts';
import { writeIndexes } from '../build/indexes.ts';
import { startHost, type RunningHost } from '../server.ts';
import type { BlogListing } from '../templates/blog.tsx';
import { BLOG_PAGE_SIZE, type NewsCard } from '../../widgets/tables/news.ts';
import { STORE_PAGE_SIZE } from '../../widgets/tables/products.ts';
import { freshPages } from './fresh-pages.ts';
import { freshCache, LOOKUPS_KEPT, type FreshCache } from './fresh.ts';
import type { Reads } from './read.ts';
import { Busy, RENDER_LIMITS, renderGate } from './render-gate.ts';
import { resolveTarget } from './rewrites.ts';
import { serveSite } from './site.ts';

const tmp = tempDir('lists');
let dist: string;

beforeAll(() => {
  dist = fakeDist(tmp.dir);
  mkdirSync(join(dist, 'server'), { recursive: true });
  const assets = { 'assets/site.css': '/assets/site.0123456789.css' };
  const context = { siteUrl: 'https://clinic.test', bookingUrl: 'https://book.test/', assets, snapshot: emptySnapshot() };
  writeFileSync(join(dist, PAGE_CONTEXT), JSON.stringify(context));
  writeFileSync(join(dist, 'site-build.json'), JSON.stringify({ siteUrl: context.siteUrl }));
});
afterAll(() => tmp.remove());

const fresh = (): FreshCache => freshCache();

/** Reads that cannot say, but those given. */
const readsWith = (given: Partial<Reads>): Reads => ({
  content: async () => undefined,
  post: async () => undefined,
  feed: async () => undefined,
  blogPage: async () => undefined,
  postIds: async () => undefined,
  storePage: async () => undefined,
  ...given,
});

/** The host's pages over `given` reads and `cache`, by path. */
const pagesOf = (given: Partial<Reads>, cache: FreshCache) => {
  const pages = freshPages({ dist, reads: readsWith(given), cache });
  return (path: string) => pages(path, resolveTarget(dist, path));
};

/** A list of `totals[type]` posts per type ('' for all), counting its reads. */
function fakeList(totals: Record<string, number>) {
  const reads: string[] = [];
  const card = (i: number): NewsCard => ({ id: `p${i}`, title: `Post ${i}`, summary: 'Text.', type: 'event' });
  const page = async (type: string | null, n: number): Promise<BlogListing> => {
    reads.push(`${type ?? ''} ${n}`);
    const total = totals[type ?? ''] ?? 0;
    const from = (n - 1) * BLOG_PAGE_SIZE;
    const rows = Array.from({ length: Math.max(0, Math.min(BLOG_PAGE_SIZE, total - from)) }, (_, i) => card(from + i));
    return { rows, total, type, page: n, types: Object.keys(totals).filter(Boolean) };
  };
  return { blogPage: page, reads };
}

describe('a list URL is answered from what is known', () => {
  it('an unknown type and a page past the last are 404 without a read; a page is read once whatever its spelling', async () => {
    const { blogPage, reads } = fakeList({ '': 30, event: 13 }); // 3 pages of all, 2 of events
    const site = fresh();
    const page = pagesOf({ blogPage }, site);
    expect(await page('/blog')).toBeTruthy();
    expect(reads).toEqual([' 1']);
    for (const path of ['/blog/type/nope', '/blog/type/nope/page/7', '/blog/page/4', '/blog/page/999999'])
      expect(await page(path), path).toBeNull();
    expect(reads).toEqual([' 1']); // the first page's count and types said so
    expect(await page('/blog/page/3')).toBeTruthy();
    expect(await page('/blog/page/3/')).toBeTruthy();
    expect(await page('/blog/type/event/page/2')).toBeTruthy();
    expect(await page('/blog/type/%65vent/page/2')).toBeTruthy();
    expect(await page('/blog/type/event/page/3')).toBeNull();
    expect(await page('/blog/type/event/page/123456')).toBeNull();
    expect(reads).toEqual([' 1', ' 3', 'event 1', 'event 2']);
    site.invalidate(); // a write: what was known is read again
    expect(await page('/blog/page/4')).toBeNull();
    expect(reads.slice(4)).toEqual([' 1']);
  }, 60_000);

  it("the store's page past the last is 404 without a read", async () => {
    const reads: number[] = [];
    const storePage: Reads['storePage'] = async (n) => {
      reads.push(n);
      const rows = n <= 2 ? [{ id: `x${n}`, name: `P${n}`, description: '', price: 1, category: 'Skincare', image_url: null }] : [];
      return { rows, total: STORE_PAGE_SIZE + 1 }; // two pages
    };
    const site = fresh();
    const page = pagesOf({ storePage }, site);
    expect(await page('/store/page/2')).not.toBeNull(); // (the build's file: this build has no store stylesheet)
    for (const path of ['/store/page/3', '/store/page/999999']) expect(await page(path), path).toBeNull();
    expect(await page('/store/page/2/')).not.toBeNull();
    expect(reads).toEqual([1, 2]);
  }, 60_000);

  it('a post is looked up once per TTL, "no such post" too, and the lookups kept are bounded', async () => {
    const site = fresh();
    let asked = 0;
    const find = () => site.lookup('post x', async () => (asked++, null));
    expect([await find(), await find()]).toEqual([null, null]);
    expect(asked).toBe(1);
    for (let i = 0; i < LOOKUPS_KEPT; i++) await site.lookup(`post ${i}`, async () => null);
    await find(); // pushed out by newer ones: memory does not grow with random ids
    expect(asked).toBe(2);
  }, 60_000);
});

describe('the render gate', () => {
  it(`${RENDER_LIMITS.running} at a time, ${RENDER_LIMITS.waiting} waiting, Busy at once past them; Busy is not kept`, async () => {
    const gate = renderGate();
    const release: (() => void)[] = [];
    const running: number[] = [];
    let now = 0;
    const job = (i: number) =>
      gate.run(async () => {
        running.push(i);
        now = Math.max(now, running.length - release.length);
        await new Promise<void>((ok) => release.push(ok));
        return i;
      });
    const held = Array.from({ length: RENDER_LIMITS.running + RENDER_LIMITS.waiting }, (_, i) => job(i));
    await expect(job(99)).rejects.toBeInstanceOf(Busy);
    expect(running.length).toBe(RENDER_LIMITS.running);
    while (release.length) release.shift()!();
    // Each release lets the next in line start (on a later turn of the loop): drain until all are done.
    const all = Promise.all(held);
    const drain = setInterval(() => release.shift()?.(), 0);
    expect(await all).toEqual(held.map((_, i) => i));
    clearInterval(drain);

    // Out of credit, the next waits as long as the thread was busy in the make: renders take at most half of its time.
    const spans: { start: number; end: number }[] = [];
    const spent = renderGate({ ...RENDER_LIMITS, burstMs: 0 }); // its credit spent: as under load
    const render = (ms: number) =>
      spent.run(async () => {
        const span = { start: performance.now(), end: 0 };
        spans.push(span);
        while (performance.now() < span.start + ms); // a render: the thread's own work, nothing else runs
        span.end = performance.now();
      });
    await Promise.all([render(40), render(5)]);
    const [first, second] = spans;
    expect(second!.start - first!.end).toBeGreaterThanOrEqual(first!.end - first!.start - 2);

    // Through the host's cache: a Busy is heard by its callers and forgotten, the next caller makes the page.
    const site = fresh();
    const block: (() => void)[] = [];
    const slow = Array.from({ length: RENDER_LIMITS.running + RENDER_LIMITS.waiting }, (_, i) =>
      site.cached(`slow ${i}`, () => new Promise<string>((ok) => block.push(() => ok('made')))),
    );
    await expect(site.cached('page', async () => 'page')).rejects.toBeInstanceOf(Busy);
    const unblock = setInterval(() => block.shift()?.(), 0);
    await Promise.all(slow);
    clearInterval(unblock);
    expect(await site.cached('page', async () => 'page')).toBe('page');
  }, 60_000);

  it('Busy is answered 503 with Retry-After at once', async () => {
    const busy: FreshCache = { ...fresh(), cached: () => Promise.reject(new Busy()) };
    const pages = freshPages({ dist, reads: readsWith({ blogPage: fakeList({ '': 1 }).blogPage }), cache: busy });
    const server = createServer((req, res) => void serveSite(req, res, req.url!, { dist, base: {}, pages }));
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    try {
      const res = await http(`http://127.0.0.1:${(server.address() as AddressInfo).port}/blog/page/2`);
      expect([res.status, res.headers['retry-after'], res.headers['cache-control']]).toEqual([
        503,
        String(RENDER_LIMITS.retryAfterS),
        'no-store',
      ]);
    } finally {
      server.close();
    }
  });
});

describe('the host: list URLs and the sitemap from the database', () => {
  let host: RunningHost;
  let service: ReturnType<typeof client>;
  beforeAll(async () => {
    host = await startHost({ dist, port: 0, localDbDir: 'memory', quiet: true });
    service = client(host.url, LOCAL_SERVICE_ROLE_KEY);
  }, 120_000);
  afterAll(async () => {
    await host?.close();
  });

  it('an unknown type, a page past the last and an unknown post answer the 404 page visitors get', async () => {
    const page = readFileSync(join(dist, '404.html'), 'utf8');
    for (const path of [
      '/blog/type/no-such-type',
      '/blog/page/999999',
      '/store/page/999999',
      '/blog/no-such-post',
      `/blog/${crypto.randomUUID()}`,
    ]) {
      const res = await http(`${host.url}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
      expect([res.status, res.body, res.headers['cache-control']], path).toEqual([404, page, 'no-store']);
    }
  }, 60_000);

  /** The sitemap's files now: the index's parts, or the one file. */
  async function sitemap(): Promise<{ index?: string; locs: string[] }> {
    const res = await http(`${host.url}${SITEMAP_PATH}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    if (!res.body.includes('<sitemapindex')) return { locs: locs(res.body) };
    const parts = [...res.body.matchAll(/<sitemap><loc>https:\/\/clinic\.test([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const files = await Promise.all(parts.map((p) => http(`${host.url}${p}`, { headers: { 'Accept-Encoding': 'identity' } })));
    return { index: res.body, locs: files.flatMap((f) => locs(f.body)) };
  }

  /** The sitemap once it has `what` (a write drops the host's pages on the publish hook's NOTIFY). */
  async function sitemapWith(what: string) {
    return vi.waitFor(
      async () => {
        const now = await sitemap();
        expect(now.locs.some((l) => l.includes(what))).toBe(true);
        return now;
      },
      { timeout: 30_000, interval: 20 },
    );
  }

  it('a post stored with the service key is in /sitemap.xml without a rebuild; past the per-file limit, an index', async () => {
    const before = await sitemap();
    expect(before.index).toBeUndefined();
    expect(before.locs).toContain('https://clinic.test/blog');
    const { data, error } = await service
      .from('news')
      .insert({ title: 'Mapped', content: 'New.', type: 'mapped-type' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    const after = await sitemapWith(id);
    expect(after.locs).toContain(`https://clinic.test/blog/${id}`);
    expect(after.locs).toContain('https://clinic.test/blog/type/mapped-type');
    expect(after.locs.length).toBe(before.locs.length + 2);

    const limit = SITEMAP_LIMITS.urls;
    SITEMAP_LIMITS.urls = 5;
    try {
      const second = await service
        .from('news')
        .insert({ title: 'Mapped again', content: 'New.', type: 'mapped-type' })
        .select('id')
        .single();
      const split = await sitemapWith((second.data as { id: string }).id);
      expect(split.index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(split.index).toContain(`<loc>https://clinic.test${sitemapPart(1)}</loc>`);
      expect(split.locs.length).toBe(after.locs.length + 1);
      expect(new Set(split.locs).size).toBe(split.locs.length);
      const pastTheLast = sitemapPart(Math.ceil(split.locs.length / 5) + 1);
      expect((await http(`${host.url}${pastTheLast}`)).status).toBe(404);
    } finally {
      SITEMAP_LIMITS.urls = limit;
    }
  }, 60_000);
});

describe("the build's sitemap", () => {
  it('is one file within the limit, an index of parts past it, and robots.txt names it', () => {
    const out = join(tmp.dir, 'built');
    const pages = ['/', '/about', '/blog', '/store'].map((path) => ({ path, sitemap: true }) as never);
    const input = { dist: out, siteUrl: 'https://clinic.test', pages, snapshot: emptySnapshot(), assets: {} };
    writeIndexes(input);
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toContain(`Sitemap: https://clinic.test${SITEMAP_PATH}\n`);
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8').match(/<url>/g)).toHaveLength(4);
    const limit = SITEMAP_LIMITS.urls;
    SITEMAP_LIMITS.urls = 3;
    try {
      writeIndexes(input);
    } finally {
      SITEMAP_LIMITS.urls = limit;
    }
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain('<sitemapindex');
    expect(readFileSync(join(out, 'sitemap-1.xml'), 'utf8').match(/<url>/g)).toHaveLength(3);
    expect(readFileSync(join(out, 'sitemap-2.xml'), 'utf8').match(/<url>/g)).toHaveLength(1);
  });
});
