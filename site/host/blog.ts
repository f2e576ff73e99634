/**
 * The blog as the database has it now: /blog/{id} for a post the build did not write (published after it), the
 * /blog list and the RSS feed, from the rows the host reads (the database it mounts, or the hosted project). The
 * pages are the build's routes (site/routes.ts, site/templates/blog.tsx) rendered with those rows by the build's
 * function (site/host/pages.ts). A post that does not exist answers 404; when the database cannot say, the page is
 * sent without the post and the widget reads it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes, type PageContext, type Route } from '../routes.ts';
import { blogPostBody, postRoutes, rssFeed, rssLink } from '../templates/blog.tsx';
import { createBackend, type Backend } from '../../widgets/runtime/backend.ts';
import { fetchNews, fetchPost, type NewsRow } from '../../widgets/data/news.ts';
import type { Snapshot } from '../snapshot.ts';

/** A post by id: the row, null when there is none, undefined when it cannot be known. */
export type FindPost = (id: string) => Promise<NewsRow | null | undefined>;

/** A read through `client` (the local backend in-process, or the hosted project's REST API); undefined when it cannot say. */
function reader<A extends unknown[], T>(client: () => Backend | undefined, what: string, read: (c: Backend, ...args: A) => Promise<T>) {
  return async (...args: A): Promise<T | undefined> => {
    const c = client();
    if (!c) return undefined;
    try {
      return await read(c, ...args);
    } catch (err) {
      console.error(`[host] Reading ${what} failed (${(err as { code?: string }).code ?? 'error'})`);
      return undefined;
    }
  };
}

export const postFinder = (client: () => Backend | undefined): FindPost => reader(client, 'blog post', (c, id: string) => fetchPost(id, c));

/** Every post, newest first, or undefined when it cannot be known (the build's feed is served then). */
export type ListPosts = () => Promise<NewsRow[] | undefined>;

export const postLister = (client: () => Backend | undefined): ListPosts => reader(client, 'blog posts', (c) => fetchNews(c));

/** The RSS feed of the posts now in the database, with the build's canonical origin (dist/site-build.json). */
export function liveFeed(dist: string, posts: NewsRow[]): string {
  return rssFeed(posts, buildSiteUrl(dist));
}

const siteUrls = new Map<string, string>();
/** The build's canonical origin, read once per build folder (a new build is a new host process). */
function buildSiteUrl(dist: string): string {
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

/** The /blog route (its list is the posts of the context it is rendered with). */
export const blogListRoute = (): Route => routes.find((r) => r.path === '/blog')!;

/** The route of a post (the build's, site/templates/blog.tsx), or, without one, a generic page the widget fills in. */
export function postRoute(postPath: string, post: NewsRow | undefined): Route {
  if (post) return postRoutes({ snapshot: { news: [post] } as Snapshot } as PageContext)[0]!;
  const path = encodeURI(decodeURI(postPath));
  const render = () => ({ content: blogPostBody(undefined), head: rssLink });
  return { path, page: 'templates/blog.tsx (a post)', render, title: 'Blog Post', description: 'A post from our blog.', sitemap: false };
}
