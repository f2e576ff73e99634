/** Where the build leaves the server's files under <dist> (never served: site/host/rewrites.ts), and its file names. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The CSP hashes of every stylesheet the pages carry inline, for the host (site/host/headers.ts). */
export const STYLE_HASHES = 'server/style-hashes.json';
/** The script that starts the loader on a page whose largest paint is an image (site/boot/start-loader.ts), inline. */
export const START_LOADER = 'assets/start-loader.js';
/** The CSP hashes of every script the pages carry inline (START_LOADER's), for the host. */
export const SCRIPT_HASHES = 'server/script-hashes.json';
/** The folder they live in. */
export const SERVER_DIR = 'server/';
/** What the host needs to render a page as the build did (site/host/render-route.ts): origin, assets, settings, snapshot. */
export const PAGE_CONTEXT = 'server/page-context.json';

/** `assets/x.css` -> `assets/x.<10 hex of sha256>.css`: a name that changes with the content (a year's cache). */
export const hashedName = (rel: string, body: string | Buffer): string =>
  rel.replace(/(\.[^./]+)$/, `.${createHash('sha256').update(body).digest('hex').slice(0, 10)}$1`);

/** A stylesheet's (or an inline script's) CSP source: `'sha256-<base64>'` of its text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The build's STYLE_HASHES or SCRIPT_HASHES; none for a build without the file. */
export function readHashes(dist: string, file: typeof STYLE_HASHES | typeof SCRIPT_HASHES): string[] {
  const path = join(dist, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as string[]) : [];
}
