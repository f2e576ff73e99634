import { defineElement } from '../runtime/contract';

export const visitUs = defineElement({
  tag: 'medspa-visit-us',
  hydrate: 'visible',
  summary:
    'Visit Us: address, phone, opening hours, Connect With Us social links and the Google map (zoom 16 on the practice). Without a Maps key the map falls back to a message and a directions link.',
  attributes: {
    heading: { type: 'string', doc: 'Section heading.', default: 'Visit Us' },
  },
  parts: {
    section: 'The whole section.',
    heading: 'The section heading.',
    phone: 'The telephone link.',
    social: 'The list of social links.',
    map: 'The 400 px map box (all states).',
    'map-fallback': 'The failed state: message and directions link.',
  },
  cssProperties: { '--medspa-map-height': 'Height of the map box.' },
});
