/**
 * Pages made from the database (issues 27, 38, 41): the one table of them (FRESH_PAGES). An entry says which addresses
 * it answers (`match`, from the path and what the build has there, rewrites.ts) and makes the page (`make`) from
 * the host's reads (read.ts), each read and render at most once per TTL through the host's cache (fresh.ts), with
 * the build's own page function (render-route.ts). An answer: the page; undefined, the build's file (nothing to read, the
 * database cannot say, an older build); null, no such page (404). A database that fails never makes an error page.
 *
 * - the feed (/blog/rss.xml) and the sitemap (issue 38), under the build's canonical origin;
 * - a page of the blog's list (/blog, /blog/page/<n>, /blog/type/<type>[/page/<n>]) or of the store's (/store,
 *   /store/page/<n>), read as its widget reads it (a page and the count): what an address may name is answered
 *   from the first page's read (a type it lacks, a page past the last: 404 without a read);
 * - a post (/blog/<id>), the build's or not, looked up by id among a bounded number (a visitor chooses the id);
 * - any other route of site/routes.ts whose markup shows the published tables (home...), from one read of them
 *   (the published parts of widgets/tables/snapshot.ts). Which routes show them is found, not listed: a route rendered
 *   with the tables empty whose elements read an answer of a published part (once per route and process).
 */
import { unstable_serialize } from 'swr';
import { outFile, type Route } from '../render/page.ts';
import { SITEMAP_PATH, sitemapFiles, sitemapPart } from '../render/sitemap.ts';
import { routes } from '../routes.ts';
import { blogListRoute, postPath, postRoute, RSS_PATH, rssFeed, type BlogListing } from '../templates/blog.tsx';
import { storeRoute } from '../templates/store.tsx';
import { SITE_PAGES } from '../../widgets/content/navigation.ts';
import { pageCount } from '../../widgets/tables/news.ts';
import { storePageCount, type StorePage } from '../../widgets/tables/products.ts';
import { EMPTY_CONTENT, PUBLISHED_PARTS } from '../../widgets/tables/snapshot.ts';
import { ANSWERS_ATTRIBUTE } from '../../widgets/runtime/markers.ts';
import type { FreshCache, Once } from './fresh.ts';
import { buildSiteUrl, pageRenderer, type RenderRoute } from './render-route.ts';
import type { Reads } from './read.ts';
import type { Target } from './rewrites.ts';
import { Entity, type FreshPage } from './static.ts';

/** The page; undefined: the build's file; null: no such page. */
export type Made = FreshPage | null | undefined;

/** What an entry makes its page with. */
export interface Making {
  dist: string;
  reads: Reads;
  /** Once per TTL and shared (FreshCache.cached), or each time without a cache. */
  once: Once;
  /** The same among the bounded lookups (FreshCache.lookup). */
  lookup: Once;
  /** The build's page function; undefined for an older build. */
  render: () => Promise<RenderRoute | undefined>;
  /** Whether a route's markup shows the published tables. */
  shows: (render: RenderRoute, route: Route) => boolean;
}

/** One kind of page made from the database. */
export interface FreshEntry<M> {
  /** What the address names for this kind of page; undefined: not one of them. */
  match: (pathname: string, target: Target) => M | undefined;
  make: (m: M, x: Making) => Promise<Made>;
}

const entry = <M>(page: FreshEntry<M>) => page as FreshEntry<unknown>;

/** Which page of the blog's list a path asks for (listHref's addresses, widgets/tables/news.ts); the first has no /page/1. */
export function listPath(pathname: string): { type: string | null; page: number } | undefined {
  const m = /^\/blog(?:\/type\/([^/]+))?(?:\/page\/([1-9]\d{0,5}))?\/?$/.exec(pathname);
  if (!m || m[2] === '1') return undefined;
  try {
    return { type: m[1] ? decodeURIComponent(m[1]) : null, page: m[2] ? Number(m[2]) : 1 };
  } catch {
    return undefined;
  }
}

/** Which page of the store a path asks for: `/store` and `/store/page/<n>` (n > 1). */
export function storePath(pathname: string): number | undefined {
  const m = /^\/store(?:\/page\/([1-9]\d{0,5}))?\/?$/.exec(pathname);
  if (!m || m[1] === '1') return undefined;
  return m[1] ? Number(m[1]) : 1;
}

