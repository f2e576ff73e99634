/**
 * Our Store (docs/product.md §2.9, §7.10, §7.11): the featured products first, then the stored ones by name, each
 * card with its "Buy Now".
 *
 * States: loading -> "Loading products" (the featured products already show: they are fixed); list; load failed ->
 * the destructive toast and the featured products only (§8). On the store page the server rendered the element with
 * the build-time list (site/templates/store.tsx, the products query's SWR fallback): it hydrates that list, so
 * nothing moves, and the "Loading products" line keeps its height when it empties.
 */
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { EAGER_CARDS, LOADING_TEXT } from './store-text';
import { store } from './store.contract';
import { ProductCard } from './ProductCard';
import { headingLevel, type HeadingLevel } from '../runtime/heading';
import { useProducts } from './use-products';
import { useCheckout } from './use-checkout';

export type StoreProps = WidgetProps<typeof store>;

export function Store(props: StoreProps) {
  const { heading, headingLevel: level, intro, successUrl, cancelUrl, clientReferenceId, source } = withDefaults(store, props);
  const { products, loading, revalidate } = useProducts();
  const { buy, pending } = useCheckout(revalidate, { successUrl, cancelUrl, clientReferenceId }, props, source);
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
