/**
 * The news table (docs/product.md §3, §7.3, §7.4): each view asks for what it shows (issue 27).
 * - the ticker: the latest TICKER_ITEMS titles (id, title, created_at);
 * - the blog list: one page of cards (the `news_cards` view: a summary, not the full text) with the count, and the
 *   distinct types (the `news_types` view) for its filter;
 * - a post: its row; the RSS feed: the latest FEED_ITEMS cards; the site build: every post (one page per post).
 * Each widget declares its own error policy; what the build reads and answers the queries with: newsPrefetch.
 */
import { connection, type Connection } from '../runtime/connection';
import { clinic } from '../content/clinic';
import { rest } from '../runtime/rest';
import { definePrefetch } from '../runtime/query/prefetch';

export interface NewsRow {
  id: string;
  title: string;
  content: string;
  type?: string | null;
  source?: string | null;
  created_at?: string;
}

/** A post as a card, the feed and the ticker show it: `summary` is the text's first 300 characters (news_cards). */
export interface NewsCard {
  id: string;
  title: string;
  summary: string;
  type?: string | null;
  source?: string | null;
  created_at?: string;
}

/** A ticker item: what the bar shows (a title opening its post). */
export type Headline = Pick<NewsRow, 'id' | 'title' | 'created_at'>;

/** One page of the blog list: its cards and how many posts the list has in all (with its filter). */
export interface BlogPage {
  rows: NewsCard[];
  total: number;
}

/** Titles the ticker rotates through (the newest). */
export const TICKER_ITEMS = 5;
/** Cards on a page of the blog list (/blog, /blog/page/<n>, and each "More posts" of an embedded list). */
export const BLOG_PAGE_SIZE = 12;
/** Posts in the RSS feed (the newest). */
export const FEED_ITEMS = 50;

const POST_COLUMNS = 'id,title,content,type,source,created_at';
const CARD_COLUMNS = 'id,title,summary,type,source,created_at';

/** The cache key of the ticker's titles. */
export const HEADLINES_KEY = 'news-headlines';
/** The cache key of the distinct post types. */
export const NEWS_TYPES_KEY = 'news-types';
/** The cache key of one page of the list: the type filtered on ('' for all) and the page (from 1). */
export const blogPageKey = (type: string | null | undefined, page: number) => ['blog-page', type ?? '', page] as const;

/** The ticker's titles, newest first. `client`: the page's shared client; the site build passes its own. */
export async function fetchHeadlines(client: Connection = connection()): Promise<Headline[]> {
  const { data, error } = await rest(client)
    .from('news')
    .select('id,title,created_at')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(TICKER_ITEMS);
  if (error) throw error;
  return (data ?? []) as Headline[];
}

/**
 * One page of cards, newest first (the id breaking ties, so pages never overlap), of one type or all, with the
 * number of posts the list has. A page past the end is empty (its total says how many there are).
 */
export async function fetchBlogPage(type: string | null | undefined, page: number, client: Connection = connection()): Promise<BlogPage> {
  const from = (Math.max(1, Math.floor(page)) - 1) * BLOG_PAGE_SIZE;
  let q = rest(client).from('news_cards').select(CARD_COLUMNS, { count: 'exact' });
  if (type) q = q.eq('type', type);
  const { data, error, count } = await q
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + BLOG_PAGE_SIZE - 1);
  // PostgREST answers 416 for an offset past the end (PGRST103): an empty page, not a failure.
  if (error && error.code !== 'PGRST103') throw error;
  return { rows: (data ?? []) as NewsCard[], total: count ?? 0 };
}

/** The distinct post types, in alphabetical order (the filter's buttons). */
export async function fetchNewsTypes(client: Connection = connection()): Promise<string[]> {
  const { data, error } = await rest(client).from('news_types').select('type').order('type', { ascending: true });
  if (error) throw error;
  return ((data ?? []) as { type: string }[]).map((r) => r.type);
}

