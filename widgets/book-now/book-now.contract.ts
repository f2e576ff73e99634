import type { ElementContract } from '../runtime/contract';

export const contract: ElementContract = {
  tag: 'medspa-book-now',
  summary: 'Fixed floating "Book Now" link, top right, opening the booking portal in a new tab.',
  attributes: [
    { name: 'href', type: 'string', description: 'Booking page URL. Default: the configured bookingUrl.' },
    { name: 'label', type: 'string', description: 'Visible text.', default: 'Book Now' },
  ],
  events: [],
  parts: [{ name: 'link', description: 'The button-styled link.' }],
  cssProperties: [
    { name: '--medspa-book-now-top', default: '5.25rem', description: 'Distance from the top of the viewport.' },
    { name: '--medspa-book-now-right', default: '1rem', description: 'Distance from the right edge.' },
    { name: '--medspa-book-now-z', default: '2147482000', description: 'Stacking order.' },
  ],
};
