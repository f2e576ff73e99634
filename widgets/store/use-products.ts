/**
 * The store's calls (docs/product.md §7.10, §7.11; failures as in §8):
 * - the products, the columns a card shows (PRODUCT_COLUMNS, at most PRODUCTS_LIMIT) by name, the featured ones put first; a failure is the destructive toast, and the
 *   list already shown stays (the server's, or an earlier answer; issue 32), else the featured products show;
 * - create-checkout with `{ productId: <name>, price }` and the element's per-embed options (./checkout-options.ts),
 *   then the browser goes to the answer's `url`; any failure, an unusable attribute included, is the destructive
 *   toast and the shopper stays. A refusal carrying the current `price` reloads the list.
 */
import { functions } from '../runtime/functions';
import { useHydrated } from '../runtime/use-hydrated';
import { defineAction, defineQuery, ExplainedError, onError } from '../runtime/query';
import { storeList, type Product } from '../content/products';
import { fetchProducts, fetchStorePage, PRODUCTS_KEY, STORE_PAGE_SIZE, storePageKey } from '../tables/products';
import { CURRENCY, RETURN_URL_NOT_ALLOWED } from '../content/checkout';
import { metadataField, type Metadata } from '../runtime/lead';
import { STORE_TOASTS } from './store-text';
import { checkCheckoutOptions, type CheckoutOptions } from './checkout-options';
import type { Attribution } from '../runtime/attribution';

export const productsQuery = defineQuery({
  what: 'Loading products',
  key: () => PRODUCTS_KEY,
  fetch: () => fetchProducts(),
  onError: onError.toast({ title: STORE_TOASTS.title, description: STORE_TOASTS.loadFailed, variant: 'destructive' }),
  retry: 0,
});

export interface ProductsState {
  /** The featured products, then the stored ones (the live list, or the server's until it arrives). */
  products: Product[];
  /** No live answer yet (docs/product.md §2.9 "Loading products"). */
  loading: boolean;
  failed: boolean;
  /** Loads the list again (after a refused price). */
  revalidate: () => void;
}

/**
 * The store's list through productsQuery's fetch (its toast, its retries). A server-rendered element has the
 * build-time list as the query's SWR fallback (productsPrefetch): shown at once, and hydrated as the server drew it,
 * while the live list loads. When that load fails, the cards on the page stay (SWR keeps the data it has): the
 * visitor's first touch, which wakes the store, never takes six cards away (issue 32). An element with no list yet
 * (on a partner's page) shows the featured products alone.
 */
export function useProducts(): ProductsState {
  const { data, error, isLoading, mutate } = productsQuery.use();
  // The server (and the hydration that repeats it) says nothing of a load it cannot see finish: a page without
  // JavaScript would say "Loading products" for ever.
  const hydrated = useHydrated();
  const failed = !!error;
  return {
    products: storeList(data ?? []),
    // Not `data === fallback`: a live list equal to the snapshot comes back as the same object (SWR compares deeply).
    loading: !failed && hydrated && (data === undefined || isLoading),
    failed,
    revalidate: () => void mutate(),
  };
}

/** The store's pages (issue 27): one page of cards with the count, under `store-page` + page. */
export const storePageQuery = defineQuery({
  what: 'Loading products',
  key: (page: number) => storePageKey(page),
  fetch: (page: number) => fetchStorePage(page),
  onError: onError.toast({ title: STORE_TOASTS.title, description: STORE_TOASTS.loadFailed, variant: 'destructive' }),
  retry: 0,
});

export interface StorePageState extends ProductsState {
  /** How many products the store has in all (known once a page answered; else the cards shown). */
  total: number;
}

/**
 * One page of the store, as useProducts is for the whole list: a server-rendered element (/store, /store/page/2…)
 * has its page as the SWR fallback and shows it at once; when the fetched page fails, the cards on the page stay. An
 * element with no page yet (on a partner's page) shows the featured products alone on page 1.
 */
export function useStorePage(page: number): StorePageState {
  const { data, error, isLoading, mutate } = storePageQuery.use(page);
  const hydrated = useHydrated();
  const failed = !!error;
  const products = data?.rows ?? (page === 1 ? storeList([]).slice(0, STORE_PAGE_SIZE) : []);
  return {
    products,
    total: data?.total ?? products.length,
    loading: !failed && hydrated && (data === undefined || isLoading),
    failed,
    revalidate: () => void mutate(),
  };
}

export interface CheckoutInput extends CheckoutOptions {
  productId: string;
  price: number;
  /** The visit's campaign attribution (issue 30): the session's metadata. */
  attribution?: Attribution;
  /** The element's metadata (issue 37), kept to its rules: the session's meta_<key> entries. */
  metadata?: Metadata;
}

/** Where to go, and the price and currency the server decided (the request's when it did not say). */
export interface CheckoutStarted {
  url: string;
  price: number;
  currency: string;
}

/** Where the browser goes; a test can replace it. */
export const navigation = { go: (url: string) => window.location.assign(url) };

/** A refusal of create-checkout that names the current price (docs/product.md §7.11). */
export class PriceChangedError extends Error {
  override name = 'PriceChangedError';
  constructor(readonly price: number) {
    super('The price changed');
  }
}

/**
 * create-checkout refused a return address: its origin is neither the clinic's site nor in CHECKOUT_RETURN_ORIGINS
 * (issue 37). Logged as its message, which names the attribute and the setting to change.
 */
export class ReturnUrlNotAllowedError extends ExplainedError {
  override name = 'ReturnUrlNotAllowedError';
  constructor(field: unknown, origin: unknown) {
    const attribute = field === 'cancelUrl' ? 'cancel-url' : 'success-url';
    super(
      `${attribute}: the clinic does not allow returns to ${typeof origin === 'string' ? origin : 'that origin'}. Add the origin to create-checkout's CHECKOUT_RETURN_ORIGINS, or return to a page on an allowed origin.`,
    );
  }
}

/** The body of a 400 from create-checkout, or null. */
async function refusal(error: unknown): Promise<Record<string, unknown> | null> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response) || context.status !== 400) return null;
  try {
    const body: unknown = await context.clone().json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const checkoutAction = defineAction({
  what: 'Starting the checkout',
  run: async ({ productId, price, attribution, ...options }: CheckoutInput): Promise<CheckoutStarted> => {
    const { metadata, ...extras } = options;
    const body = { productId, price, ...checkCheckoutOptions(extras), ...(attribution ? { attribution } : {}), ...metadataField(metadata) };
    const { data, error } = await functions().invoke<{ url?: unknown; price?: unknown; currency?: unknown }>('create-checkout', {
      body,
    });
    if (error) {
      const refused = await refusal(error);
      if (typeof refused?.price === 'number') throw new PriceChangedError(refused.price);
      if (refused?.code === RETURN_URL_NOT_ALLOWED) throw new ReturnUrlNotAllowedError(refused.field, refused.origin);
      throw error;
    }
    const url = typeof data?.url === 'string' ? data.url : '';
    // Only a web address: never a javascript: or data: URL, whatever answered.
    if (!/^https?:\/\//i.test(url)) throw new Error('create-checkout answered without a url');
    return {
      url,
      price: typeof data?.price === 'number' ? data.price : price,
      currency: typeof data?.currency === 'string' ? data.currency : CURRENCY,
    };
  },
  onError: onError.toast({ title: STORE_TOASTS.title, description: STORE_TOASTS.checkoutFailed, variant: 'destructive' }),
});
