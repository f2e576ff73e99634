/**
 * Page checks that run on one-renderer.spec.ts's loads of each route and width (issue 41: one load per route and
 * width, every page check on it) instead of on loads of their own. Each came from the spec named beside it, which
 * keeps the states and widths that need a load of their own.
 *
 *   for (const check of hydratedChecks(path, width)) await check(page); // on the hydrated load
 *   for (const check of bareChecks(path, width)) await check(page);     // on the load without JavaScript
 *
 * They read the page and do not change it (no click, no route); a check that scrolls puts the page back at its top.
 */
import { expect, type Page } from '@playwright/test';
import { clinic } from '../../../widgets/content/clinic';
import { FEATURED_PRODUCTS, formatPrice } from '../../../widgets/content/products';
import { serviceRoutes } from '../../../site/routes';
import { LOCAL_ANON_KEY } from '../../../supabase/local/keys';
import { expectNoA11yViolations } from './axe';
import { expectNavbarRow } from './book-now';
import { objectOf } from './images';
import { expectServicePage, main } from './service-pages';

type Check = (page: Page) => Promise<void>;

const footerOf = (page: Page) => page.locator('medspa-footer footer.footer');
const store = (page: Page) => page.locator('medspa-store .medspa-root');
const storeCards = (page: Page) => store(page).locator('article.product');
const anon = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };

/** chrome.spec (issue 32 item 8): the footer's columns and copyright line span the page's content box; the hours keep one line a day. */
async function footerInset(page: Page): Promise<void> {
  const container = (await page.locator('main .container').first().boundingBox())!;
  for (const part of ['.footer__inner', '.footer__legal']) {
    const box = (await footerOf(page).locator(part).boundingBox())!;
    expect(Math.abs(box.x - container.x), `${part} left`).toBeLessThanOrEqual(1);
    expect(Math.abs(box.x + box.width - (container.x + container.width)), `${part} right`).toBeLessThanOrEqual(1);
  }
  for (const row of await footerOf(page).locator('.footer__hours > div').all()) {
    const [dt, dd] = [(await row.locator('dt').boundingBox())!, (await row.locator('dd').boundingBox())!];
    expect(Math.abs(dt.y - dd.y)).toBeLessThanOrEqual(1);
  }
}

/** chrome.spec: without JavaScript the navbar has every link (the services in its list), the footer all its facts. */
async function staticChrome(page: Page): Promise<void> {
  const nav = page.locator('medspa-navbar nav[aria-label="Main"]');
  await expect(nav.getByRole('link', { name: clinic.name })).toBeVisible();
  // The Services list opens with the element's script; its links are in the page for crawlers before it.
  for (const r of serviceRoutes) await expect(nav.locator(`.navbar__services-list a[href="${r.path}"]`)).toHaveText(r.name);
  const footer = page.locator('medspa-footer');
  await expect(footer.getByRole('link', { name: clinic.phone })).toHaveAttribute('href', `tel:${clinic.phoneE164}`);
  await expect(footer.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.locator('medspa-book-now a')).toHaveAttribute('target', '_blank');
}

/** layout.spec (issue #20): at this width every control of the navbar row inside the window, none over another. */
const navbarRow =
  (width: number): Check =>
  async (page) => {
    await page.evaluate(() => scrollTo(0, 0));
    await expectNavbarRow(page, width);
  };

/** layout.spec: the about collage's large tile is 4:3, live (in the shadow root) or as the server drew it. */
async function collageIsFourByThree(page: Page): Promise<void> {
  const ratio = await page.evaluate(() => {
    const host = document.querySelector('medspa-about-collage')!;
    const el = host.shadowRoot?.querySelector('.collage__tile--large') ?? host.querySelector('.collage__tile--large');
    if (!el) return 0;
    const r = el.getBoundingClientRect();
    return r.width / r.height;
  });
  expect(Math.abs(ratio - 4 / 3), 'the collage tile is 4:3').toBeLessThan(0.02);
}

