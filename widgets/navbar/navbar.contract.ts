import { defineElement } from '../runtime/contract';
import { consultationDialog } from '../consultation/consultation-button.contract';

export const navbar = defineElement({
  tag: 'medspa-navbar',
  hydrate: 'interaction',
  summary:
    'Fixed top navigation: logo to home, a Services dropdown (the 17 service pages), Home/About/Store/Blog/Contact, and a "Schedule Consultation" button opening the consultation dialog. Under 900px a hamburger toggles a stacked menu. The bar is fixed and takes no room in the page flow (pages keep its height free at their top).',
  attributes: {
    'current-path': { type: 'string', doc: 'Path used for aria-current. Default: location.pathname.' },
    'consultation-label': { type: 'string', doc: 'Text of the consultation button.', default: 'Schedule Consultation' },
    ...consultationDialog.attributes,
  },
  events: consultationDialog.events,
  parts: {
    bar: 'The fixed bar.',
    logo: 'The logo link.',
    'menu-button': 'The hamburger button (small screens).',
    menu: 'The links and the consultation button (stacked on small screens).',
    'services-button': 'The Services dropdown button.',
    'services-list': 'The list of service links.',
    'consultation-button': 'The Schedule Consultation button.',
    ...consultationDialog.parts,
  },
  cssProperties: {
    '--medspa-navbar-height': 'Height of the bar.',
    '--medspa-navbar-z': 'Stacking order (under Book Now).',
    '--medspa-navbar-bg': 'Bar background.',
    '--medspa-navbar-menu-top': 'Top padding of the small-screen menu.',
    '--medspa-navbar-reserve':
      "Room kept free at the bar's right end (before the menu button on small screens) for a fixed element such as Book Now.",
    '--medspa-navbar-max-width': "Width of the bar's content.",
  },
});
