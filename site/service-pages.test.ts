// @vitest-environment node
/**
 * The service pages come from one catalogue through one template (docs/product.md §2.5, §2.6): every service has its
 * route and page, no hand-written copy is left, external links say they open a new tab, each image page holds its
 * first images in the static HTML, drawn by the element's own component (the real server renderer) into its shadow
 * root and preloaded from <head>, and each page carries its schema.org Service.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceRoutes, routes } from './routes';
import type { Snapshot } from './snapshot';
import { servicePages } from '../widgets/content/service-pages';
import { services, SERVICE_FAMILIES } from '../widgets/content/services';
import { SERVICE_LINKS } from '../widgets/content/navigation';
import { renderServicePage, renderServicesOverview } from './templates/service-page';
import { serverOrder } from '../widgets/benefit-cards/order';
import { bodyHtml, testContext } from './render/test-context';
import { renderPage } from './render/render-page';

const img = (bucket: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `${bucket}-${i + 1}.jpg`, kind: 'image' as const, url: `/s/${bucket}/${i + 1}.jpg` }));
const snapshot = {
  source: 'test',
  takenAt: '',
  news: [],
  products: [],
  buckets: {
    injectables_images: img('injectables_images', 6),
    body_images: img('body_images', 5),
    face_images: img('face_images', 2),
    hair_images: img('hair_images', 2),
    ivtherapy_images: img('ivtherapy_images', 1),
    clinical_images: img('clinical_images', 5),
  },
} as unknown as Snapshot;
const ctx = await testContext({ snapshot });
/** A service page's body, and the <head> the layout writes for it (its largest image preloaded there). */
const page = (slug: (typeof services)[number]['slug']) => {
  const doc = renderPage(
    serviceRoutes.find((r) => r.path === `/services/${slug}`)!,
    ctx,
  );
  return { ...bodyHtml(renderServicePage(slug, ctx)), docHead: doc.slice(0, doc.indexOf('</head>')) };
};
const staticImgs = (html: string, tag: string) => {
  const inner = new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 's').exec(html)?.[1] ?? '';
  return [...inner.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]);
};

