import { defineElement } from '../runtime/contract';

export const bookNow = defineElement({
  tag: 'medspa-book-now',
  hydrate: 'interaction',
  summary: 'Fixed floating "Book Now" link, top right, above all other content, opening the booking portal in a new tab.',
  attributes: {
    href: { type: 'string', doc: 'Booking page URL. Default: the configured bookingUrl.' },
    label: { type: 'string', doc: 'Visible text.', default: 'Book Now' },
  },
  parts: { link: 'The button-styled link.' },
  cssProperties: {
    '--medspa-book-now-top': 'Distance from the top of the viewport.',
    '--medspa-book-now-right': 'Distance from the right edge.',
    '--medspa-book-now-z': 'Stacking order.',
  },
});
