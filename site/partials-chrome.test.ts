// @vitest-environment node
/** The static fallbacks (site/partials) say what the widgets say: the same links and clinic facts. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { FOOTER_LINKS, PAGE_LINKS, SERVICE_LINKS } from '../widgets/content/navigation';
import { resolveIncludes } from './build';

/** A partial as pages get it: with its own includes expanded. */
const partial = (name: string) => resolveIncludes(readFileSync(`site/partials/${name}.html`, 'utf8'), `partials/${name}.html`);

describe('chrome partials', () => {
  it('the navbar fallback has every page and service link, inside <medspa-navbar>', () => {
    const html = partial('navbar');
    expect(html.trim().startsWith('<medspa-navbar>')).toBe(true);
    expect(html.trim().endsWith('</medspa-navbar>')).toBe(true);
    for (const l of [...PAGE_LINKS, ...SERVICE_LINKS]) expect(html).toContain(`<a href="${l.href}">${l.label}</a>`);
    // The wide and the narrow (details-based) menus both carry the links.
    expect(html.split('<a href="/services/glp1-therapy">').length - 1).toBe(2);
    expect(html).toContain('Schedule Consultation');
  });

  it('the footer fallback has the footer links and the clinic facts', () => {
    const html = partial('footer');
    expect(html.trim().startsWith('<medspa-footer>')).toBe(true);
    for (const l of FOOTER_LINKS) expect(html).toContain(`<a href="${l.href}">${l.label}</a>`);
    for (const key of [
      'clinic.phone',
      'clinic.phoneE164',
      'clinic.email',
      'clinic.address.street',
      'year',
      'clinic.hours.0.label',
      'clinic.hours.2.label',
      'clinic.social.3.url',
    ]) {
      expect(html).toContain(`{{${key}}}`);
    }
  });

  it('the Book Now fallback links the booking portal in a new tab, safely', () => {
    const html = partial('book-now');
    expect(html).toMatch(/^<medspa-book-now><a [^>]*href="\{\{bookingUrl\}\}"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
    expect(html).toContain('Book Now');
  });
});
