import type { ElementContract } from '../runtime/contract';
import { consultationDialogParts, consultationSubmittedEvent } from '../consultation/consultation-button.contract';

export const contract: ElementContract = {
  tag: 'medspa-navbar',
  summary:
    'Fixed top navigation: logo to home, a Services dropdown (17 service pages), Home/About/Store/Blog/Contact, and a "Schedule Consultation" button opening the consultation dialog. Under 900px a hamburger toggles a stacked menu. The bar is fixed and takes no room in the page flow (pages keep 4.5rem free at their top).',
  attributes: [
    { name: 'current-path', type: 'string', description: 'Path used for aria-current.', default: 'location.pathname' },
    { name: 'consultation-label', type: 'string', description: 'Text of the consultation button.', default: 'Schedule Consultation' },
  ],
  events: [consultationSubmittedEvent],
  parts: [
    { name: 'bar', description: 'The fixed <header>.' },
    { name: 'logo', description: 'The logo link.' },
    { name: 'menu-button', description: 'The hamburger button (small screens).' },
    { name: 'menu', description: 'The links and the consultation button (stacked on small screens).' },
    { name: 'services-button', description: 'The Services dropdown button.' },
    { name: 'services-list', description: 'The list of service links.' },
    { name: 'consultation-button', description: 'The Schedule Consultation button.' },
    ...consultationDialogParts,
  ],
  cssProperties: [
    { name: '--medspa-navbar-height', default: '4.5rem', description: 'Height of the bar.' },
    { name: '--medspa-navbar-z', default: '2147481000', description: 'Stacking order (under Book Now).' },
    { name: '--medspa-navbar-bg', default: 'var(--medspa-color-surface)', description: 'Bar background.' },
    {
      name: '--medspa-navbar-menu-top',
      default: '4rem',
      description: 'Top padding of the small-screen menu (room for the fixed Book Now link).',
    },
    { name: '--medspa-navbar-max-width', default: '80rem', description: "Width of the bar's content." },
  ],
};
