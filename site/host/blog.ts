/**
 * The blog as the database has it now: /blog/{id} for a post the build did not write (published after it), the
 * pages of the list (/blog, /blog/page/<n>, /blog/type/<type>[/page/<n>]: one page of cards and the types, read as
 * the widget reads them) and the RSS feed (the newest 50), from the rows the host reads (the database it mounts, or
 * the hosted project). The pages are the build's routes (site/routes.ts, site/templates/blog.tsx) rendered with
 * those rows by the build's function (site/host/pages.ts). A post, a page past the end or a type that has no post
 * answers 404; when the database cannot say, the page is sent without the post and the widget reads it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageContext, Route } from '../render/page.ts';
import { blogListRoute, blogPostBody, postRoutes, rssFeed, rssLink, type BlogListing } from '../templates/blog.tsx';
import { pageRenderer } from './pages.ts';
import { reader } from './read.ts';
import { createBackend, type Backend } from '../../widgets/runtime/backend.ts';
import { rest } from '../../widgets/runtime/rest.ts';
import { fetchBlogPage, fetchFeed, fetchNewsTypes, fetchPost, pageCount, type NewsCard, type NewsRow } from '../../widgets/data/news.ts';
import { Entity, type LivePage } from './static.ts';
import type { Snapshot } from '../snapshot.ts';

/** A post by id: the row, null when there is none, undefined when it cannot be known. */
export type FindPost = (id: string) => Promise<NewsRow | null | undefined>;

export const postFinder = (client: () => Backend | undefined): FindPost => reader(client, 'blog post', (c, id: string) => fetchPost(id, c));

/**
 * The list's reads, undefined when they cannot be known (the build's file is served then): called, the feed's posts
 * (the newest FEED_ITEMS cards); `.page(type, page)`, a page of the list with the types (issue 27).
 */
export interface ListPosts {
  (): Promise<NewsCard[] | undefined>;
  page: (type: string | null, page: number) => Promise<BlogListing | undefined>;
  /** Every post's id, newest first (the sitemap: site/host/sitemap.ts). */
  ids: () => Promise<string[] | undefined>;
}

/** Rows a read of every post's id asks for at once (a hosted project answers at most 1,000 by default). */
const IDS_PER_READ = 1000;

async function fetchPostIds(c: Backend): Promise<string[]> {
  const ids: string[] = [];
  for (;;) {
    const { data, error } = await rest(c)
      .from('news')
      .select('id')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(ids.length, ids.length + IDS_PER_READ - 1);
    if (error && error.code !== 'PGRST103') throw error;
    const rows = (data ?? []) as { id: string }[];
    ids.push(...rows.map((r) => String(r.id)));
    if (rows.length < IDS_PER_READ) return ids;
  }
}

export const postLister = (client: () => Backend | undefined): ListPosts =>
  Object.assign(
    reader(client, 'blog posts', (c) => fetchFeed(c)),
    {
      page: reader(client, 'the blog list', async (c, type: string | null, page: number): Promise<BlogListing> => {
        const [cards, types] = await Promise.all([fetchBlogPage(type, page, c), fetchNewsTypes(c)]);
        return { ...cards, type, page, types };
      }),
      ids: reader(client, 'the post ids', fetchPostIds),
    },
  );

/**
 * Which page of the list a path asks for: `/blog`, `/blog/page/<n>` (n > 1), `/blog/type/<type>` and
 * `/blog/type/<type>/page/<n>` (the addresses of listHref, widgets/data/news.ts); undefined for any other path.
 */
export function listPath(pathname: string): { type: string | null; page: number } | undefined {
  const m = /^\/blog(?:\/type\/([^/]+))?(?:\/page\/([1-9]\d{0,5}))?\/?$/.exec(pathname);
  if (!m || m[2] === '1') return undefined;
  let type: string | null = null;
  try {
    type = m[1] ? decodeURIComponent(m[1]) : null;
  } catch {
    return undefined;
  }
  return { type, page: m[2] ? Number(m[2]) : 1 };
}

