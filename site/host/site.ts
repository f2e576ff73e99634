/** The site's own answers: files of the build, the blog post page, the 404 page; CORS on the widget bundle. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BLOG_POST_FILE } from '../routes.ts';
import { cacheControl, framableHeaders, WIDGET_CORS } from './headers.ts';
import { liveFeed, liveList, postPage, type FindPost, type ListPosts } from './blog.ts';
import { RSS_PATH } from '../templates/blog.tsx';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blogPostTemplate, notFoundPage, resolveTarget, sendPage } from './rewrites.ts';
import { serveFile } from './static.ts';
import { CATALOGUE_PATH } from '../templates/widgets.tsx';

export async function serveSite(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  dist: string,
  base: Record<string, string>,
  findPost?: FindPost,
  listPosts?: ListPosts,
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
    const html = notFoundPage(dist);
    if (html) return sendPage(req, res, 404, html, { ...headers, 'Cache-Control': 'no-store' });
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Not Found');
  };
  // The feed of the posts in the database (the build's file when it cannot be read).
  const posts = pathname === RSS_PATH && listPosts ? await listPosts() : undefined;
  if (posts) return sendPage(req, res, 200, liveFeed(dist, posts), { ...headers, 'Cache-Control': cacheControl(RSS_PATH) }, RSS_PATH);
  const target = resolveTarget(dist, pathname);
  // /blog lists the posts in its database (the build's list when it cannot be read).
  const listed = target.kind === 'file' && target.path === '/blog/index.html' && listPosts ? await listPosts() : undefined;
  const blogPage = listed && liveList(readFileSync(join(dist, '/blog/index.html'), 'utf8'), listed);
  if (blogPage) return sendPage(req, res, 200, blogPage, { ...headers, 'Cache-Control': cacheControl('/blog/index.html') });
  if (target.kind === 'file') {
    const fileHeaders = { ...headers, 'Cache-Control': cacheControl(target.path) };
    return serveFile(req, res, { root: dist, path: target.path, headers: fileHeaders, precompressed: true }, notFound);
  }
  const template = target.kind === 'blog-post' ? blogPostTemplate(dist) : undefined;
  if (target.kind !== 'blog-post' || !template) return notFound();
  // A post the build did not write: from the database; one that does not exist is a 404 (docs/product.md §2).
  const id = decodeURIComponent(target.postPath.slice(target.postPath.lastIndexOf('/') + 1));
  const post = findPost ? await findPost(id) : undefined;
  if (post === null) return notFound();
  sendPage(req, res, 200, postPage(template, target.postPath, post), { ...headers, 'Cache-Control': cacheControl(`/${BLOG_POST_FILE}`) });
}
