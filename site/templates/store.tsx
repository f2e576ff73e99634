/**
 * The /store page (docs/product.md §2.9): <medspa-store> with, inside it, the build-time product list
 * (site/snapshot.ts) as its static fallback: crawlable cards and schema.org Product/Offer data, the same list as
 * JSON for the widget to start from, and the widget's own card and grid CSS, so the live widget replaces the
 * cards without moving them (the section's box metrics: ./store.css).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PageBody, PageContext } from '../routes';
import { jsonLdScript, renderHtml } from './render';
import { StaticImage } from './images';
import { inlineJson } from '../../widgets/runtime/inline-data';
import { formatPrice, storeList, toProducts, type Product } from '../../widgets/content/products';
import { store } from '../../widgets/store/store.contract';
import { ProductPlaceholder } from '../../widgets/store/Placeholder';
import { BUY_LABEL, EAGER_CARDS, PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH, SNAPSHOT_ATTRIBUTE } from '../../widgets/store/store-text';

const css = (rel: string) => readFileSync(fileURLToPath(new URL(rel, import.meta.url)), 'utf8');
/**
 * The page's own stylesheet: the widget's CSS, which styles the same class names in the light DOM (no :host rules
 * in these files), then the fallback section's box metrics (./store.css).
 */
const STYLES = [
  '../../widgets/runtime/media/media.css',
  '../../widgets/store/product-card.css',
  '../../widgets/store/store.css',
  './store.css',
].map(css);

/** A stored image path resolves against the project the snapshot came from ('' = this site's origin). */
function imageUrl(url: string | null, ctx: PageContext): string {
  if (!url) return '';
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  const base = /^https?:\/\//.test(ctx.snapshot.source) ? ctx.snapshot.source.replace(/\/+$/, '') : '';
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

function Card({ p, i, ctx }: { p: Product; i: number; ctx: PageContext }) {
  const src = imageUrl(p.image_url, ctx);
  const nameId = `store-fallback-${i}`;
  return (
    <li className="store__item">
      <article className="product" aria-labelledby={nameId}>
        <div className="product__media">
          <ProductPlaceholder />
          {src ? (
            <span className="media-frame product__frame">
              <StaticImage
                src={src}
                layout="product"
                transformations={ctx.imageTransformations}
                alt=""
                width={PRODUCT_IMAGE_WIDTH}
                height={PRODUCT_IMAGE_HEIGHT}
                loading={i < EAGER_CARDS ? 'eager' : 'lazy'}
                decoding="async"
                {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
              />
            </span>
          ) : null}
        </div>
        <div className="product__body">
          {p.category?.trim() ? <p className="product__category">{p.category}</p> : null}
          <h2 id={nameId} className="product__name">
            {p.name}
          </h2>
          <p className="product__description">{p.description}</p>
          <div className="product__footer">
            <p className="product__price">{formatPrice(p.price)}</p>
            {/* Works once the element's code has run: until then there is nothing to click. */}
            <button type="button" className="btn product__buy" disabled aria-describedby={nameId}>
              {BUY_LABEL}
            </button>
          </div>
        </div>
      </article>
    </li>
  );
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
  const stored = toProducts(ctx.snapshot.products);
  const products = storeList(stored);
  const json = inlineJson(stored);
  const fallback = renderHtml(
    <section className="store-fallback" aria-labelledby="store-fallback-heading">
      <h1 id="store-fallback-heading" className="store-fallback__heading">
        {store.attributes.heading.default}
      </h1>
      <p className="store__intro">{store.attributes.intro.default}</p>
      <p className="store__status" />
      <ul className="store__grid">
        {products.map((p, i) => (
          <Card key={p.name} p={p} i={i} ctx={ctx} />
        ))}
      </ul>
    </section>,
  );
  return {
    content: `<div class="store-page"><medspa-store heading-level="1"><script type="application/json" ${SNAPSHOT_ATTRIBUTE}>${json}</script>${fallback}</medspa-store></div>`,
    head: jsonLdScript(storeJsonLd(products, ctx)),
    styles: STYLES,
  };
}
