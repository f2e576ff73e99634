/**
 * The store's words and boxes, written once: the widgets, their tests and the static /store page
 * (site/templates/store.tsx, which runs in Node: this module imports nothing).
 */

/** docs/product.md §8: the two store toasts. */
export const STORE_TOASTS = {
  title: 'Error',
  loadFailed: 'Failed to load products. Please try again later.',
  checkoutFailed: 'Failed to initiate checkout. Please try again later.',
} as const;

/** docs/product.md §2.9. */
export const LOADING_TEXT = 'Loading products';
export const BUY_LABEL = 'Buy Now';
export const PENDING_LABEL = 'Starting checkout…';
/** The disclosure of a description cut at three lines (docs/product.md §2.9). */
export const MORE_LABELS = { more: 'Read more', less: 'Show less' } as const;

/** The image box of a card, also the optimisation target of own uploads. */
export const PRODUCT_IMAGE_WIDTH = 480;
export const PRODUCT_IMAGE_HEIGHT = 360;
/**
 * Cards whose image loads eagerly (the first, the page's largest paint on a phone); the others are lazy, which still
 * loads those in view at once but leaves the bandwidth to the first (camera photos are tens of kilobytes each).
 */
export const EAGER_CARDS = 1;

/** The button of an embedded store that adds the next page (issue 27). */
export const MORE_PRODUCTS = 'More products';
/** What the live region says after "More products". */
export const shownProducts = (shown: number, total: number) =>
  `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} products`;
