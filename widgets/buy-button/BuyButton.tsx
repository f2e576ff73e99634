/**
 * <medspa-buy-button product="Bio Cleanse"> (docs/product.md §2.9): one product of the store on any page, as its
 * card or only its button, with the store's checkout. The featured products are known without a request; another
 * product is found in the store's list (one shared request with a store on the same page). While the list loads
 * the button waits; a name no product has says so.
 */
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { headingLevel as level } from '../runtime/heading';
import { BuyButton as Button, ProductCard, STORE_TOASTS, useCheckout, useProducts } from '../store';
import { buyButton } from './buy-button.contract';

export type BuyButtonElementProps = WidgetProps<typeof buyButton>;

export const UNAVAILABLE_TEXT = 'This product is not available.';
/** The store's list did not load: not "not available" (it may well be), the store's words and a way to ask again. */
export const LOAD_FAILED_TEXT = STORE_TOASTS.loadFailed;
export const RETRY_LABEL = 'Try again';

export function BuyButtonElement(props: BuyButtonElementProps) {
  const { product: name, layout, label, headingLevel, successUrl, cancelUrl, clientReferenceId, source } = withDefaults(buyButton, props);
  const { products, loading, failed, revalidate } = useProducts();
  const { buy, pending } = useCheckout(revalidate, { successUrl, cancelUrl, clientReferenceId }, props, source, {
    tag: buyButton.tag,
    value: props.metadata,
  });
  const product = products.find((p) => p.name === (name ?? '').trim());

  if (!product) {
    if (failed)
      return (
        <div className="buy-button__failed" part="load-error">
          <p className="buy-button__failed-text">{LOAD_FAILED_TEXT}</p>
          <button type="button" className="medspa-btn medspa-btn--outline" part="retry" onClick={revalidate}>
            {RETRY_LABEL}
          </button>
        </div>
      );
    return loading ? (
      <button type="button" className="medspa-btn product__buy" part="buy-button" disabled>
        {label}
      </button>
    ) : (
      <p className="buy-button__unavailable" part="unavailable">
        {UNAVAILABLE_TEXT}
      </p>
    );
  }
  const state = { product, pending: pending === product.name, disabled: pending !== null, onBuy: buy, label };
  return layout === 'button' ? <Button {...state} /> : <ProductCard {...state} level={level(headingLevel, 2)} loading="lazy" single />;
}
