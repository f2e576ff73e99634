/**
 * Which answer a URL path gets: a file of the build (`/about` -> about/index.html), the blog post page for
 * /blog/{id} (site/host/fresh-pages.ts), or the 404 page; and the 404 page itself. No path leaves dist.
 */
import { SERVER_DIR } from '../render/paths.ts';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { NOT_FOUND_FILE } from '../routes.ts';
import { Entity, sendBody } from './static.ts';

export type Target = { kind: 'file'; path: string } | { kind: 'blog-post'; postPath: string } | { kind: 'not-found' };

/** The decoded path, or undefined for what could leave dist or name what is not a page: `..`, `\`, NUL, dotfiles. */
function checkedPath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return undefined;
  if (decoded.split('/').some((s) => s.startsWith('.'))) return undefined; // `.`, `..`, .git, .env...
  return decoded;
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false; // ENOENT, ENOTDIR (`/404.html/index.html`), ENAMETOOLONG...
  }
}

/** The build's own files, never a page: compressed twins, the 404 page, the server's files (site/render/paths.ts). */
const ARTEFACT = (path: string) => /\.(br|gz)$/.test(path) || path === `/${NOT_FOUND_FILE}` || path.startsWith(`/${SERVER_DIR}`);

export function resolveTarget(dist: string, pathname: string): Target {
  const path = checkedPath(pathname);
  if (path === undefined) return { kind: 'not-found' };
  const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`];
  const file = candidates.find((c) => !ARTEFACT(c) && isFile(join(dist, c)));
  if (file) return { kind: 'file', path: file };
  if (/^\/blog\/[^/]+\/?$/.test(path)) return { kind: 'blog-post', postPath: pathname.replace(/\/$/, '') };
  return { kind: 'not-found' };
}

const read = (file: string) => (isFile(file) ? readFileSync(file, 'utf8') : undefined);

export const notFoundPage = (dist: string) => read(join(dist, NOT_FOUND_FILE));

/** A page made per request: compressed as the client accepts, with an ETag and 304 (static.ts, sendBody). */
export function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  html: string | Entity,
  headers: Record<string, string>,
  /** A name whose extension gives the type (default an HTML page). */
  typeOf = 'page.html',
): Promise<void> {
  return sendBody(req, res, status, typeof html === 'string' ? new Entity(html, typeOf) : html, headers);
}
