import type { ElementContract } from '../runtime/contract';

export const contract: ElementContract = {
  tag: 'medspa-news-ticker',
  summary:
    'News bar: the news rows newest first, one at a time (5000 ms, 500 ms fade, looping) with a pause control; skeletons, error (with a toast) and empty states.',
  attributes: [{ name: 'label', type: 'string', description: 'Small label at the start of the bar.', default: 'News' }],
  events: [],
  parts: [
    { name: 'ticker', description: 'The bar.' },
    { name: 'label', description: 'The label pill.' },
    { name: 'item', description: 'Each news item.' },
    { name: 'pause-button', description: 'The pause/play control.' },
  ],
  cssProperties: [
    { name: '--medspa-ticker-height', default: '4.5rem', description: 'Bar height.' },
    { name: '--medspa-ticker-bg', default: 'var(--medspa-color-surface-alt)', description: 'Bar background.' },
    { name: '--medspa-ticker-fade', default: '500ms', description: 'Fade between items.' },
  ],
};