/**
 * services.spec (issue 32, "thin pages"): each designed page's image (loaded, spanning the content), its sections
 * with their text after the image, and its call to action after them. The headings are written out here (the
 * catalogue's content, beyond the spec's "short description").
 */
export const DESIGNED: Record<string, { sections: string[]; cta: string }> = {
  exosomes: { sections: ['How It Works', 'What It Can Help With', 'The Process', 'Good to Know'], cta: 'Schedule Consultation' },
  'red-light-laser': { sections: ['How It Works', 'Benefits', 'The Process', 'Good to Know'], cta: 'Schedule Consultation' },
  mesotherapy: { sections: ['How It Works', 'What It Can Help With', 'The Process', 'Good to Know'], cta: 'Schedule Consultation' },
  ipl: { sections: ['How It Works', 'What It Treats', 'The Process', 'Good to Know'], cta: 'Schedule Consultation' },
  'glp1-therapy': {
    sections: ['How It Works', 'What the Program Includes', 'The Process', 'Is It Right for You?'],
    cta: 'Schedule Consultation',
  },
  cryolipolysis: {
    sections: ['How It Works', 'Treatment Areas', 'The Process', 'Results and Recovery', 'Is It Right for You?'],
    cta: 'Book Your Consultation (opens in a new tab)',
  },
  neurotoxins: {
    sections: ['How It Works', 'Treatment Areas', 'Treatment Details', 'Before Your Visit'],
    cta: 'Schedule Your Treatment (opens in a new tab)',
  },
  fillers: {
    sections: ['How It Works', 'Treatment Areas', 'What to Expect', 'Before Your Visit'],
    cta: 'Book Your Consultation (opens in a new tab)',
  },
};

const designedPage =
  (slug: string, width: number): Check =>
  async (page) => {
    const expected = DESIGNED[slug]!;
    const m = main(page);
    const img = page.locator('main medspa-service-images .service-images img').first();
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && i.naturalHeight > 0)).toBe(true);
    const content = (await m.locator('.svc').boundingBox())!;
    const box = (await img.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(content.width - 1);
    expect(box.height).toBeGreaterThan(width < 600 ? 150 : 400);

    await expect(m.getByRole('heading', { level: 2 })).toHaveText(expected.sections);
    // each section has its own text under its heading, and comes after the image
    const sections = await m.locator('.svc h2').evaluateAll((hs) =>
      hs
        // not the closed consultation dialog's heading (drawn with its button now, issue 39; the locator pierces shadow roots)
        .filter((h) => !h.closest('dialog'))
        .map((h) => ({ text: h.nextElementSibling?.textContent?.trim().length ?? 0, top: h.getBoundingClientRect().top })),
    );
    for (const s of sections) {
      expect(s.text).toBeGreaterThan(20);
      expect(s.top).toBeGreaterThan(box.y + box.height);
    }
    const cta = expected.cta.startsWith('Schedule Consultation')
      ? m.getByRole('button', { name: expected.cta, exact: true })
      : m.getByRole('link', { name: expected.cta, exact: true });
    await expect(cta).toBeVisible();
    expect((await cta.boundingBox())!.y).toBeGreaterThan(sections.at(-1)!.top);
  };