/** Whether a path names a file of the sitemap: SITEMAP_PATH, or a part of a split one. */
export function isSitemapPath(path: string): boolean {
  const n = /^\/sitemap-([1-9]\d{0,5})\.xml$/.exec(path)?.[1];
  return path === SITEMAP_PATH || (n !== undefined && sitemapPart(Number(n)) === path);
}

/** The one key of each list page's read (the sitemap reads the first pages too). */
const blogRead = (x: Making, type: string | null, page: number) =>
  x.once(`blog list ${page} ${type ?? ''}`, () => x.reads.blogPage(type, page));
const storeRead = (x: Making, page: number) => x.once(`store list ${page}`, () => x.reads.storePage(page));

/** `route` rendered once per TTL under `key`, answered with the cache policy of `cache`. */
async function rendered(x: Making, key: string, route: Route, cache: string, content = {}): Promise<Made> {
  const render = await x.render();
  if (!render) return undefined;
  const entity = await x.once(key, async () => new Entity(render(route, content)));
  return entity && { entity, cache };
}

const feed = entry({
  match: (pathname) => (pathname === RSS_PATH ? true : undefined),
  async make(_, x) {
    const entity = await x.once(RSS_PATH, async () => {
      const posts = await x.reads.feed();
      return posts && new Entity(rssFeed(posts, buildSiteUrl(x.dist)), RSS_PATH);
    });
    return entity ? { entity, cache: RSS_PATH } : undefined;
  },
});

/** Every address the sitemap lists now: the routes, each type's first page, the store's pages, every post. */
async function sitemapPaths(x: Making, blog: BlogListing, store: StorePage): Promise<string[] | undefined> {
  const ids = await x.reads.postIds();
  if (!ids) return undefined;
  const listed = [
    ...routes,
    ...blog.types.map((type) => blogListRoute(type, 1)),
    ...Array.from({ length: storePageCount(store.total) - 1 }, (_, i) => storeRoute(i + 2)),
  ];
  return [...listed.filter((r) => r.sitemap).map((r) => r.path), ...ids.map(postPath)];
}

const sitemap = entry({
  match: (pathname) => (isSitemapPath(pathname) ? pathname : undefined),
  async make(path, x) {
    const [blog, store] = [await blogRead(x, null, 1), await storeRead(x, 1)];
    if (!blog || !store) return undefined;
    const files = await x.once('sitemap', async () => {
      const paths = await sitemapPaths(x, blog, store);
      const made = paths && sitemapFiles(paths, buildSiteUrl(x.dist), new Date().toISOString().slice(0, 10));
      return made && new Map([...made].map(([file, xml]) => [file, new Entity(xml, file)]));
    });
    if (!files) return undefined;
    const entity = files.get(path);
    return entity ? { entity, cache: path } : null;
  },
});

const blogList = entry({
  match: (pathname) => listPath(pathname),
  async make({ type, page }, x) {
    const all = await blogRead(x, null, 1);
    if (!all) return undefined;
    if (type !== null && !all.types.includes(type)) return null;
    const first = type === null ? all : await blogRead(x, type, 1);
    if (!first) return undefined;
    if (page > pageCount(first.total)) return null;
    const listing = page === 1 ? first : await blogRead(x, type, page);
    if (!listing) return undefined;
    if (!listing.rows.length && (page > 1 || type)) return null; // emptied since the count was read
    return rendered(x, `blog page ${page} ${type ?? ''}`, blogListRoute(type, page, listing), '/blog/index.html');
  },
});

const storeList = entry({
  match: (pathname) => storePath(pathname),
  async make(page, x) {
    const first = await storeRead(x, 1);
    if (!first) return undefined;
    if (page > storePageCount(first.total)) return null;
    const listing = page === 1 ? first : await storeRead(x, page);
    if (!listing) return undefined;
    if (!listing.rows.length && page > 1) return null; // emptied since the count was read
    return rendered(x, `store page ${page}`, storeRoute(page, listing), '/store/index.html');
  },
});

/** A post's file the build wrote (blog/<id>/index.html, decoded), not the list's pages (blog/page/2/index.html). */
const BUILT_POST = /^\/blog\/(?!page\/|type\/)([^/]+)\/index\.html$/;

