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
import { useEffect, useRef, useState } from 'react';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { EAGER_CARDS, LOADING_TEXT, MORE_PRODUCTS, shownProducts } from './store-text';
import { store } from './store.contract';
import { ProductCard } from './ProductCard';
import { headingLevel, type HeadingLevel } from '../runtime/heading';
import { storePageQuery, useStorePage } from './use-products';
import { useCheckout } from './use-checkout';
import { PageLinks } from '../runtime/controls/PageLinks';
import { storeHref, storePageCount } from '../data/products';
import type { Product } from '../content/products';

export type StoreProps = WidgetProps<typeof store>;

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
  const { buy, pending } = useCheckout(revalidate, { successUrl, cancelUrl, clientReferenceId }, props, source);
  const h = headingLevel(level, 2);
  const Heading = `h${h}` as const;

  // "More products": the pages after the first, added below it.
  const [more, setMore] = useState<{ of: number; rows: Product[]; next: number; total?: number }>({ of: 0, rows: [], next: 0 });
  const extra = more.of === first ? more : { of: first, rows: [] as Product[], next: first + 1, total: undefined };
  const [status, setStatus] = useState('');
  const [adding, setAdding] = useState(false);
  /** The card to focus once the next page is drawn (the first new one). */
  const focusAt = useRef<number | null>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const products = [...shown, ...extra.rows.filter((r) => !shown.some((p) => p.name === r.name))];
  const total = extra.total ?? firstTotal;

  useEffect(() => {
    if (focusAt.current === null) return;
    gridRef.current?.querySelectorAll<HTMLLIElement>(':scope > li')[focusAt.current]?.focus();
    focusAt.current = null;
  }, [products.length]);

  const loadMore = async () => {
    if (adding) return;
    setAdding(true);
    setStatus('Loading more products…');
    const before = products.length;
    try {
      const next = await storePageQuery.load(extra.next);
      const rows = [...extra.rows, ...next.rows];
      setMore({ of: first, rows, next: extra.next + 1, total: next.total });
      setStatus(shownProducts(Math.min(next.total, shown.length + rows.length), next.total));
      if (next.rows.length) focusAt.current = before;
    } catch {
      setStatus(''); // the layer's toast says it
    } finally {
      setAdding(false);
    }
  };

  return (
    <section className="store medspa-section" part="section" aria-labelledby="store-heading" aria-busy={loading || undefined}>
      <Heading id="store-heading" className="store__heading medspa-section__heading" part="heading">
        {heading}
      </Heading>
      {intro ? <p className="store__intro">{intro}</p> : null}
      <p className="store__status" part="status" role="status">
        {loading ? LOADING_TEXT : ''}
      </p>
      <ul className="store__grid" part="grid" data-state={loading ? 'loading' : 'ready'} ref={gridRef}>
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
        <div className="medspa-more store__more">
          <p className="medspa-more__status store__count" role="status">
            {status}
          </p>
          {!loading && products.length < total ? (
            <button
              type="button"
              className="medspa-more__button store__more-button"
              part="more"
              aria-disabled={adding || undefined}
              onClick={() => void loadMore()}
            >
              {MORE_PRODUCTS}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
