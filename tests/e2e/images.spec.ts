/**
 * Issue 16: every kind of image the product shows is a storage variant sized for its box. On a 390 px phone each
 * image asks for at most about twice the width it is drawn at (never the 4000 px upload), the variants really are
 * served (WebP, from the local render endpoint), and when variants fail every image falls back to its original
 * address (docs/product.md §4, §8). The gallery's video loads nothing before its turn.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, nextFrames, settle } from './support/fixtures';

const MAP_OFFLINE = /get-google-maps-key|Loading the map configuration failed/;
test.use({ viewport: { width: 390, height: 844 }, ignoreConsole: MAP_OFFLINE });
// Every test loads its own page: the workers share them out.
test.describe.configure({ mode: 'parallel' });

const RENDER = '/storage/v1/render/image/public/';
const OBJECT = '/storage/v1/object/public/';

/** Each kind of image: the page it is on and how to find it (CSS selectors pierce open shadow roots). */
const KINDS = [
  { kind: 'hero', path: '/', selector: 'medspa-hero .hero__slide.is-active' },
  { kind: 'staff photos', path: '/', selector: '.home-about img' },
  { kind: 'service card previews', path: '/', selector: 'medspa-service-cards .svc__slide.is-active' },
  { kind: 'service card thumbnails', path: '/', selector: 'medspa-service-cards .svc__thumb' },
  { kind: 'testimonials', path: '/', selector: 'medspa-testimonials .photo img' },
  { kind: 'gallery', path: '/', selector: 'medspa-gallery .gallery__slide.is-active img' },
  { kind: 'about collage', path: '/about', selector: 'medspa-about-collage .collage__img' },
  { kind: 'service page images', path: '/services/facial-aesthetics', selector: 'medspa-service-images img' },
  { kind: 'PRP benefit cards', path: '/services/prp', selector: 'medspa-benefit-cards img' },
  { kind: 'store', path: '/store', selector: 'medspa-store .product img' },
] as const;

/** The kinds by page: one load of each page checks all of its kinds. */
const BY_PATH = [...new Set(KINDS.map((k) => k.path))].map((path) => [path, KINDS.filter((k) => k.path === path)] as const);

interface Shown {
  src: string;
  drawn: number;
  natural: number;
}

/** Every image on the page (shadow roots too) with the address it shows and the width it is drawn at. */
function allImages(page: Page): Promise<{ src: string; drawn: number }[]> {
  return page.evaluate(() => {
    const out: { src: string; drawn: number }[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el instanceof HTMLImageElement && el.currentSrc) out.push({ src: el.currentSrc, drawn: el.getBoundingClientRect().width });
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return out;
  });
}

/** Scrolls the images into view one by one (lazy ones load) and reports what each asked for and is drawn at. */
async function shownImages(page: Page, selector: string): Promise<Shown[]> {
  // Visible ones only: a page's static copy inside an element is not drawn once the element has taken over.
  const images = page.locator(selector).filter({ visible: true });
  await expect(images.first()).toBeAttached();
  const n = await images.count();
  const out: Shown[] = [];
  for (let i = 0; i < n; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    out.push(
      await img.evaluate((el: HTMLImageElement) => ({
        src: el.currentSrc,
        drawn: el.getBoundingClientRect().width,
        natural: el.naturalWidth,
      })),
    );
  }
  return out;
}

const widthAsked = (src: string) => Number(new URL(src).searchParams.get('width'));

test.describe('on a 390 px phone every image is a variant of about its drawn width', () => {
  for (const [path, kinds] of BY_PATH) {
    test(kinds.map((k) => k.kind).join(', '), async ({ page }) => {
      const types: string[] = [];
      page.on('response', (r) => {
        if (r.url().includes(RENDER)) types.push(r.headers()['content-type'] ?? '');
      });
      await page.goto(path);
      if (path === '/') {
        // the hero on a phone is a portrait crop
        const src = await page.locator('medspa-hero .hero__slide.is-active').evaluate((el: HTMLImageElement) => el.currentSrc);
        const q = new URL(src).searchParams;
        expect(Number(q.get('height')), 'the hero is a portrait crop').toBeGreaterThan(Number(q.get('width')));
      }
      await settle(page);
      for (const { kind, selector } of kinds) {
        const shown = await shownImages(page, selector);
        expect(shown.length, kind).toBeGreaterThan(0);
        const everywhere = await allImages(page);
        for (const img of shown) {
          expect(img.src, kind).toContain(RENDER);
          expect(img.drawn, `${kind}: ${img.src}`).toBeGreaterThan(0);
          // The browser may reuse a variant another image of the page asked for (a staff photo is also a collage
          // tile): that costs nothing, so the variant counts for the largest image that shows it.
          const drawn = Math.max(img.drawn, ...everywhere.filter((o) => o.src === img.src).map((o) => o.drawn));
          expect(widthAsked(img.src), `${kind}: ${img.src} drawn at ${drawn}px`).toBeLessThanOrEqual(2 * drawn + 1);
        }
      }
      // Chromium accepts WebP, so that is what the variants are.
      expect(types.length).toBeGreaterThan(0);
      for (const t of types) expect(t).toBe('image/webp');
    });
  }

  test('the hero on a phone is a portrait crop, preloaded with the page', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<link rel="preload" as="image" media="\(max-width: 700px\)" imagesrcset="[^"]*render\/image/i);
    // (the crop itself: on the load of / above)
  });
});

