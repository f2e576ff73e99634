import { defineElement, json } from '../runtime/contract';
import type { BenefitCard } from '../content/service-pages';

export const benefitCards = defineElement({
  tag: 'medspa-benefit-cards',
  hydrate: 'interaction',
  summary:
    "An intro with a hero image and benefit cards with one image each (the PRP page, docs/product.md §2.6): the bucket's image files shuffled, the first the hero, the next ones the cards. Server-rendered, the hero keeps the build's (seeded) order and the cards' images come in a new order on each load, put there by the loader before any widget code; drawn in the browser alone, all are shuffled. Only a skeleton while the listing loads; a listing failure is logged only and an empty bucket shows no images.",
  attributes: {
    bucket: { type: 'string', doc: 'The storage bucket listed (docs/product.md §7.8).', default: 'clinical_images' },
    intro: { type: 'string', doc: 'The intro paragraph.', default: '' },
    cards: json<BenefitCard[]>({
      doc: 'The cards, in order: [{ "title": "…", "text": "…" }] (cards without both texts are left out).',
      shape: '{ title: string; text: string }[]',
      default: [],
    }),
    label: { type: 'string', doc: 'What the photos show, for their text alternatives.', default: 'Treatment' },
  },
  parts: {
    benefits: 'The whole block (every state).',
    hero: 'The hero image frame.',
    card: 'Each benefit card.',
  },
  cssProperties: {
    '--medspa-benefits-gap': 'Space between the cards.',
    '--medspa-benefits-card-bg': 'Background of a card.',
  },
});
