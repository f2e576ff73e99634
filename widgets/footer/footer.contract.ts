import { defineElement } from '../runtime/contract';

export const footer = defineElement({
  tag: 'medspa-footer',
  hydrate: 'interaction',
  summary: "Site footer: the clinic's name, address, phone, email, opening hours, page and social links, copyright year.",
  attributes: {
    year: { type: 'number', doc: 'Year in the copyright line. Default: the current year.' },
  },
  parts: { footer: 'The <footer> element.' },
  cssProperties: {
    '--medspa-footer-bg': 'Background.',
    '--medspa-footer-color': 'Text colour.',
    '--medspa-footer-max-width': 'Width of the content.',
  },
});
