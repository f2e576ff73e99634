import type { ElementContract } from '../runtime/contract';

export const contract: ElementContract = {
  tag: 'medspa-footer',
  summary: "Site footer: the clinic's name, address, phone, email, opening hours, page and social links, copyright year.",
  attributes: [{ name: 'year', type: 'number', description: 'Year in the copyright line.', default: 'the current year' }],
  events: [],
  parts: [{ name: 'footer', description: 'The <footer> element.' }],
  cssProperties: [
    { name: '--medspa-footer-bg', default: '#2b211c', description: 'Background.' },
    { name: '--medspa-footer-color', default: '#f7f2ee', description: 'Text colour.' },
    { name: '--medspa-footer-max-width', default: '80rem', description: 'Width of the content.' },
  ],
};
