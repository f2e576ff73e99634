import type { ElementContract } from '../runtime/contract';

export const contract: ElementContract = {
  tag: 'medspa-service-cards',
  summary:
    'The three service cards (Facial Aesthetics, Hair Restoration, IV Therapy & Body Treatments): each a link to its page with a cycling image preview (3000 ms, 500 ms fade), two thumbnails, description and treatments; one pause control for the section.',
  attributes: [],
  events: [],
  parts: [
    { name: 'cards', description: 'The section body.' },
    { name: 'card', description: 'Each card link.' },
    { name: 'preview', description: 'Each image preview (blank placeholder when its listing fails).' },
    { name: 'pause-button', description: 'The pause/play control of all previews.' },
  ],
  cssProperties: [
    { name: '--medspa-service-card-height', default: '600px', description: 'Card height.' },
    { name: '--medspa-service-preview-height', default: '400px', description: 'Preview height.' },
    { name: '--medspa-service-fade', default: '500ms', description: 'Fade between preview images.' },
  ],
};