function postOf(target: Target): { id: string; built: boolean; path: string } | undefined {
  if (target.kind === 'file') {
    const id = BUILT_POST.exec(target.path)?.[1];
    return id === undefined ? undefined : { id, built: true, path: postPath(id) };
  }
  if (target.kind !== 'blog-post') return undefined;
  const { postPath: path } = target;
  return { id: decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)), built: false, path };
}

/**
 * A post as the database has it now (an edit shows, a deleted post is 404: docs/product.md §2). When the database
 * cannot say: the build's file, or for a post the build did not write, the page the widget fills in.
 */
const post = entry({
  match: (_, target) => postOf(target),
  async make({ id, built, path }, x) {
    if (!(await x.render())) return built ? undefined : null; // an older build: its file, or no page to put a post in
    const row = await x.lookup(`post ${id}`, () => x.reads.post(id));
    if (row === null) return null;
    if (row === undefined && built) return undefined;
    if (row) return rendered(x, `post page ${id}`, postRoute(row), '/blog/index.html', { news: [row] });
    // Kept among the lookups: any id may ask for it.
    return rendered({ ...x, once: x.lookup }, `post page ${id}`, postRoute(undefined, path), '/blog/index.html', { news: [] });
  },
});

/** The lists' pages are their own entries': not the content routes'. */
const LISTS = [SITE_PAGES.blog.path, SITE_PAGES.store.path];

/** The routes made from the published tables when they show them: site/routes.ts but the lists' pages. */
export const contentRoutes = (): readonly Route[] =>
  routes.filter((r) => !LISTS.some((list) => r.path === list || r.path.startsWith(`${list}/`)));

const content = entry({
  match: (_, target) =>
    target.kind === 'file' && target.path.endsWith('.html') ? contentRoutes().find((r) => `/${outFile(r)}` === target.path) : undefined,
  async make(route, x) {
    const render = await x.render();
    if (!render || !x.shows(render, route)) return undefined;
    const tables = await x.once('content', x.reads.content);
    return tables ? rendered(x, `page ${route.path}`, route, `/${outFile(route)}`, tables) : undefined;
  },
});

/** Every page made from the database; the first entry that matches an address makes its page. */
export const FRESH_PAGES: readonly FreshEntry<unknown>[] = [feed, sitemap, blogList, storeList, post, content];

/** The published parts' answers as the elements' answers scripts carry their keys (widgets/runtime/render-element.tsx). */
const PUBLISHED_KEYS = new Set(
  PUBLISHED_PARTS.flatMap((p) => p.answers(p.published.empty)).map(([key]) => unstable_serialize(key as never)),
);
const ANSWERS_SCRIPT = new RegExp(`<script type="application/json" ${ANSWERS_ATTRIBUTE}>([^<]*)</script>`, 'g');

/** Whether a route shows the published tables: rendered once with them empty, an element read a published answer. */
function contentProbe(): Making['shows'] {
  const known = new Map<string, boolean>();
  return (render, route) => {
    let shows = known.get(route.path);
    if (shows === undefined) {
      try {
        const read = [...render(route, EMPTY_CONTENT).matchAll(ANSWERS_SCRIPT)].flatMap((m) => JSON.parse(m[1]!) as [string][]);
        shows = read.some(([key]) => PUBLISHED_KEYS.has(key));
      } catch {
        shows = false; // a page the host cannot make (the catalogue needs the build's manifest): the build's file
      }
      known.set(route.path, shows);
    }
    return shows;
  };
}

export interface FreshPagesOptions {
  dist: string;
  reads: Reads;
  /** The host's cache (fresh.ts); without one, each page is read and made per request. */
  cache?: FreshCache;
}

/** What the database makes of an address: the first entry of FRESH_PAGES that matches it, else the build's file. */
export function freshPages({ dist, reads, cache }: FreshPagesOptions): (pathname: string, target: Target) => Promise<Made> {
  const each: Once = (_, make) => make();
  const x: Making = {
    dist,
    reads,
    once: cache?.cached ?? each,
    lookup: cache?.lookup ?? each,
    render: () => pageRenderer(dist),
    shows: contentProbe(),
  };
  return async (pathname, target) => {
    for (const page of FRESH_PAGES) {
      const m = page.match(pathname, target);
      if (m !== undefined) return page.make(m, x);
    }
    return undefined;
  };
}
