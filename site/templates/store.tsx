/**
 * The /store page (docs/product.md §2.9): <medspa-store> rendered by its own component (ctx.widget: its shadow root
 * holds the build-time product list, the cards and their CSS; the element hydrates that markup), and the same list as
 * schema.org Product/Offer data in <head>. The page's own CSS only makes room for the fixed header (./store.css).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PageBody, PageContext } from '../routes';
import { jsonLdScript, renderHtml } from './render';
import { storeList, toProducts, type Product } from '../../widgets/content/products';
import { store } from '../../widgets/store/store.contract';

const STYLES = [readFileSync(fileURLToPath(new URL('./store.css', import.meta.url)), 'utf8')];

/** A stored image path resolves against the project the snapshot came from ('' = this site's origin). */
function imageUrl(url: string | null, ctx: PageContext): string {
  if (!url) return '';
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  const base = /^https?:\/\//.test(ctx.snapshot.source) ? ctx.snapshot.source.replace(/\/+$/, '') : '';
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** schema.org: the list of products, each with its offer in dollars. */
export function storeJsonLd(products: readonly Product[], ctx: PageContext) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: store.attributes.heading.default,
    url: `${ctx.siteUrl}/store`,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
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
          url: `${ctx.siteUrl}/store`,
        },
      },
    })),
  };
}

export function renderStore(ctx: PageContext): PageBody {
  const products = storeList(toProducts(ctx.snapshot.products));
  return {
    content: renderHtml(<div className="store-page">{ctx.widget('medspa-store', { 'heading-level': '1' })}</div>),
    head: jsonLdScript(storeJsonLd(products, ctx)),
    styles: STYLES,
  };
}
