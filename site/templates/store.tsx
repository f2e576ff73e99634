/**
 * The store's pages (docs/product.md §2.9; issue 27): /store, /store/page/2, … each <medspa-store> rendered by its own
 * component with that page's cards (ctx.widget: its shadow root holds the page's cards and their CSS, its answers script
 * that page alone; the element hydrates that markup), its page links plain links (`list-url`), and the same cards as
 * schema.org Product/Offer data in <head>. The build cuts the pages from its snapshot (storePageOf), the host reads
 * them from the database (site/host/fresh-pages.ts) and renders them with the same route. The page's own CSS only makes
 * room for the fixed header (./store.css).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PageBody, PageContext, Route } from '../render/page';
import { JsonLd } from '../render/html';
import { toProducts, type Product } from '../../widgets/content/products';
import { SITE_PAGES } from '../../widgets/content/navigation';
import { STORE_PAGE_SIZE, storeHref, storePageCount, storePageKey, storePageOf, type StorePage } from '../../widgets/tables/products';
import { store } from '../../widgets/store/store.contract';

const STYLES = [readFileSync(fileURLToPath(new URL('./store.css', import.meta.url)), 'utf8')];

/** A stored image path resolves against the project the snapshot came from ('' = this site's origin). */
function imageUrl(url: string | null, ctx: PageContext): string {
  if (!url) return '';
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  const base = /^https?:\/\//.test(ctx.snapshot.source) ? ctx.snapshot.source.replace(/\/+$/, '') : '';
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The store's address; its pages are under it (`/store/page/2`). */
export const STORE_PATH = SITE_PAGES.store.path;
export const STORE_TITLE = store.attributes.heading.default;
export const STORE_DESCRIPTION = 'Shop medical-grade skincare and hair-care products recommended by our Saint Louis clinicians.';

/** schema.org: the page's products (from `first`, their place in the store), each with its offer in dollars. */
export function storeJsonLd(products: readonly Product[], ctx: PageContext, page = 1) {
  const url = `${ctx.siteUrl}${storeHref(STORE_PATH, page)}`;
  const first = (page - 1) * STORE_PAGE_SIZE;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: store.attributes.heading.default,
    url,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: first + i + 1,
      item: {
        '@type': 'Product',
        name: p.name,
        description: p.description || undefined,
        category: p.category,
        image: imageUrl(p.image_url, ctx) ? new URL(imageUrl(p.image_url, ctx), `${ctx.siteUrl}/`).href : undefined,
        offers: {
          '@type': 'Offer',
          price: p.price.toFixed(2),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url,
        },
      },
    })),
  };
}

/** A page of the store as the build has it: cut from the snapshot's products as the database would answer it. */
export const snapshotStorePage = (ctx: PageContext, page: number): StorePage => storePageOf(toProducts(ctx.snapshot.products), page);

/** A page of the store: the element with this page's cards (its data, to hydrate with) and page links, and its JSON-LD. */
export function storePage(ctx: PageContext, page: number, listing: StorePage): PageBody {
  const attributes = { 'heading-level': '1', 'list-url': STORE_PATH, page: page > 1 ? String(page) : undefined };
  const own = [[storePageKey(page), listing]] as const;
  return {
    content: <div className="store-page">{ctx.widget('medspa-store', attributes, own)}</div>,
    head: [<JsonLd data={storeJsonLd(listing.rows, ctx, page)} />],
    styles: STYLES,
  };
}

/** /store: the store's first page. */
export const renderStore = (ctx: PageContext): PageBody => storePage(ctx, 1, snapshotStorePage(ctx, 1));

/**
 * The route of a page of the store: its address, title and description (each page its own), in the sitemap.
 * `listing`: the page's data (the host's, from the database); without it the page is cut from the snapshot (the build).
 */
export function storeRoute(page: number, listing?: StorePage): Route {
  return {
    path: storeHref(STORE_PATH, page),
    page: 'templates/store.tsx',
    render: (ctx) => storePage(ctx, page, listing ?? snapshotStorePage(ctx, page)),
    title: page > 1 ? `${STORE_TITLE}, page ${page}` : STORE_TITLE,
    description: page > 1 ? `${STORE_DESCRIPTION} Page ${page}.` : STORE_DESCRIPTION,
    sitemap: true,
  };
}

/** Every page of the store but /store (a route of its own). */
export function storeRoutes(ctx: PageContext): Route[] {
  const last = storePageCount(snapshotStorePage(ctx, 1).total);
  return Array.from({ length: last - 1 }, (_, i) => storeRoute(i + 2));
}
