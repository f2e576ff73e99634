/**
 * /blog/{id} for a post the build did not write (published after it): the post read from the database the host
 * mounts (or the hosted project), put into the build's blog/_post.html: its <title>, description, canonical and
 * Open Graph tags and its text, rendered by the same template as the build's (site/templates/blog.tsx). A post
 * that does not exist answers 404; when the database cannot say, the page is sent without the post and the
 * widget reads it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLOG_POST_PATH_TOKEN } from '../routes.ts';
import { blogPostBody, excerpt, LIST_MARKS, POST_TOKENS, postList, rssFeed } from '../templates/blog.tsx';
import { escapeHtml } from '../templates/render.ts';
import { createBackend, type Backend } from '../../widgets/runtime/backend.ts';
import { fetchNews, fetchPost, type NewsRow } from '../../widgets/data/news.ts';

/** A post by id: the row, null when there is none, undefined when it cannot be known. */
export type FindPost = (id: string) => Promise<NewsRow | null | undefined>;

const esc = escapeHtml;

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

/** The built /blog page with its list replaced by the posts now in the database (undefined: no list marks). */
export function liveList(page: string, posts: NewsRow[]): string | undefined {
  const start = page.indexOf(LIST_MARKS.start);
  const end = page.indexOf(LIST_MARKS.end, start);
  if (start < 0 || end < 0) return undefined;
  return page.slice(0, start) + postList(posts) + page.slice(end + LIST_MARKS.end.length);
}

/** A client over an in-process handler (the local backend's `handle`), with the anon key: what a visitor may read. */
export function inProcessClient(origin: string, anonKey: string, handle: (req: Request) => Promise<Response | null>): Backend {
  const fetchImpl: typeof fetch = async (input, init) => (await handle(new Request(input, init))) ?? new Response(null, { status: 404 });
  return createBackend(origin, anonKey, fetchImpl);
}

/** The template with the post (or, without one, with the template's generic title and an empty body). */
export function postPage(template: string, postPath: string, post: NewsRow | undefined): string {
  const canonical = encodeURI(decodeURI(postPath)).replace(/"/g, '%22');
  // Function replacers: a post's text may hold `$&` and the like.
  const title = esc(post?.title ?? 'Blog Post');
  const description = esc(post ? excerpt(post.content) : 'A post from our blog.');
  const body = blogPostBody(post);
  return template
    .replaceAll(BLOG_POST_PATH_TOKEN, () => canonical)
    .replaceAll(POST_TOKENS.title, () => title)
    .replaceAll(POST_TOKENS.description, () => description)
    .replace(POST_TOKENS.body, () => body);
}
