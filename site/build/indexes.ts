/** The files that list the site: sitemap.xml, robots.txt, the blog's RSS feed and site-build.json. */
import { join } from 'node:path';
import type { Route } from '../render/page';
import { SITEMAP_PATH, sitemapFiles } from '../render/sitemap';
import type { Snapshot } from '../snapshot';
import { RSS_PATH, rssFeed, snapshotFeed } from '../templates/blog';
import { writeFile } from './files';

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
  // The pages of the build (a CDN without the host serves these; the host serves them fresh: site/host/fresh-pages.ts).
  for (const [path, xml] of sitemapFiles(
    listed.map((r) => r.path),
    siteUrl,
    now.slice(0, 10),
  ))
    writeFile(join(dist, path), xml);
  writeFile(join(dist, RSS_PATH), rssFeed(snapshotFeed(snapshot), siteUrl));
  writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /checkout/\n\nSitemap: ${siteUrl}${SITEMAP_PATH}\n`);
  const built = { builtAt: now, siteUrl, routes: listed.map((r) => r.path), assets };
  writeFile(join(dist, 'site-build.json'), JSON.stringify(built, null, 2));
}
