/**
 * Our Store (docs/product.md §2.9, §7.10, §7.11): the featured products first, then the stored ones by name, each
 * card with its "Buy Now".
 *
 * States: loading -> "Loading products" (the featured products already show: they are fixed); list; load failed ->
 * the destructive toast and the featured products only (§8). On the store page the element holds the build-time
 * list (site/templates/store.tsx) as JSON: it starts from it, so taking over the static cards moves nothing, and
 * the "Loading products" line keeps its height when it empties.
 */
import { useState } from 'react';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { readInlineJson } from '../runtime/inline-data';
import { toProducts, type Product } from '../content/products';
import { EAGER_CARDS, LOADING_TEXT, SNAPSHOT_ATTRIBUTE } from './store-text';
import { store } from './store.contract';
import { ProductCard } from './ProductCard';
import { headingLevel, type HeadingLevel } from '../runtime/heading';
import { useProducts } from './use-products';
import { useCheckout } from './use-checkout';

export type StoreProps = WidgetProps<typeof store>;

/** The element's child holding the build-time list (site/templates/store.tsx writes it). */
export const SNAPSHOT_SELECTOR = `script[type="application/json"][${SNAPSHOT_ATTRIBUTE}]`;
/** Cards whose images load at once (the first row on a wide screen). */

/** The build-time list inside the element, if any (a page of the clinic's own site). */
export function readSnapshot(host: Element | undefined): Product[] | undefined {
  const rows = readInlineJson(host, SNAPSHOT_ATTRIBUTE);
  return Array.isArray(rows) ? toProducts(rows) : undefined;
}

export function Store(props: StoreProps) {
  const { heading, headingLevel: level, intro, container, successUrl, cancelUrl, clientReferenceId } = withDefaults(store, props);
  const [initial] = useState(() => readSnapshot(container?.host));
  const { products, loading, revalidate } = useProducts(initial);
  const { buy, pending } = useCheckout(revalidate, { successUrl, cancelUrl, clientReferenceId }, props);
  const h = headingLevel(level, 2);
  const Heading = `h${h}` as const;

  return (
    <section className="store medspa-section" part="section" aria-labelledby="store-heading" aria-busy={loading || undefined}>
      <Heading id="store-heading" className="store__heading medspa-section__heading" part="heading">
        {heading}
      </Heading>
      {intro ? <p className="store__intro">{intro}</p> : null}
      <p className="store__status" part="status" role="status">
        {loading ? LOADING_TEXT : ''}
      </p>
      <ul className="store__grid" part="grid" data-state={loading ? 'loading' : 'ready'}>
        {products.map((p, i) => (
          <li key={p.name} className="store__item">
            <ProductCard
              product={p}
              level={(h + 1) as HeadingLevel}
              loading={i < EAGER_CARDS ? 'eager' : 'lazy'}
              pending={pending === p.name}
              disabled={pending !== null}
              onBuy={buy}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