/** The RSS feed's posts: the newest FEED_ITEMS cards. */
export async function fetchFeed(client: Connection = connection()): Promise<NewsCard[]> {
  const { data, error } = await rest(client)
    .from('news_cards')
    .select(CARD_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(FEED_ITEMS);
  if (error) throw error;
  return (data ?? []) as NewsCard[];
}

/**
 * Every post with its text, newest first: the site build's snapshot (a page per post). Not a visitor's call.
 * `limit`: the newest few only (the host's pages other than the blog's: newsPrefetch).
 */
export async function fetchNews(client: Connection = connection(), limit?: number): Promise<NewsRow[]> {
  const query = rest(client).from('news').select(POST_COLUMNS).order('created_at', { ascending: false }).order('id', { ascending: false });
  const { data, error } = await (limit === undefined ? query : query.limit(limit));
  if (error) throw error;
  return (data ?? []) as NewsRow[];
}

/** Every card, newest first: the site build's snapshot (the list's pages are cut from it, as fetchBlogPage would). */
export async function fetchCards(client: Connection = connection()): Promise<NewsCard[]> {
  const { data, error } = await rest(client)
    .from('news_cards')
    .select(CARD_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  return (data ?? []) as NewsCard[];
}

/**
 * A page of the list cut from every card (newest first, as fetchCards reads them): what fetchBlogPage answers for
 * the same type and page. The site build renders the list's pages from its snapshot with it.
 */
export function pageOf(cards: readonly NewsCard[], type: string | null | undefined, page: number): BlogPage {
  const matching = type ? cards.filter((c) => c.type === type) : cards;
  const from = (Math.max(1, Math.floor(page)) - 1) * BLOG_PAGE_SIZE;
  return { rows: matching.slice(from, from + BLOG_PAGE_SIZE), total: matching.length };
}

/** How many pages a list of `total` posts has (at least one: an empty list is one empty page). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));

/** The cache key of one post (docs/product.md §7.4): `blog-post` plus its id. */
export const postKey = (id: string) => ['blog-post', id] as const;

/**
 * One post by id (docs/product.md §7.4), or null when there is none. An id that is not a uuid is a post that
 * does not exist (Postgres answers 22P02), not a failure.
 */
export async function fetchPost(id: string, client: Connection = connection()): Promise<NewsRow | null> {
  const { data, error } = await rest(client).from('news').select(POST_COLUMNS).eq('id', id).maybeSingle();
  if (error) {
    if (error.code === '22P02') return null;
    throw error;
  }
  return (data as NewsRow | null) ?? null;
}

/** The news in the build's snapshot (site/snapshot.ts). */
export interface NewsSnapshot {
  /** Every post with its text, newest first (a page per post); the host reads the newest TICKER_ITEMS only. */
  news: NewsRow[];
  /** Every post as a card (its summary), newest first: the blog list's pages are cut from it (issue 27). */
  cards?: NewsCard[];
  /** The distinct post types (the blog's filter); absent in a snapshot kept before they were read. */
  newsTypes?: string[];
}

/**
 * Build-time news (docs/architecture.md "Build-time data"): read once, and the answers of the ticker's, the blog
 * list's (its first page, for an element drawn without a page of its own: the catalogue's frame; the /blog pages
 * give theirs, site/templates/blog.tsx), the types' and each post's queries cut from it.
 */
export const newsPrefetch = /* @__PURE__ */ definePrefetch<NewsSnapshot>({
  published: { tables: ['news'], empty: { news: [] } },
  read: async (client, readFor) =>
    readFor === 'host'
      ? { news: await fetchNews(client, TICKER_ITEMS) }
      : { news: await fetchNews(client), cards: await fetchCards(client), newsTypes: await fetchNewsTypes(client) },
  answers: ({ news, cards, newsTypes }) => [
    [HEADLINES_KEY, news.slice(0, TICKER_ITEMS).map(({ id, title, created_at }): Headline => ({ id, title, created_at }))],
    ...(cards ? [[blogPageKey(null, 1), pageOf(cards, null, 1)] as const] : []),
    ...(newsTypes ? [[NEWS_TYPES_KEY, newsTypes] as const] : []),
    ...news.map((row) => [postKey(String(row.id)), row] as const),
  ],
});

// Made on first use: a formatter with a time zone loads the zone's data, a few milliseconds of main thread that a
// page showing no date (the home page's ticker imports this module) should not spend while it hydrates.
let longDate: Intl.DateTimeFormat | undefined;

/** A post's date as docs/product.md §2 shows it: long month, day, year ("November 3, 2026"), on the clinic's clock. */
export function postDate(createdAt: string | undefined): string {
  const d = createdAt ? new Date(createdAt) : undefined;
  if (!d || Number.isNaN(d.getTime())) return '';
  longDate ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: clinic.timeZone });
  return longDate.format(d);
}

/** A post's text as paragraphs: split on blank lines, each kept as plain text (never HTML). */
export const paragraphs = (content: string) =>
  content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A post's address from a template such as `/blog/{id}` (the blog's `post-url`). */
export const postHref = (template: string, id: string) => template.replace('{id}', encodeURIComponent(id));

/**
 * The address of a page of the list under `listUrl` (`/blog`): `/blog`, `/blog/page/2`, `/blog/type/event`,
 * `/blog/type/event/page/2`. The first page has no `/page/1` (one address per page).
 */
export function listHref(listUrl: string, type: string | null | undefined, page: number): string {
  const base = `${listUrl.replace(/\/+$/, '')}${type ? `/type/${encodeURIComponent(type)}` : ''}`;
  return page > 1 ? `${base}/page/${page}` : base || '/';
}
