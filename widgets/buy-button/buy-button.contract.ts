import { defineElement } from '../runtime/contract';
import { checkout, productCard } from '../store/store.contract';

export const buyButton = defineElement({
  tag: 'medspa-buy-button',
  hydrate: 'interaction',
  summary:
    'One product of the store on any page: its card, or only its "Buy Now" button, with the store\'s checkout (create-checkout, then its page; a failure is the store\'s toast).',
  attributes: {
    product: { type: 'string', doc: "The product's name, as in the store (e.g. Bio Cleanse)." },
    layout: { type: 'string', doc: '"button" for the button alone; otherwise the whole card.', default: 'card' },
    label: { type: 'string', doc: 'Text of the button.', default: 'Buy Now' },
    'heading-level': { type: 'number', doc: "Level of the card's product name heading (1 to 5).", default: 2 },
    ...checkout.attributes,
  },
  events: checkout.events,
  parts: {
    ...productCard.parts,
    unavailable: 'The note shown when no product has that name.',
    'load-error': "The note shown when the store's list did not load, with its retry button.",
    retry: 'The button that asks for the list again.',
  },
  cssProperties: { ...productCard.cssProperties },
});