/** services.spec: no fact of Facial Aesthetics breaks inside its value ("15-30 / minutes"); at 1280 px each fact is one line. */
const factsUnbroken =
  (width: number): Check =>
  async (page) => {
    const facts = page.locator('main .svc-cards .svc-facts li');
    await expect(facts).toHaveCount(12);
    const lines = await facts.evaluateAll((lis) => {
      /** How many lines the text of `el` from character `from` on takes (its rects, grouped by their top). */
      const linesOf = (el: Element, from: number) => {
        const range = document.createRange();
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let pos = 0;
        let last: Node | null = null;
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const len = n.textContent!.length;
          if (!last && pos + len > from) range.setStart(n, from - pos);
          if (pos + len > from) last = n;
          pos += len;
        }
        range.setEnd(last!, last!.textContent!.length);
        const tops = [...range.getClientRects()]
          .filter((r) => r.width > 0)
          .map((r) => r.top)
          .sort((a, b) => a - b);
        return tops.filter((t, i) => i === 0 || t - tops[i - 1]! > 4).length;
      };
      return lis.map((li) => ({
        text: li.textContent!,
        value: linesOf(li, li.textContent!.indexOf(': ') + 2),
        whole: linesOf(li, 0),
      }));
    });
    for (const l of lines) {
      expect(l.value, l.text).toBe(1);
      if (width >= 1280) expect(l.whole, l.text).toBe(1);
    }
  };

/** services.spec (issue 32): every section's content starts and ends where the footer's does, and at 1280 px the navbar's. */
const sectionsAligned =
  (path: string, width: number): Check =>
  async (page) => {
    const edges = await page.evaluate(() => {
      const content = (el: Element) => {
        const r = el.getBoundingClientRect();
        const cs = getComputedStyle(el);
        return { what: el.className, left: r.left + parseFloat(cs.paddingLeft), right: r.right - parseFloat(cs.paddingRight) };
      };
      const sections = [...document.querySelectorAll('main .container:not(.narrow)')].map(content);
      for (const el of document.querySelectorAll('main *'))
        for (const s of el.shadowRoot?.querySelectorAll('.medspa-section') ?? []) sections.push(content(s));
      const footer = document.querySelector('medspa-footer')!.shadowRoot!.querySelector('.footer__inner')!.getBoundingClientRect();
      const logo = document.querySelector('medspa-navbar')!.shadowRoot!.querySelector('.navbar__logo')!.getBoundingClientRect();
      const bookNow = document.querySelector('medspa-book-now')!.shadowRoot!.querySelector('a')!.getBoundingClientRect();
      return {
        sections: sections.filter((s) => s.right > s.left),
        widgetSections: sections.length - document.querySelectorAll('main .container:not(.narrow)').length,
        footer: { left: footer.left, right: footer.right },
        logo: logo.left,
        bookNow: bookNow.right,
      };
    });
    if (path !== '/services/exosomes') expect(edges.widgetSections).toBeGreaterThan(0);
    expect(edges.sections.length).toBeGreaterThan(0);
    for (const s of edges.sections) {
      expect(Math.abs(s.left - edges.footer.left), `${s.what} left`).toBeLessThanOrEqual(1);
      expect(Math.abs(s.right - edges.footer.right), `${s.what} right`).toBeLessThanOrEqual(1);
    }
    expect(Math.abs(edges.logo - edges.footer.left), 'the navbar logo').toBeLessThanOrEqual(1);
    // on a phone Book Now sits left of the menu button
    if (width >= 1280) expect(Math.abs(edges.bookNow - edges.footer.right), 'Book Now').toBeLessThanOrEqual(1);
  };

/** The featured products, then the stored ones by name (what the store lists). */
async function storeRows(page: Page) {
  const res = await page.request.get('/rest/v1/products?select=name,price,category,image_url&order=name.asc', { headers: anon });
  const rows = (await res.json()) as { name: string; price: number | string; category: string; image_url: string | null }[];
  expect(rows.length).toBeGreaterThan(0);
  return [...FEATURED_PRODUCTS, ...rows.map((r) => ({ ...r, price: Number(r.price) }))];
}

/**
 * store.spec (issue 8): the featured products, then the stored ones by name: two-decimal prices, categories, one
 * Buy Now each, a photo each. (axe on this load: one-renderer's page check.)
 */
