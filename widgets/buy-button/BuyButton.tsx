/**
 * <medspa-buy-button product="Bio Cleanse"> (docs/product.md §2.9): one product of the store on any page, as its
 * card or only its button, with the store's checkout. The featured products are known without a request; another
 * product is found in the store's list (one shared request with a store on the same page). While the list loads
 * the button waits; a name no product has says so.
 */
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { headingLevel as level } from '../runtime/heading';
import { BuyButton as Button, ProductCard, useCheckout, useProducts } from '../store';
import { buyButton } from './buy-button.contract';

export type BuyButtonElementProps = WidgetProps<typeof buyButton>;

export const UNAVAILABLE_TEXT = 'This product is not available.';

export function BuyButtonElement(props: BuyButtonElementProps) {
  const { product: name, layout, label, headingLevel, successUrl, cancelUrl, clientReferenceId, source } = withDefaults(buyButton, props);
  const { products, loading, revalidate } = useProducts();
  const { buy, pending } = useCheckout(revalidate, { successUrl, cancelUrl, clientReferenceId }, props, source, {
    tag: buyButton.tag,
    value: props.metadata,
  });
  const product = products.find((p) => p.name === (name ?? '').trim());

  if (!product) {
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
  return layout === 'button' ? <Button {...state} /> : <ProductCard {...state} level={level(headingLevel, 2)} loading="lazy" />;
}
