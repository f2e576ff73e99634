/**
 * The sitemap as the database has it now (issue 38): the routes of site/routes.ts, the first page of each type of
 * the blog, every page of the store and every post, each listed by its own route's `sitemap` as the build lists
 * them, under the build's canonical origin; split with an index past SITEMAP_LIMITS (site/render/sitemap.ts). Made
 * once per TTL and dropped on a write, like the pages (`once`: LiveSite.cached, site/host/live.ts); the counts are
 * the lists' first pages, the very reads /blog and /store are made from.
 */
import type { PageContext } from '../render/page.ts';
import { SITEMAP_PATH, sitemapFiles, sitemapPart } from '../render/sitemap.ts';
import { routes } from '../routes.ts';
import { blogListRoute, postRoutes } from '../templates/blog.tsx';
import { storeRoute } from '../templates/store.tsx';
import { storePageCount } from '../../widgets/data/products.ts';
import { buildSiteUrl, listRead, type ListPosts, type Once } from './blog.ts';
import { Entity, type LivePage } from './static.ts';
import { storeRead, type ListStore } from './store.ts';

/** Whether a path names a file of the sitemap: SITEMAP_PATH, or a part of a split one. */
export function isSitemapPath(path: string): boolean {
  const n = /^\/sitemap-([1-9]\d{0,5})\.xml$/.exec(path)?.[1];
  return path === SITEMAP_PATH || (n !== undefined && sitemapPart(Number(n)) === path);
}

/**
 * A file of the sitemap as the database has it now. Undefined: not the sitemap's, or the database cannot say (the
 * build's file is served); null: a part the sitemap does not have now.
 */
export async function liveSitemap(
  path: string,
  dist: string,
  listPosts: ListPosts | undefined,
  listStore: ListStore | undefined,
  once: Once,
): Promise<LivePage | null | undefined> {
  if (!isSitemapPath(path) || !listPosts || !listStore) return undefined;
  const [blog, store] = [await listRead(listPosts, once, null, 1), await storeRead(listStore, once, 1)];
  if (!blog || !store) return undefined;
  const files = await once('sitemap', async () => {
    const ids = await listPosts.ids();
    if (!ids) return undefined;
    const news = ids.map((id) => ({ id, title: '', content: '' }));
    const listed = [
      ...routes,
      ...blog.types.map((type) => blogListRoute(type, 1)),
      ...Array.from({ length: storePageCount(store.total) - 1 }, (_, i) => storeRoute(i + 2)),
      ...postRoutes({ snapshot: { news } } as unknown as PageContext),
    ].filter((r) => r.sitemap);
    const today = new Date().toISOString().slice(0, 10);
    const made = sitemapFiles(
      listed.map((r) => r.path),
      buildSiteUrl(dist),
      today,
    );
    return new Map([...made].map(([file, xml]) => [file, new Entity(xml, file)]));
  });
  if (!files) return undefined;
  const entity = files.get(path);
  return entity ? { entity, cache: path } : null;
}
