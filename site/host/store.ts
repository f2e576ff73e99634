/**
 * The store's pages as the database has them now (issue 27): /store and /store/page/<n>, one page of cards with the
 * count, read as the widget reads it (widgets/data/products.ts fetchStorePage), rendered by the build's route and
 * page function (site/templates/store.tsx storeRoute, through site/host/pages.ts). A page past the last answers 404
 * (known without a read: issue 38); when the database cannot say, the build's file is served.
 */
import type { Backend } from '../../widgets/runtime/backend.ts';
import { fetchStorePage, storePageCount, type StorePage } from '../../widgets/data/products.ts';
import type { Once } from './blog.ts';
import { Entity, type LivePage } from './static.ts';
import { storeRoute } from '../templates/store.tsx';
import { pageRenderer } from './pages.ts';
import { reader } from './read.ts';

/** A page of the store, undefined when it cannot be known. */
export type ListStore = (page: number) => Promise<StorePage | undefined>;

export const storeLister = (client: () => Backend | undefined): ListStore =>
  reader(client, 'the store', (c, page: number) => fetchStorePage(page, c));

/** Which page of the store a path asks for: `/store` and `/store/page/<n>` (n > 1); undefined for any other path. */
export function storePath(pathname: string): number | undefined {
  const m = /^\/store(?:\/page\/([1-9]\d{0,5}))?\/?$/.exec(pathname);
  if (!m || m[1] === '1') return undefined;
  return m[1] ? Number(m[1]) : 1;
}

/** A page of the store as read from the database, once per TTL: the one key for it (the sitemap reads the first). */
export const storeRead = (listStore: ListStore, once: Once, page: number) => once(`store list ${page}`, () => listStore(page));

/**
 * A page of the store as the database has it now. Undefined: not a page of the store, or nothing to read it with
 * (the build's file is served); null: past the last page, known from the count of the first page's read (issue 38:
 * no read for it), read once per TTL like the pages (`once`).
 */
export async function storeListPage(
  pathname: string,
  dist: string,
  listStore: ListStore | undefined,
  once: Once,
): Promise<LivePage | null | undefined> {
  const page = storePath(pathname);
  if (page === undefined || !listStore) return undefined;
  const render = await pageRenderer(dist);
  if (!render) return undefined;
  const read = (n: number) => storeRead(listStore, once, n);
  const first = await read(1);
  if (!first) return undefined;
  if (page > storePageCount(first.total)) return null;
  const listing = page === 1 ? first : await read(page);
  if (!listing) return undefined;
  if (!listing.rows.length && page > 1) return null; // emptied since the count was read
  const entity = await once(`store page ${page}`, async () => new Entity(render(storeRoute(page, listing), {})));
  return entity && { entity, cache: '/store/index.html' };
}
