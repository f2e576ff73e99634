import type { ElementContract } from '../runtime/contract';

export const contract: ElementContract = {
  tag: 'medspa-visit-us',
  summary:
    'Visit Us: address, phone, opening hours, Connect With Us social links and the Google map (zoom 16 on the practice). Without a Maps key the map falls back to a message and a directions link.',
  attributes: [{ name: 'heading', type: 'string', description: 'Section heading.', default: 'Visit Us' }],
  events: [],
  parts: [
    { name: 'section', description: 'The whole section.' },
    { name: 'heading', description: 'The section heading.' },
    { name: 'phone', description: 'The telephone link.' },
    { name: 'social', description: 'The list of social links.' },
    { name: 'map', description: 'The 400 px map box (all states).' },
    { name: 'map-fallback', description: 'The failed state: message and directions link.' },
  ],
  cssProperties: [{ name: '--medspa-map-height', default: '400px', description: 'Height of the map box.' }],
};