async function storeList(page: Page): Promise<void> {
  const expected = await storeRows(page);
  await expect(store(page).getByRole('heading', { level: 1, name: 'Our Store' })).toBeVisible();
  await expect(storeCards(page)).toHaveCount(expected.length);
  await expect(storeCards(page).locator('.product__name')).toHaveText(expected.map((p) => p.name));
  await expect(storeCards(page).locator('.product__price')).toHaveText(expected.map((p) => formatPrice(p.price)));
  await expect(storeCards(page).locator('.product__price').first()).toHaveText('$45.99');
  await expect(storeCards(page).locator('.product__category')).toHaveText(expected.map((p) => p.category));
  await expect(store(page).getByRole('button', { name: 'Buy Now' })).toHaveCount(expected.length);
  await expect(store(page).getByRole('status')).toHaveText('');
  // Every product out of the box has a photo of its own (store.spec's "product photos"); no image, or a broken
  // one, leaves the placeholder (store.spec's "bad data").
  await expect(storeCards(page).locator('.product__frame img')).toHaveCount(expected.length);
}

/** store.spec (issue 32 item 6): every product shows its own photo, the one its row (or the featured list) names; none is blank. */
async function storePhotos(page: Page): Promise<void> {
  const expected = (await storeRows(page)).map((p) => ({ name: p.name, image: p.image_url }));
  expect(expected.every((p) => p.image)).toBe(true);
  expect(FEATURED_PRODUCTS.map((p) => p.image_url)).toEqual([
    '/storage/v1/object/public/clinical_images/products/bio-cleanse.jpg',
    '/storage/v1/object/public/clinical_images/products/lock-treatment-set.jpg',
  ]);
  await expect(storeCards(page)).toHaveCount(expected.length);
  const shown: { name: string; image: string }[] = [];
  for (const card of await storeCards(page).all()) {
    await card.scrollIntoViewIfNeeded();
    const img = card.locator('.product__frame img');
    await expect(img).toHaveCount(1);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    await expect(card.locator('.product__frame')).toHaveAttribute('data-state', 'loaded');
    shown.push({
      name: (await card.locator('.product__name').textContent())!,
      image: new URL(objectOf(await img.evaluate((i: HTMLImageElement) => i.currentSrc))).pathname,
    });
  }
  expect(shown).toEqual(expected);
  expect(new Set(shown.map((s) => s.image)).size).toBe(shown.length);
  // (at 1280 px one-renderer's page check runs axe on the whole page)
  await expectNoA11yViolations(page, { include: 'medspa-store' });
  await page.evaluate(() => scrollTo(0, 0));
}

const FOOTER_INSET_ROUTES = ['/contact', '/about', '/blog', '/services'];
const ALIGNED_ROUTES = ['/', '/store', '/services/exosomes'];

/** The checks of the hydrated load of `path` at `width` (390 or 1280), in the order they run. */
export function hydratedChecks(path: string, width: number): Check[] {
  const checks: Check[] = [];
  if (FOOTER_INSET_ROUTES.includes(path)) checks.push(footerInset);
  if (path === '/' && width === 1280) checks.push(navbarRow(width));
  if (path === '/about') checks.push(collageIsFourByThree);
  if (ALIGNED_ROUTES.includes(path)) checks.push(sectionsAligned(path, width));
  const service = serviceRoutes.find((r) => r.path === path);
  if (service && width === 1280) checks.push((page) => expectServicePage(page, path));
  if (service && service.slug in DESIGNED) checks.push(designedPage(service.slug, width));
  if (path === '/services/facial-aesthetics') checks.push(factsUnbroken(width));
  if (path === '/store') {
    if (width === 1280) checks.push(storeList);
    checks.push(storePhotos);
  }
  return checks;
}

/** The checks of the load without JavaScript of `path` at `width`. */
export function bareChecks(path: string, width: number): Check[] {
  const checks: Check[] = [];
  if (path === '/' && width === 1280) checks.push(staticChrome);
  if (path === '/about' && width === 1280) checks.push(collageIsFourByThree);
  return checks;
}
