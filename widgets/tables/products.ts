/**
 * The store's pages (issue 27): STORE_PAGE_SIZE cards a page in the store's order (docs/product.md §7.10: the two
 * featured products first, then the stored ones by name), each page read with its range and the count, so /store,
 * /store/page/2 … and each "More products" carry what they show and nothing more. The first page holds the featured
 * products and the first stored ones; a stored row named like a featured product is left out (storeList). The whole
 * list (the store's `products` query, widgets/store/use-products.ts) and what the build reads: productsPrefetch.
 */
import { connection, type Connection } from '../runtime/connection';
import { rest } from '../runtime/rest';
import { definePrefetch } from '../runtime/query/prefetch';
import { FEATURED_PRODUCTS, PRODUCT_COLUMNS, PRODUCTS_LIMIT, storeList, toProducts, type Product } from '../content/products';

/** Cards on a page of the store (/store, /store/page/<n>, and each "More products" of an embedded store). */
export const STORE_PAGE_SIZE = 24;

/** One page of the store: its cards and how many products the store has in all (the featured ones included). */
export interface StorePage {
  rows: Product[];
  total: number;
}

/** The cache key of the whole list. */
export const PRODUCTS_KEY = 'products';

/** The rows of `products` as stored, the columns a card shows (at most PRODUCTS_LIMIT), by name. */
export async function fetchProductRows(client: Connection = connection()): Promise<Record<string, unknown>[]> {
  const { data, error } = await rest(client)
    .from('products')
    .select(PRODUCT_COLUMNS)
    .order('name', { ascending: true })
    .limit(PRODUCTS_LIMIT);
  if (error) throw error;
  return data ?? [];
}

/** The stored products as the store shows them (toProducts), by name. */
export const fetchProducts = async (client: Connection = connection()): Promise<Product[]> => toProducts(await fetchProductRows(client));

/** The cache key of one page of the store (from 1). */
export const storePageKey = (page: number) => ['store-page', page] as const;

/** How many pages a store of `total` products has (at least one). */
export const storePageCount = (total: number) => Math.max(1, Math.ceil(total / STORE_PAGE_SIZE));

const whole = (page: number) => Math.max(1, Math.floor(page));

/**
 * A page cut from every stored product (by name, as the build reads them): what fetchStorePage answers for the
 * same page. The site build renders the store's pages from its snapshot with it.
 */
export function storePageOf(stored: readonly Product[], page: number): StorePage {
  const all = storeList(stored);
  const from = (whole(page) - 1) * STORE_PAGE_SIZE;
  return { rows: all.slice(from, from + STORE_PAGE_SIZE), total: all.length };
}

/**
 * One page of the store: the stored products of that page (by name) with the count, the featured ones put first on
 * page 1. A page past the end is empty (its total says how many there are).
 */
export async function fetchStorePage(page: number, client: Connection = connection()): Promise<StorePage> {
  const featured = FEATURED_PRODUCTS.length;
  // Page 1 shows the featured products, then the first stored ones: the stored rows start `featured` cards later.
  const start = (whole(page) - 1) * STORE_PAGE_SIZE - featured;
  const from = Math.max(0, start);
  const to = start + STORE_PAGE_SIZE - 1;
  let query = rest(client).from('products').select(PRODUCT_COLUMNS, { count: 'exact' });
  // A stored row named like a featured product is not counted nor shown (storeList): one `neq` per featured name.
  for (const p of FEATURED_PRODUCTS) query = query.neq('name', p.name);
  const { data, error, count } = await query.order('name', { ascending: true }).range(from, to);
  // PostgREST answers 416 for an offset past the end (PGRST103): an empty page, not a failure.
  if (error && error.code !== 'PGRST103') throw error;
  const stored = toProducts(data ?? []);
  return { rows: start < 0 ? storeList(stored) : stored, total: featured + (count ?? 0) };
}

/** The address of a page of the store under `listUrl` (`/store`): `/store`, `/store/page/2` (no `/page/1`). */
export function storeHref(listUrl: string, page: number): string {
  const base = listUrl.replace(/\/+$/, '');
  return page > 1 ? `${base}/page/${page}` : base || '/';
}

/**
 * Build-time products (docs/architecture.md "Build-time data"): every row, by name (docs/product.md §7.10), and the
 * answers of the whole list's query and of the store's first page (for an element drawn without a page of its own:
 * the catalogue's frame; the /store pages give theirs, site/templates/store.tsx).
 */
export const productsPrefetch = /* @__PURE__ */ definePrefetch<{ products: Record<string, unknown>[] }>({
  published: { tables: ['products'], empty: { products: [] } },
  read: async (client) => ({ products: await fetchProductRows(client) }),
  answers: ({ products }) => {
    const stored = toProducts(products);
    return [
      [PRODUCTS_KEY, stored],
      [storePageKey(1), storePageOf(stored, 1)],
    ];
  },
});
