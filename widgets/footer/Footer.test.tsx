import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';
import { renderWidget } from '../test/render';
import { clinic } from '../content/clinic';

describe('Footer', () => {
  it('shows the clinic name, address, phone (tel:), email (mailto:), and the year', async () => {
    const { container } = await renderWidget(<Footer year={2031} />);
    const text = container.textContent!;
    expect(text).toContain('Gateway Med Spa');
    expect(text).toContain(clinic.address.street);
    expect(text).toContain('Saint Louis, MO 63105');
    expect(container.querySelector(`a[href="tel:${clinic.phoneE164}"]`)!.textContent).toBe(clinic.phone);
    expect(container.querySelector(`a[href="mailto:${clinic.email}"]`)!.textContent).toBe(clinic.email);
    expect(text).toContain('© 2031');
    expect(container.querySelector('footer')).not.toBeNull();
  });

  it('defaults to the current year', async () => {
    const { container } = await renderWidget(<Footer />);
    expect(container.textContent).toContain(`© ${new Date().getFullYear()}`);
  });

  it('lists the docs/product.md §9 opening hours', async () => {
    const { container } = await renderWidget(<Footer />);
    const rows = [...container.querySelectorAll('.footer__hours > div')].map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]);
    expect(rows).toEqual([
      ['Monday – Friday', '9:00 AM – 7:00 PM'],
      ['Saturday', '10:00 AM – 6:00 PM'],
      ['Sunday', 'Closed'],
    ]);
  });

  it('links the pages and the four social networks (new tab, noopener)', async () => {
    const { container } = await renderWidget(<Footer />);
    const hrefs = [...container.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/about', '/services', '/store', '/blog', '/contact', '/newsletter']);
    const social = [...container.querySelectorAll('a[target="_blank"]')];
    expect(social.map((a) => a.getAttribute('href'))).toEqual(clinic.social.map((s) => s.url));
    for (const a of social) expect(a.getAttribute('rel')).toContain('noopener');
  });
});
