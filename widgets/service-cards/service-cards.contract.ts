import { defineElement } from '../runtime/contract';
import { pauseControl } from '../runtime/motion/pause.contract';

export const serviceCards = defineElement({
  tag: 'medspa-service-cards',
  hydrate: 'interaction',
  summary:
    'The three service cards (Facial Aesthetics, Hair Restoration, IV Therapy & Body Treatments): each a link to its page with a cycling image preview (3000 ms, 500 ms fade), two thumbnails, description and treatments; one pause control for the section.',
  parts: {
    cards: 'The section body.',
    card: 'Each card.',
    link: "Each card's title link (it covers the whole card).",
    preview: 'Each image preview (blank placeholder when its listing fails).',
    ...pauseControl.parts,
  },
  cssProperties: {
    '--medspa-service-card-height': 'Least card height (a card grows when its text needs more).',
    '--medspa-service-preview-height': 'Preview height.',
    '--medspa-service-fade': 'Fade between preview images.',
    ...pauseControl.cssProperties,
  },
});
