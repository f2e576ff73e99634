import { defineElement } from '../runtime/contract';

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
  summary:
    'Our Store: a responsive grid of product cards (image, name, description, price with 2 decimals, category, "Buy Now"), the two featured products first, then the stored ones by name. "Buy Now" starts the checkout and goes to its page; failures are toasts.',
  attributes: {
    heading: { type: 'string', doc: 'Section heading.', default: 'Our Store' },
    'heading-level': { type: 'number', doc: 'Level of the heading (1 on the store page; cards are one level below).', default: 2 },
    intro: {
      type: 'string',
      doc: 'Line under the heading.',
      default: 'Medical-grade skincare and hair-care products chosen by our clinicians.',
    },
  },
  parts: {
    section: 'The whole section.',
    heading: 'The section heading.',
    status: 'The "Loading products" line.',
    grid: 'The grid of cards.',
    ...productCard.parts,
  },
  cssProperties: {
    '--medspa-store-card-min': 'Narrowest card before the grid wraps to fewer columns.',
    '--medspa-store-gap': 'Space between cards.',
    ...productCard.cssProperties,
  },
});