/** `make`'s answer for `key`, made once per TTL and shared (LiveSite.cached, site/host/live.ts), or each time. */
export type Once = <T>(key: string, make: () => Promise<T | null | undefined>) => Promise<T | null | undefined>;

/** A page of the list as read from the database, once per TTL: the one key for it (the sitemap reads the first). */
export const listRead = (listPosts: ListPosts, once: Once, type: string | null, page: number) =>
  once(`blog list ${page} ${type ?? ''}`, () => listPosts.page(type, page));

/**
 * A page of the list as the database has it now (issue 27), rendered by the build's page function and route
 * (site/templates/blog.tsx blogListRoute) with the page read as the widget reads it. Undefined: not a page of the
 * list, or nothing to read it with (the build's file is served); null: past the last page, or a type with no post.
 *
 * What an address may name is answered from what is already known (issue 38): the first page of the list (read
 * once per TTL like every page, `once`) holds the types and how many posts there are, a type's first page how many
 * it has; a type not among them, or a page past the last, is 404 without a read. Reads and renders are keyed by
 * the page they make (type and number), never by the address's spelling.
 */
export async function listPage(
  pathname: string,
  dist: string,
  listPosts: ListPosts | undefined,
  once: Once,
): Promise<LivePage | null | undefined> {
  const list = listPath(pathname);
  if (!list || !listPosts) return undefined;
  const render = await pageRenderer(dist);
  if (!render) return undefined;
  const read = (type: string | null, page: number) => listRead(listPosts, once, type, page);
  const all = await read(null, 1);
  if (!all) return undefined;
  if (list.type !== null && !all.types.includes(list.type)) return null;
  const first = list.type === null ? all : await read(list.type, 1);
  if (!first) return undefined;
  if (list.page > pageCount(first.total)) return null;
  const listing = list.page === 1 ? first : await read(list.type, list.page);
  if (!listing) return undefined;
  if (!listing.rows.length && (list.page > 1 || list.type)) return null; // emptied since the count was read
  const entity = await once(
    `blog page ${list.page} ${list.type ?? ''}`,
    async () => new Entity(render(blogListRoute(list.type, list.page, listing), {})),
  );
  return entity && { entity, cache: '/blog/index.html' };
}

/** The RSS feed of the posts now in the database, with the build's canonical origin (dist/site-build.json). */
export function liveFeed(dist: string, posts: NewsCard[]): string {
  return rssFeed(posts, buildSiteUrl(dist));
}

const siteUrls = new Map<string, string>();
/** The build's canonical origin, read once per build folder (a new build is a new host process). */
export function buildSiteUrl(dist: string): string {
  let url = siteUrls.get(dist);
  if (url === undefined) {
    try {
      url = (JSON.parse(readFileSync(join(dist, 'site-build.json'), 'utf8')) as { siteUrl?: string }).siteUrl ?? '';
    } catch {
      url = ''; // no build record: root-relative links
    }
    siteUrls.set(dist, url);
  }
  return url;
}

/** A client over an in-process handler (the local backend's `handle`), with the anon key: what a visitor may read. */
export function inProcessClient(origin: string, anonKey: string, handle: (req: Request) => Promise<Response | null>): Backend {
  const fetchImpl: typeof fetch = async (input, init) => (await handle(new Request(input, init))) ?? new Response(null, { status: 404 });
  return createBackend(origin, anonKey, fetchImpl);
}

/** The route of a post (the build's, site/templates/blog.tsx), or, without one, a generic page the widget fills in. */
export function postRoute(postPath: string, post: NewsRow | undefined): Route {
  if (post) return postRoutes({ snapshot: { news: [post] } as Snapshot } as PageContext)[0]!;
  const path = encodeURI(decodeURI(postPath));
  const render = () => ({ content: blogPostBody(undefined), head: [rssLink] });
  return { path, page: 'templates/blog.tsx (a post)', render, title: 'Blog Post', description: 'A post from our blog.', sitemap: false };
}