describe('the service catalogue', () => {
  it('every service has a page, a route rendered from data, a menu link and a family', () => {
    expect(Object.keys(servicePages)).toEqual(services.map((s) => s.slug));
    expect(serviceRoutes.every((r) => typeof r.render === 'function')).toBe(true);
    expect(routes.find((r) => r.path === '/services')?.render).toBeTypeOf('function');
    expect(SERVICE_LINKS.map((l) => l.href)).toEqual(serviceRoutes.map((r) => r.path));
    expect(new Set(services.map((s) => s.family))).toEqual(new Set(SERVICE_FAMILIES));
  });

  it('no hand-written service page is left', () => {
    const dir = resolve(__dirname, 'pages/services');
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});

describe('the service page template', () => {
  it.each(services.map((s) => s.slug))('%s: one h1, its call to action, its JSON-LD', (slug) => {
    const { content, head } = page(slug);
    const p = servicePages[slug];
    expect(content.match(/<h1>/g)).toHaveLength(1);
    expect(content).toContain(`<h1>${p.heading.replace(/'/g, '&#x27;')}</h1>`);
    if (p.cta.kind === 'booking')
      expect(content).toContain(
        `<a class="btn" href="https://book.test/" target="_blank" rel="noopener noreferrer">${p.cta.label}<span class="sr-only"> (opens in a new tab)</span></a>`,
      );
    if (p.cta.kind === 'dialog') {
      expect(content).toContain('<medspa-consultation-button><template shadowrootmode="open">');
      expect(content).toMatch(/<button type="button" class="medspa-btn consult-button"[^>]*>Schedule Consultation<\/button>/);
    }
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(head!)![1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Service',
      name: p.heading,
      url: `https://clinic.test/services/${slug}`,
      provider: { '@id': 'https://clinic.test/#clinic' },
    });
  });

  it('the first-files rule: the first `count` images drawn by <medspa-service-images> on the server, the first preloaded', () => {
    const { content: body, docHead: head } = page('body-treatments');
    expect(body).toContain(
      '<medspa-service-images bucket="body_images" count="3" label="Body Treatments"><template shadowrootmode="open">',
    );
    expect(staticImgs(body, 'medspa-service-images')).toEqual(['/s/body_images/1.jpg', '/s/body_images/2.jpg', '/s/body_images/3.jpg']);
    expect(/<img [^>]*src="\/s\/body_images\/1.jpg"[^>]*>/.exec(body)![0]).toContain('loading="eager"');
    expect(head).toContain('<link rel="preload" as="image" href="/s/body_images/1.jpg" fetchPriority="high">');
    expect(staticImgs(page('facials').content, 'medspa-service-images')).toEqual(['/s/face_images/1.jpg']);
    expect(staticImgs(page('facial-aesthetics').content, 'medspa-service-images')).toHaveLength(5);
    expect(staticImgs(page('fillers').content, 'medspa-service-images')).toEqual(['/s/injectables_images/1.jpg']);
  });

  it('every service page shows an image, drawn in its static HTML and preloaded (issue 32: no page without one)', () => {
    for (const { slug } of services) {
      const { content, docHead: head } = page(slug);
      expect(content, slug).toMatch(/<img [^>]*src="\/s\/\w+_images\/\d\.jpg"/);
      expect(head, slug).toContain('<link rel="preload" as="image"');
    }
  });

  it('PRP: <medspa-benefit-cards> draws the intro, the cards and the hero + three images in its seeded order, the hero preloaded', () => {
    const { content: body, docHead: head } = page('prp');
    const order = serverOrder(snapshot.buckets.clinical_images).map((i) => i.url);
    expect(staticImgs(body, 'medspa-benefit-cards')).toEqual(order.slice(0, 4));
    expect(head).toContain(`<link rel="preload" as="image" href="${order[0]}" fetchPriority="high">`);
    expect([...body.matchAll(/<h2 class="benefits__title[^"]*">([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual([
      'Natural Healing',
      'Minimal Downtime',
      'Long-lasting Results',
    ]);
    expect(body).not.toMatch(/class="[^"]*(medspa-skeleton|is-skeleton)/);
  });

  it('facts read "Duration: …", "Results: …", "Longevity: …" from the one table', () => {
    expect(page('neurotoxins').content).toContain(
      '<li>Duration: <span class="svc-facts__value">15-30 minutes</span></li><li>Results: <span class="svc-facts__value">visible in 3-7 days</span></li><li>Longevity: <span class="svc-facts__value">3-4 months</span></li>',
    );
  });

  it('the overview: three families, every service once', () => {
    const { content } = bodyHtml(renderServicesOverview(ctx));
    expect([...content.matchAll(/<h2 id="family-\d">([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual([
      'Facial Aesthetics',
      'Hair Restoration',
      'IV &amp; Body',
    ]);
    const hrefs = [...content.matchAll(/class="svc-overview__link" href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.sort()).toEqual(serviceRoutes.map((r) => r.path).sort());
  });
});

describe('treatments with their own page are links to it (derived from the catalogue)', () => {
  it('ownPageOf matches a menu name or a page heading, in any case, never the page itself', async () => {
    const { ownPageOf } = await import('../widgets/content/service-pages');
    expect(ownPageOf('PRP Therapy', 'hair-restoration')).toBe('prp');
    expect(ownPageOf('Red Light Laser Therapy', 'hair-restoration')).toBe('red-light-laser');
    expect(ownPageOf('Dermal Fillers', 'facial-aesthetics')).toBe('fillers');
    expect(ownPageOf('Medical-Grade Facials', 'facial-aesthetics')).toBe('facials');
    expect(ownPageOf('Hair Growth Treatment', 'hair-restoration')).toBeUndefined();
    expect(ownPageOf('PRP Therapy', 'prp')).toBeUndefined();
  });
});

describe('the overview cards read for people', () => {
  it("each card's line is its page's intro, not the meta description", () => {
    const { content } = bodyHtml(renderServicesOverview(ctx));
    for (const page of Object.values(servicePages)) {
      const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      expect(content).toContain(`<p>${esc(page.intro)}</p>`);
      expect(content).not.toContain(`<p>${esc(page.description)}</p>`);
    }
  });
});
