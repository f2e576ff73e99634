import { describe, expect, it } from 'vitest';
import { BookNow } from './BookNow';
import { renderWidget } from '../test/render';
import { setConfig } from '../runtime/config';

describe('BookNow', () => {
  it('opens the configured booking portal in a new tab, safely', async () => {
    setConfig({ bookingUrl: 'https://booking.example/clinic' });
    const { container } = await renderWidget(<BookNow />);
    const link = container.querySelector('a')!;
    expect(link.textContent).toContain('Book Now');
    expect(link.getAttribute('href')).toBe('https://booking.example/clinic');
    expect(link.target).toBe('_blank');
    expect(link.rel).toContain('noopener');
  });

  it('prefers the href attribute over configuration', async () => {
    setConfig({ bookingUrl: 'https://booking.example/clinic' });
    const { container } = await renderWidget(<BookNow href="https://other.example/" />);
    expect(container.querySelector('a')!.getAttribute('href')).toBe('https://other.example/');
  });
});
