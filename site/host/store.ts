/**
 * The store's pages as the database has them now (issue 27): /store and /store/page/<n>, one page of cards with the
 * count, read as the widget reads it (widgets/data/products.ts fetchStorePage), rendered by the build's route and
 * page function (site/templates/store.tsx storeRoute, through site/host/pages.ts). A page past the last answers 404;
 * when the database cannot say, the build's file is served.
 */
import type { Backend } from '../../widgets/runtime/backend.ts';
import { fetchStorePage, type StorePage } from '../../widgets/data/products.ts';
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

/**
 * A page of the store as the database has it now. Undefined: not a page of the store, or nothing to read it with
 * (the build's file is served); null: past the last page.
 */
export async function storeListPage(
  pathname: string,
  dist: string,
  listStore?: ListStore,
): Promise<{ html: string; cache: string } | null | undefined> {
  const page = storePath(pathname);
  if (page === undefined || !listStore) return undefined;
  const render = await pageRenderer(dist);
  const listing = render && (await listStore(page));
  if (!listing) return undefined;
  if (!listing.rows.length && page > 1) return null;
  return { html: render(storeRoute(page, listing), {}), cache: '/store/index.html' };
}
