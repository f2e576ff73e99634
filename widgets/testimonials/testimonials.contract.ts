import type { ElementContract } from '../runtime/contract';

export const contract: ElementContract = {
  tag: 'medspa-testimonials',
  summary:
    'Client Transformations: up to 3 featured testimonials (before/after photos, quote, client, service). A load failure is logged and only the heading shows.',
  attributes: [
    { name: 'heading', type: 'string', description: 'Section heading.', default: 'Client Transformations' },
    {
      name: 'intro',
      type: 'string',
      description: 'Line under the heading; empty hides it.',
      default: 'Real results from real clients of our Saint Louis practice.',
    },
  ],
  events: [],
  parts: [
    { name: 'section', description: 'The whole section.' },
    { name: 'heading', description: 'The section heading.' },
    { name: 'card', description: 'One testimonial card.' },
    { name: 'photo', description: 'A before or after photo with its label.' },
    { name: 'quote', description: "The client's words." },
    { name: 'service', description: 'The service type line.' },
  ],
  cssProperties: [{ name: '--medspa-testimonials-columns', default: '3', description: 'Cards per row on wide screens.' }],
};
