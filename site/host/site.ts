/**
 * The site's own answers: files of the build, the blog and the other data-driven pages as the database has them
 * (made at most once per TTL, live.ts), the 404 page; CORS on the widget bundle.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheControl, framableHeaders, WIDGET_CORS } from './headers.ts';
import { listPage, liveFeed, postRoute, type FindPost, type ListPosts, type Once } from './blog.ts';
import { RSS_PATH } from '../templates/blog.tsx';
import { storeListPage, type ListStore } from './store.ts';
import { notFoundPage, resolveTarget, type Target } from './rewrites.ts';
import { Busy, RENDER_LIMITS } from './render-gate.ts';
import { isSitemapPath, liveSitemap } from './sitemap.ts';
import { pageRenderer } from './pages.ts';
import { Entity, sendBody } from './static.ts';
import { serveFile } from '../../server/files.ts';
import type { LivePage, LiveSite } from './live.ts';
import { CATALOGUE_PATH } from '../catalogue/pages.tsx';

export async function serveSite(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  dist: string,
  base: Record<string, string>,
  findPost?: FindPost,
  listPosts?: ListPosts,
  live?: LiveSite,
  listStore?: ListStore,
): Promise<void> {
  const widgets = pathname.startsWith('/widgets/');
  const framable = pathname.startsWith('/widgets/frame/');
  const headers = widgets ? { ...(framable ? framableHeaders(base) : base), ...WIDGET_CORS } : base;
  if (req.method === 'OPTIONS' && widgets) {
    res.writeHead(204, { ...headers, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
    return void res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    return void res.end('Method Not Allowed');
  }

  // Where people look for the widgets' documentation: the catalogue (issue 19).
  if (/^\/(?:docs|embed)\/?$/.test(pathname)) {
    res.writeHead(301, { ...headers, Location: CATALOGUE_PATH, 'Content-Length': '0', 'Cache-Control': cacheControl('/') });
    return void res.end();
  }

  const notFound = () => {
    const page = notFoundEntity(dist);
    if (page) return sendBody(req, res, 404, page, { ...headers, 'Cache-Control': 'no-store' });
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Not Found');
  };
  const target = resolveTarget(dist, pathname);
  let page: LivePage | null | undefined;
  try {
    page = await databasePage(pathname, target, dist, findPost, listPosts, live, listStore);
  } catch (err) {
    if (!(err instanceof Busy)) throw err;
    // More pages to make than the render gate lets wait (render-gate.ts): refused at once, to be asked again.
    const retry = { 'Retry-After': String(RENDER_LIMITS.retryAfterS), 'Cache-Control': 'no-store' };
    res.writeHead(503, { ...headers, ...retry, 'Content-Type': 'text/plain; charset=utf-8' });
    return void res.end('Service Unavailable');
  }
  if (page === null) return notFound();
  if (page) return sendBody(req, res, 200, page.entity, { ...headers, 'Cache-Control': cacheControl(page.cache) });
  if (target.kind !== 'file') return notFound();
  const fileHeaders = { ...headers, 'Cache-Control': cacheControl(target.path) };
  return serveFile(req, res, { root: dist, path: target.path, headers: fileHeaders, precompressed: true }, notFound);
}

/** The build's 404 page, read and compressed once per build folder (a new build is a new host process). */
const notFoundPages = new Map<string, Entity | undefined>();
function notFoundEntity(dist: string): Entity | undefined {
  if (!notFoundPages.has(dist)) {
    const html = notFoundPage(dist);
    notFoundPages.set(dist, html === undefined ? undefined : new Entity(html));
  }
  return notFoundPages.get(dist);
}

/**
 * What the database makes of a path, each at most once per TTL when the host has a live cache (live.ts), else per
 * request: the feed, the sitemap, the blog's pages, the store's pages, the other data-driven pages (home, a post the
 * build wrote...). Undefined: the build's file; null: no such page. Every read and render goes through the render
 * gate (live.ts): Busy when its line is full.
 */
async function databasePage(
  pathname: string,
  target: Target,
  dist: string,
  findPost?: FindPost,
  listPosts?: ListPosts,
  live?: LiveSite,
  listStore?: ListStore,
): Promise<LivePage | null | undefined> {
  const once: Once = (key, make) => (live ? live.cached(key, make) : make());
  const lookup: Once = (key, make) => (live ? live.lookup(key, make) : make());
  if (pathname === RSS_PATH) {
    const feed =
      listPosts &&
      (await once(RSS_PATH, async () => {
        const posts = await listPosts();
        return posts && new Entity(liveFeed(dist, posts), RSS_PATH);
      }));
    return feed ? { entity: feed, cache: RSS_PATH } : undefined;
  }
  if (isSitemapPath(pathname)) {
    const sitemap = await liveSitemap(pathname, dist, listPosts, listStore, once);
    if (sitemap !== undefined) return sitemap;
  }
  if (/^\/blog(\/|$)/.test(pathname)) {
    // A page of the list (/blog, /blog/page/2, /blog/type/<type>…: site/host/blog.ts), else a post.
    const blog = (await listPage(pathname, dist, listPosts, once)) ?? (await livePage(target, dist, findPost, once, lookup));
    if (blog !== undefined) return blog;
  }
  if (/^\/store(\/|$)/.test(pathname)) {
    // A page of the store (/store, /store/page/2…: site/host/store.ts), read with its range and count.
    const store = await storeListPage(pathname, dist, listStore, once);
    if (store !== undefined) return store;
  }
  return live?.page(target);
}

/**
 * A post the build did not write, as the database has it, rendered like the build's (site/host/pages.ts). Undefined:
 * serve the build's file (nothing to read, or an older build without a renderer); null: no such post (docs/product.md
 * §2). The post is looked up by id once per TTL, "no such post" too, among a bounded number (`lookup`, live.ts): a
 * visitor chooses the id; a post that exists is rendered once per TTL (`once`).
 */
async function livePage(
  target: Target,
  dist: string,
  findPost: FindPost | undefined,
  once: Once,
  lookup: Once,
): Promise<LivePage | null | undefined> {
  if (target.kind !== 'blog-post') return undefined;
  const render = await pageRenderer(dist);
  if (!render) return null; // an older build: no page to put a post in
  const id = decodeURIComponent(target.postPath.slice(target.postPath.lastIndexOf('/') + 1));
  const post = findPost ? await lookup(`post ${id}`, () => findPost(id)) : undefined;
  if (post === null) return null;
  // A post that cannot be read now: the page the widget fills in, kept among the lookups (any id may ask for it).
  const entity = await (post ? once : lookup)(
    `post page ${id}`,
    async () => new Entity(render(postRoute(target.postPath, post), { news: post ? [post] : [] })),
  );
  return entity && { entity, cache: '/blog/index.html' };
}
