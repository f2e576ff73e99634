/**
 * Our Store (docs/product.md §2.9, §7.10, §7.11; issue 27): the featured products first, then the stored ones by
 * name, each card with its "Buy Now", a page of STORE_PAGE_SIZE cards at a time:
 * - with `list-url` (the /store pages): Previous, the numbered pages and Next are plain links, every page an address
 *   of its own that the server renders (crawlable, no JavaScript needed); the element draws the page it was given;
 * - without (a partner's page): "More products" adds the next page; a live region says how many are shown, and
 *   focus goes to the first new card.
 *
 * States: loading -> "Loading products" (the featured products already show: they are fixed); list; load failed ->
 * the destructive toast and the featured products only (§8). On a store page the server rendered the element with
 * its page (site/templates/store.tsx, the page query's SWR fallback): it hydrates that page, so nothing moves, and
 * the "Loading products" line keeps its height when it empties.
 */
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { EAGER_CARDS, LOADING_TEXT, MORE_PRODUCTS, shownProducts } from './store-text';
import { store } from './store.contract';
import { ProductCard } from './ProductCard';
import { headingLevel, type HeadingLevel } from '../runtime/heading';
import { storePageQuery, useStorePage } from './use-products';
import { useCheckout } from './use-checkout';
import { PageLinks } from '../runtime/controls/PageLinks';
import { MoreButton, useMorePages } from '../runtime/controls/MorePages';
import { storeHref, storePageCount } from '../tables/products';
import type { Product } from '../content/products';

export type StoreProps = WidgetProps<typeof store>;

/** "More products": the pages after the first, added below it. */
const useStorePages = (first: number, shown: Product[], total: number) =>
  useMorePages<Product>({
    of: '',
    first,
    page: { rows: shown, total },
    id: (p) => p.name,
    load: (n) => storePageQuery.load(n),
    loadingText: 'Loading more products…',
    shownText: shownProducts,
    itemSelector: ':scope > li',
  });

export function Store(props: StoreProps) {
  const {
    heading,
    headingLevel: level,
    intro,
    successUrl,
    cancelUrl,
    clientReferenceId,
    source,
    page: pageAttr,
    listUrl,
  } = withDefaults(store, props);
  const linked = listUrl.trim() !== '';
  const first = Math.max(1, Math.floor(Number(pageAttr) || 1));
  const { products: shown, total: firstTotal, loading, revalidate } = useStorePage(first);
  const { buy, pending } = useCheckout(revalidate, { successUrl, cancelUrl, clientReferenceId }, props, source, {
    tag: store.tag,
    value: props.metadata,
  });
  const h = headingLevel(level, 2);
  const Heading = `h${h}` as const;

  const { rows: products, total, listRef, ...more } = useStorePages(first, shown, firstTotal);

  return (
    <section className="store medspa-section" part="section" aria-labelledby="store-heading" aria-busy={loading || undefined}>
      <Heading id="store-heading" className="store__heading medspa-section__heading" part="heading">
        {heading}
      </Heading>
      {intro ? <p className="store__intro">{intro}</p> : null}
      <p className="store__status" part="status" role="status">
        {loading ? LOADING_TEXT : ''}
      </p>
      <ul className="store__grid" part="grid" data-state={loading ? 'loading' : 'ready'} ref={listRef}>
        {products.map((p, i) => (
          <li key={p.name} className="store__item" tabIndex={i >= shown.length ? -1 : undefined}>
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
      {linked ? (
        <PageLinks
          href={(n) => storeHref(listUrl, n)}
          page={first}
          last={storePageCount(total)}
          label="Store pages"
          className="store__pages"
        />
      ) : (
        <MoreButton
          more={more}
          show={!loading && more.hasMore}
          label={MORE_PRODUCTS}
          className={{ box: 'store__more', status: 'store__count', button: 'store__more-button' }}
        />
      )}
    </section>
  );
}
