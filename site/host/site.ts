/**
 * The site's own answers: the pages made from the database (fresh-pages.ts), else files of the build, the 404 page;
 * CORS on the widget bundle.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheControl, framableHeaders, WIDGET_CORS } from './headers.ts';
import { notFoundPage, resolveTarget, type Target } from './rewrites.ts';
import { Busy, RENDER_LIMITS } from './render-gate.ts';
import { Entity, sendBody, type FreshPage } from './static.ts';
import { serveFile } from '../../server/files.ts';
import { CATALOGUE_PATH } from '../catalogue/index.ts';

export interface Site {
  dist: string;
  /** The headers of every answer (headers.ts securityHeaders). */
  base: Record<string, string>;
  /** What the database makes of an address (fresh-pages.ts freshPages); without it, the build's files only. */
  pages?: (pathname: string, target: Target) => Promise<FreshPage | null | undefined>;
}

export async function serveSite(req: IncomingMessage, res: ServerResponse, pathname: string, site: Site): Promise<void> {
  const { dist, base } = site;
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
  let page: FreshPage | null | undefined;
  try {
    page = await site.pages?.(pathname, target);
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
