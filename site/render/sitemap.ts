/**
 * sitemap.xml (https://www.sitemaps.org/protocol.html): written by the build for its pages (site/build/indexes.ts)
 * and served fresh by the host from the database (site/host/fresh-pages.ts). A list past the protocol's limits for one
 * file is split: /sitemap.xml is then an index of /sitemap-1.xml, /sitemap-2.xml… (robots.txt names /sitemap.xml).
 */
import { escapeHtml as esc } from './html';

/** The address crawlers ask for (robots.txt's Sitemap line). */
export const SITEMAP_PATH = '/sitemap.xml';

/** The protocol's limits for one file: 50,000 URLs and 50 MB uncompressed. One object, so a test can lower them. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

/** The address of the nth file of a split sitemap (from 1). */
export const sitemapPart = (n: number) => `/sitemap-${n}.xml`;

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlset = (lines: readonly string[]) =>
  `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;

const priority = (path: string) => (path === '/' ? '1.0' : path.startsWith('/services/') ? '0.7' : '0.8');

/**
 * The sitemap's files for the pages at `paths` (root-relative), under `siteUrl`: one urlset at SITEMAP_PATH while it
 * fits SITEMAP_LIMITS, else an index there and the urlsets at sitemapPart(1…). Keyed by address, in order.
 */
export function sitemapFiles(paths: readonly string[], siteUrl: string, today: string): Map<string, string> {
  const { urls, bytes } = SITEMAP_LIMITS;
  const room = bytes - Buffer.byteLength(urlset([]));
  const parts: string[][] = [[]];
  let size = 0;
  for (const path of paths) {
    const line = `  <url><loc>${esc(siteUrl + path)}</loc><lastmod>${today}</lastmod><priority>${priority(path)}</priority></url>`;
    const cost = Buffer.byteLength(line) + 1;
    let part = parts[parts.length - 1]!;
    if (part.length && (part.length >= urls || size + cost > room)) parts.push((part = []));
    if (!part.length) size = 0;
    part.push(line);
    size += cost;
  }
  if (parts.length === 1) return new Map([[SITEMAP_PATH, urlset(parts[0]!)]]);
  const files = new Map<string, string>();
  const index = parts.map((_, i) => `  <sitemap><loc>${esc(siteUrl + sitemapPart(i + 1))}</loc><lastmod>${today}</lastmod></sitemap>`);
  files.set(
    SITEMAP_PATH,
    `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('\n')}\n</sitemapindex>\n`,
  );
  parts.forEach((lines, i) => files.set(sitemapPart(i + 1), urlset(lines)));
  return files;
}