test.describe('a 3x phone fetches the variants a 2x one does (image-url.ts MAX_DENSITY)', () => {
  /** The widths each kind of `path` asks for on a 390 px phone of `dppx` (sorted: the benefit cards shuffle). */
  async function widthsAt(browser: Browser, path: string, kinds: readonly (typeof KINDS)[number][], dppx: number) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: dppx,
      baseURL: test.info().project.use.baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto(path);
      await settle(page);
      const out: Record<string, number[]> = {};
      for (const { kind, selector } of kinds)
        out[kind] = (await shownImages(page, selector)).map((i) => widthAsked(i.src)).sort((a, b) => a - b);
      return out;
    } finally {
      await context.close();
    }
  }

  for (const [path, kinds] of BY_PATH) {
    test(kinds.map((k) => k.kind).join(', '), async ({ browser }) => {
      const [at2, at3] = [await widthsAt(browser, path, kinds, 2), await widthsAt(browser, path, kinds, 3)];
      for (const { kind } of kinds) expect(at2[kind]!.length, kind).toBeGreaterThan(0);
      expect(at3).toEqual(at2);
    });
  }

  test.describe('the hero', () => {
    test.use({ deviceScaleFactor: 3 });

    test('one variant of the first slide, the preloaded one, for 2 device pixels per CSS pixel', async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (r) => void (r.url().includes(`${RENDER}hero_images/hero-1-`) && asked.push(r.url())));
      await page.goto('/');
      const hero = page.locator('medspa-hero .hero__slide.is-active');
      await expect.poll(() => hero.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      // The 2:3 crop covers the slide: 675 px high (80vh) makes it 450 px wide. At 3x that asks 1350 px (the 1600
      // variant); capped, 900 (the 960 one).
      const { src, box } = await hero.evaluate((el: HTMLImageElement) => {
        const r = el.getBoundingClientRect();
        return { src: el.currentSrc, box: Math.max(r.width, (r.height * 2) / 3) };
      });
      expect(widthAsked(src), `${src} for a ${box}px box`).toBeGreaterThanOrEqual(2 * box);
      expect(widthAsked(src), `${src} for a ${box}px box`).toBeLessThanOrEqual(2.5 * box);
      // the head's preload and the image chose the same variant: fetched once
      expect(asked).toEqual([src]);
    });
  });
});

test.describe('when variants cannot be had, every image shows its original address', () => {
  // A list of options is given as [value, options] (Playwright reads a bare array as that pair).
  test.use({
    ignoreConsole: [[MAP_OFFLINE, /Loading an image variant failed/, /render\/image/], { scope: 'test' }] as unknown as RegExp[],
  });

  for (const [path, kinds] of BY_PATH) {
    test(kinds.map((k) => k.kind).join(', '), async ({ page }) => {
      await page.route(`**${RENDER}**`, (route) => route.fulfill({ status: 500, body: 'render down' }));
      await page.goto(path);
      await settle(page);
      for (const { kind, selector } of kinds) {
        const shown = await shownImages(page, selector);
        for (const img of shown) {
          expect(img.src, kind).toContain(OBJECT);
          expect(img.natural, kind).toBeGreaterThan(0);
        }
      }
    });
  }
});

test('the gallery video has a poster and fetches nothing, poster included, before its slide is shown', async ({ page }) => {
  const videoRequests: string[] = [];
  const posterRequests: string[] = [];
  page.on('request', (r) => {
    if (/\.(mp4|webm|mov)(\?|$)/.test(r.url())) videoRequests.push(r.url());
    if (r.url().includes('gallery_images/gallery-6-clinic-tour.jpg')) posterRequests.push(r.url());
  });
  await page.goto('/');
  await settle(page);
  const video = page.locator('medspa-gallery video');
  await video.scrollIntoViewIfNeeded();
  // what the scroll sets off (an observer's report, a render) has run by the second frame after it
  await nextFrames(page);
  expect(await video.getAttribute('src')).toBeNull();
  // the poster is an image under the video (a `poster` attribute is fetched at once, wherever the gallery is)
  expect(await video.getAttribute('poster')).toBeNull();
  const poster = page.locator('medspa-gallery .gallery__poster');
  expect(await poster.getAttribute('src')).toBeNull();
  // the poster image is not a slide of its own: five photos and the video
  await expect(page.locator('medspa-gallery .gallery__slide')).toHaveCount(6);
  expect(videoRequests).toEqual([]);
  expect(posterRequests).toEqual([]);
  // its turn: then it loads, the poster (a variant) first on screen
  await page.locator('medspa-gallery').getByRole('button', { name: 'Go to slide 6' }).click();
  await expect(poster).toHaveAttribute('src', /\/storage\/v1\/render\/image\/public\/gallery_images\/gallery-6-clinic-tour\.jpg\?width=/);
  await expect(video).toHaveAttribute('src', /gallery-6-clinic-tour\.mp4$/);
  await expect.poll(() => posterRequests.length).toBeGreaterThan(0);
  // preload="none": the clip's bytes come when it plays. Under reduced motion (this suite's default) the gallery is
  // paused and the poster stands for it; Play plays the shown video, which then loads.
  expect(videoRequests).toEqual([]);
  await page.locator('medspa-gallery').getByRole('button', { name: 'Play gallery' }).click();
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
});
