import { defineElement } from '../runtime/contract';

export const testimonials = defineElement({
  tag: 'medspa-testimonials',
  hydrate: 'visible',
  summary:
    'Client Transformations: up to 3 featured testimonials (before/after photos, quote, client, service). A load failure is logged only: server-rendered, the testimonials it was built with stay; otherwise nothing shows, heading included.',
  attributes: {
    heading: { type: 'string', doc: 'Section heading.', default: 'Client Transformations' },
    intro: {
      type: 'string',
      doc: 'Line under the heading.',
      default: 'Real results from real clients of our Saint Louis practice.',
    },
  },
  parts: {
    section: 'The whole section.',
    heading: 'The section heading.',
    card: 'One testimonial card.',
    photo: 'A before or after photo with its label.',
    quote: "The client's words.",
    service: 'The service type line.',
  },
  cssProperties: { '--medspa-testimonials-columns': 'Cards per row on wide screens.' },
});
