// @vitest-environment node
/**
 * Content at a clinic's real scale (issue 27): with 1,000 posts stored with the service key, each call asks for what
 * its view shows, through the widgets' own reads (widgets/tables/news.ts) against the embedded backend (real Postgres),
 * and the two views of migrations 20261125000400/0410 are public to read and nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServed } from './test-helpers.ts';
import { insertPosts, scalePosts } from './scale-posts.ts';
import { createConnection, type Connection } from '../../widgets/runtime/connection.ts';
import {
  BLOG_PAGE_SIZE,
  FEED_ITEMS,
  fetchBlogPage,
  fetchFeed,
  fetchHeadlines,
  fetchNewsTypes,
  fetchPost,
  pageOf,
  fetchCards,
  TICKER_ITEMS,
} from '../../widgets/tables/news.ts';

let s: Awaited<ReturnType<typeof startServed>>;
let anon: Connection;
/** Bytes of every answer the widgets' client received, by path. */
const received: { path: string; bytes: number }[] = [];
const POSTS = 1000;

beforeAll(async () => {
  s = await startServed();
  await insertPosts(s.url, s.backend.serviceRoleKey, scalePosts(POSTS));
  const counting: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    const body = await res.clone().arrayBuffer();
    received.push({ path: new URL(new Request(input, init).url).pathname, bytes: body.byteLength });
    return res;
  };
  anon = createConnection(s.url, s.backend.anonKey, counting);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** The bytes the next read receives. */
async function bytesOf<T>(read: () => Promise<T>): Promise<{ value: T; bytes: number }> {
  const from = received.length;
  const value = await read();
  return { value, bytes: received.slice(from).reduce((n, r) => n + r.bytes, 0) };
}

describe('each call asks for what its view shows, with 1,008 posts', () => {
  it('the ticker: the latest TICKER_ITEMS titles (id, title, created_at), a few hundred bytes', async () => {
    const { value, bytes } = await bytesOf(() => fetchHeadlines(anon));
    expect(value).toHaveLength(TICKER_ITEMS);
    expect(Object.keys(value[0]!).sort()).toEqual(['created_at', 'id', 'title']);
    expect(value[0]!.title).toBe('Holiday glow packages now booking'); // the seed's newest
    const dates = value.map((r) => r.created_at!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(bytes).toBeLessThan(2_000); // the budget for `/`: 30 KB of news data
  });

  it('a page of the blog: BLOG_PAGE_SIZE cards with a summary (not the text), newest first, and the count', async () => {
    const { value: first, bytes } = await bytesOf(() => fetchBlogPage(null, 1, anon));
    expect(first.total).toBe(POSTS + 8);
    expect(first.rows).toHaveLength(BLOG_PAGE_SIZE);
    expect(Object.keys(first.rows[0]!).sort()).toEqual(['created_at', 'id', 'source', 'summary', 'title', 'type']);
    expect(bytes).toBeLessThan(8_000);
    // The text of a scale post is about 1.2 KB: the card carries its first 300 characters and "…".
    const scale = first.rows.find((r) => r.title.startsWith('Scale post'))!;
    const full = (await fetchPost(scale.id, anon))!.content;
    expect(full.length).toBeGreaterThan(1000);
    expect(scale.summary).toBe(`${full.slice(0, 300)}…`);
    // A short text stays whole.
    const seed = first.rows.find((r) => r.title === 'Holiday glow packages now booking')!;
    expect(seed.summary.endsWith('at the front desk or by phone.')).toBe(true);
  });

  it('pages follow each other without overlap or gap, to the last, and past it an empty page', async () => {
    const all = await fetchCards(anon);
    expect(all).toHaveLength(POSTS + 8);
    const pages = Math.ceil(all.length / BLOG_PAGE_SIZE);
    const ids: string[] = [];
    for (const page of [1, 2, 3, pages - 1, pages]) {
      const p = await fetchBlogPage(null, page, anon);
      expect(p).toEqual(pageOf(all, null, page)); // the build cuts the same pages from its snapshot
      ids.push(...p.rows.map((r) => r.id));
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect((await fetchBlogPage(null, pages, anon)).rows).toHaveLength(all.length - (pages - 1) * BLOG_PAGE_SIZE);
    expect(await fetchBlogPage(null, pages + 1, anon)).toEqual({ rows: [], total: all.length });
  });

  it('a type: its posts alone, counted, paged like the list', async () => {
    const all = await fetchCards(anon);
    const events = all.filter((r) => r.type === 'event');
    const p2 = await fetchBlogPage('event', 2, anon);
    expect(p2.total).toBe(events.length);
    expect(p2.rows.map((r) => r.id)).toEqual(events.slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE).map((r) => r.id));
    expect(await fetchBlogPage('no such type', 1, anon)).toEqual({ rows: [], total: 0 });
  });

  it('the filter: the distinct types of the database, in alphabetical order, whatever page is loaded', async () => {
    await insertPosts(s.url, s.backend.serviceRoleKey, [
      { title: 'The oldest post', content: 'Long ago.', type: 'archive', created_at: '2001-01-01T00:00:00Z' },
    ]);
    const { value, bytes } = await bytesOf(() => fetchNewsTypes(anon));
    expect(value).toEqual(['announcement', 'archive', 'education', 'event', 'press', 'promotion']);
    expect(bytes).toBeLessThan(200);
    expect((await fetchBlogPage(null, 1, anon)).rows.some((r) => r.type === 'archive')).toBe(false);
  });

  it('the RSS feed: the newest FEED_ITEMS cards', async () => {
    const { value, bytes } = await bytesOf(() => fetchFeed(anon));
    expect(value).toHaveLength(FEED_ITEMS);
    expect(value.every((r) => r.summary.length <= 301)).toBe(true);
    expect(bytes).toBeLessThan(30_000);
  });
});

describe('the views news_types and news_cards (migrations 20261125000400, 20261125000410)', () => {
  it('anon reads them, writes nothing through them; they follow the policy of news (security_invoker)', async () => {
    for (const view of ['news_types', 'news_cards']) {
      const read = await s.anon.from(view).select('*').limit(1);
      expect(read.error, view).toBeNull();
      // Refused: no grant (42501), or a view Postgres cannot write through at all (55000, news_types' grouping).
      const write = await s.anon.from(view).insert({ type: 'x' } as never);
      expect(['42501', '55000'], view).toContain(write.error?.code);
      const del = await s.anon.from(view).delete().eq('type', 'press');
      expect(['42501', '55000'], view).toContain(del.error?.code);
    }
    expect((await fetchNewsTypes(anon)).filter((t) => t === 'x' || t === 'press')).toEqual(['press']);
    const opts = await s.backend.db.query<{ relname: string; reloptions: string[] | null }>(
      `select relname::text, reloptions from pg_class where relname in ('news_types', 'news_cards') order by relname`,
    );
    expect(opts.rows.map((r) => [r.relname, r.reloptions])).toEqual([
      ['news_cards', ['security_invoker=true']],
      ['news_types', ['security_invoker=true']],
    ]);
  });
});
