/** The files that list the site: sitemap.xml, robots.txt, the blog's RSS feed and site-build.json. */
import { join } from 'node:path';
import type { Route } from '../render/page';
import { escapeHtml as esc } from '../render/html';
import type { Snapshot } from '../snapshot';
import { RSS_PATH, rssFeed, snapshotFeed } from '../templates/blog';
import { writeFile } from './files';

const priority = (path: string) => (path === '/' ? '1.0' : path.startsWith('/services/') ? '0.7' : '0.8');

export function sitemap(routes: readonly Route[], siteUrl: string, today: string): string {
  const urls = routes.map(
    (r) => `  <url><loc>${esc(siteUrl + r.path)}</loc><lastmod>${today}</lastmod><priority>${priority(r.path)}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export interface IndexesInput {
  dist: string;
  siteUrl: string;
  /** Every page written. */
  pages: readonly Route[];
  snapshot: Snapshot;
  assets: Record<string, string>;
}

export function writeIndexes({ dist, siteUrl, pages, snapshot, assets }: IndexesInput): void {
  const now = new Date().toISOString();
  const listed = pages.filter((r) => r.sitemap);
  writeFile(join(dist, 'sitemap.xml'), sitemap(listed, siteUrl, now.slice(0, 10)));
  writeFile(join(dist, RSS_PATH), rssFeed(snapshotFeed(snapshot), siteUrl));
  writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /checkout/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  const built = { builtAt: now, siteUrl, routes: listed.map((r) => r.path), assets };
  writeFile(join(dist, 'site-build.json'), JSON.stringify(built, null, 2));
}
