import { defineElement, event } from '../runtime/contract';
import { ATTRIBUTION_DETAIL_TEXT, sourceAttribute } from '../runtime/attribution.contract';
import { metadataAttribute } from '../runtime/lead.contract';
import type { CheckoutDetail, CheckoutFailedDetail } from './use-checkout';

/**
 * What every element with "Buy Now" publishes (the store, the buy button): the per-embed checkout attributes and
 * the conversion events. Details name the product and the reference, never anything about the shopper.
 */
export const checkout = {
  attributes: {
    'success-url': {
      type: 'string',
      doc: "Where a paid checkout returns (relative to the page, or absolute). Its origin must be the clinic's site or in the clinic's CHECKOUT_RETURN_ORIGINS, else the checkout fails. Default: the clinic's order confirmation.",
    },
    'cancel-url': {
      type: 'string',
      doc: "Where a cancelled checkout returns; the same rule as success-url. Default: the clinic's store.",
    },
    'client-reference-id': {
      type: 'string',
      doc: 'Your reference for the purchase (1 to 200 letters, digits, - or _): passed to the payment session, onto the success address (client_reference_id) and into the checkout events.',
    },
    ...sourceAttribute,
    ...metadataAttribute,
  },
  events: {
    'checkout-started': event<CheckoutDetail>({
      doc: '"Buy Now" was pressed and the checkout is being created (the price as shown).',
      detail: `{ product: string; price: number; currency: string; clientReferenceId?: string; ${ATTRIBUTION_DETAIL_TEXT} }`,
    }),
    'checkout-redirected': event<CheckoutDetail>({
      doc: "The checkout was created; the browser is about to leave for it (the price is the server's).",
      detail: `{ product: string; price: number; currency: string; clientReferenceId?: string; ${ATTRIBUTION_DETAIL_TEXT} }`,
    }),
    'checkout-failed': event<CheckoutFailedDetail>({
      doc: "The checkout could not start (the error toast shows): the price changed, a return address outside the clinic's CHECKOUT_RETURN_ORIGINS (`return-url-not-allowed`, with a console error), or any other failure.",
      detail: `{ product: string; clientReferenceId?: string; reason: 'price-changed' | 'return-url-not-allowed' | 'error'; ${ATTRIBUTION_DETAIL_TEXT} }`,
    }),
  },
} as const;

/** What every element showing a product card publishes (the store, the buy button): its parts and properties. */
export const productCard = {
  parts: {
    card: 'One product card.',
    image: "The product's image box (a placeholder when it has none or it fails).",
    name: "The product's name.",
    description: "The product's description.",
    'read-more': 'The "Read more" / "Show less" button of a description longer than three lines.',
    category: 'The category label.',
    price: 'The price.',
    'buy-button': 'The "Buy Now" button.',
  },
  cssProperties: {
    '--medspa-product-image-ratio': 'Aspect ratio of the product image box.',
    '--medspa-product-price-color': 'Colour of the price.',
    '--medspa-product-category-bg': 'Background of the category label.',
    '--medspa-product-category-color': 'Text colour of the category label.',
  },
} as const;

export const store = defineElement({
  tag: 'medspa-store',
  hydrate: 'interaction',
  summary:
    'Our Store: a responsive grid of product cards (image, name, description, price with 2 decimals, category, "Buy Now"), the two featured products first, then the stored ones by name, 24 at a time ("More products" adds the next 24, or, with `list-url`, page links). "Buy Now" starts the checkout and goes to its page; failures are toasts.',
  attributes: {
    heading: { type: 'string', doc: 'Section heading.', default: 'Our Store' },
    'heading-level': { type: 'number', doc: 'Level of the heading (1 on the store page; cards are one level below).', default: 2 },
    intro: {
      type: 'string',
      doc: 'Line under the heading.',
      default: 'Medical-grade skincare and hair-care products chosen by our clinicians.',
    },
    page: { type: 'number', doc: 'The page of the store shown first (24 products a page, from 1).', default: 1 },
    'list-url': {
      type: 'string',
      doc: 'The store\'s own address, such as `/store`. Set, the pages are plain links (`<list-url>/page/<n>`): every page an address of its own, crawlable and working without JavaScript. Empty (on a partner\'s page), "More products" adds the next page.',
      default: '',
    },
    ...checkout.attributes,
  },
  events: checkout.events,
  parts: {
    section: 'The whole section.',
    heading: 'The section heading.',
    status: 'The "Loading products" line.',
    grid: 'The grid of cards.',
    more: 'The "More products" button (without `list-url`).',
    pagination: 'The page links (with `list-url`).',
    ...productCard.parts,
  },
  cssProperties: {
    '--medspa-store-card-min': 'Narrowest card before the grid wraps to fewer columns.',
    '--medspa-store-gap': 'Space between cards.',
    ...productCard.cssProperties,
  },
});
