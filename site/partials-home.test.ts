// @vitest-environment node
/** The static fallbacks of the home media widgets agree with the widgets (text, links, first hero image). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_CARDS } from '../widgets/service-cards/services';

const root = resolve(__dirname, '..');
const read = (name: string) => readFileSync(resolve(root, 'site/partials/home', name), 'utf8');
const html = (s: string) => s.replace(/&/g, '&amp;');

describe('home media partials', () => {
  it('hero: h1, tagline, both links and the first hero image, sized and high priority', () => {
    const doc = read('hero.html');
    expect(doc).toMatch(/^<medspa-hero>/);
    expect(doc).toContain('<h1');
    expect(doc).toContain('{{clinic.tagline}}');
    expect(doc).toContain('href="#services">Explore Our Services</a>');
    expect(doc).toContain('href="/newsletter">Join Newsletter</a>');
    const img = doc.match(/<img [^>]*>/)![0];
    expect(img).toContain('width="1920"');
    expect(img).toContain('height="1080"');
    expect(img).toContain('fetchpriority="high"');
    // the first image of the bucket's listing at build time (site/build.test.ts checks what that becomes)
    expect(img).toContain('{{img:hero:hero_images#0}}');
    expect(doc).toContain('<picture>{{sources:hero:hero_images#0}}<img');
  });

  it('services: the section #services, heading, and every card text and link', () => {
    const doc = read('services.html');
    expect(doc).toContain('<section id="services"');
    expect(doc).toContain('>Our Services</h2>');
    expect(doc).toContain('<medspa-service-cards>');
    for (const c of SERVICE_CARDS) {
      expect(doc).toContain(`<h3 class="hm-svc__title"><a class="hm-svc__link" href="${c.href}">${html(c.title)}</a></h3>`);
      expect(doc).toContain(html(c.description));
      for (const t of c.treatments) expect(doc).toContain(`<li>${html(t)}</li>`);
    }
  });

  it('gallery and ticker wrap their fallbacks', () => {
    expect(read('gallery.html')).toContain('>Our Gallery</h2>');
    expect(read('gallery.html')).toContain('<medspa-gallery>');
    expect(read('news-ticker.html')).toContain('<medspa-news-ticker>');
  });
});
