/** The store's public surface for other features (the buy button shows a product card with the same checkout). */
import css from './product-card.css?inline';
export { ProductCard, BuyButton } from './ProductCard';
export { useProducts } from './use-products';
export { useCheckout } from './use-checkout';
export { STORE_TOASTS } from './store-text';
/** Elements that show a ProductCard add this to their `styles` (with mediaStyles). */
export const productCardStyles = css;
