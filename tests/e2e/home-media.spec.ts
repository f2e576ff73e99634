/**
 * The home page's moving media against the real host and the local backend: hero (static first image as the
 * largest paint, seeded slides, dots, pause, reduced motion), news ticker (seeded, error, empty), service
 * cards (links), gallery (plays, dots, video, pause, error). axe-core checks each state.
 * Timers are Playwright's fake clock, so 5/7 s intervals run instantly and deterministically.
 */
import type { Page } from '@playwright/test';
import { test, expect, nextFrames } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';
import { objectOf } from './support/images';

const FIRST_HERO = '/storage/v1/object/public/hero_images/hero-1-treatment-room.jpg';
const NEWEST_NEWS = 'Holiday glow packages now booking';

// Offline there is no Google Maps key: the map shows its documented failed state.
// A fixture option given as an array must be wrapped in a tuple ([value, options]), or Playwright reads the
// second regex as the options.
const MAP_OFFLINE = [/get-google-maps-key/, /Loading the map configuration failed/];
const ignore = (...more: RegExp[]) => [[...MAP_OFFLINE, ...more], { scope: 'test' }] as unknown as RegExp[];
test.use({ ignoreConsole: ignore(), reducedMotion: 'no-preference' });

/** Fake timers that stand still until the test moves them (page.clock.runFor). */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-20T15:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-20T15:00:01Z'));
}
/**
 * axe on a still page: reduced motion stops every rotation and shortens transitions (so no text is caught
 * mid-fade), and a frozen clock runs again (axe needs timers).
 */
async function checkA11y(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.resume().catch(() => {});
  await nextFrames(page); // the resumed timers and the reduced-motion styles have run and are drawn
  await expectNoA11yViolations(page);
}
const hero = (page: Page) => page.locator('medspa-hero');
const activeHeroSrc = (page: Page) => hero(page).locator('.hero__slide.is-active').getAttribute('data-original');
const activeGallery = (page: Page) => page.locator('medspa-gallery .gallery__slide.is-active .gallery__media');

test.describe('hero', () => {
  test('the first hero image is in the static HTML, sized, high priority, and is the largest paint', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const heroHtml = html.slice(html.indexOf('<medspa-hero>'), html.indexOf('</medspa-hero>'));
    expect(heroHtml).toContain('<h1');
    // variants of the hero bucket's first image (a portrait crop on phones), named by data-original
    expect(heroHtml).toMatch(new RegExp(`<img [^>]*data-original="${FIRST_HERO}"[^>]*>`));
    // (attribute names in HTML are case-insensitive; the server's React writes srcSet, fetchPriority)
    expect(heroHtml).toMatch(/<source media="\(max-width: 700px\)" srcset="\/storage\/v1\/render\/image\/public\/hero_images\//i);
    const img = heroHtml.match(/<img [^>]*>/)![0];
    expect(img).toContain('width="1920"');
    expect(img).toContain('height="1080"');
    expect(img).toMatch(/fetchpriority="high"/i);

    // The seed's hero is a drawn scene with grain (supabase/media/generate.ts): its WebP variants stay above Chrome's
    // "low-entropy" floor (0.05 bits per pixel), so the real variant, not a stand-in, is the largest paint.
    await page.goto('/');
    // The first request for a variant renders it (a cold cache): let it arrive and paint before reading the entries.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((e) => e.name.includes('hero-1-treatment-room.jpg') && (e as PerformanceResourceTiming).responseEnd > 0),
    );
    // …and be drawn: decoded, then the frames after it painted (the paint is what makes the entry).
    await page.waitForFunction(() => {
      const img = document.querySelector('medspa-hero')?.shadowRoot?.querySelector<HTMLImageElement>('img.hero__slide.is-active');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    await nextFrames(page);
    const lcp = await page.evaluate(
      () =>
        new Promise<{ url: string; start: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { url: string };
            resolve({ url: last.url, start: last.startTime });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(objectOf(new URL(lcp.url).pathname)).toBe(FIRST_HERO);
    // The image was requested before the hero's code: the paint never waits for JavaScript.
    const order = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const img = entries.find((e) => e.name.includes('hero-1-treatment-room.jpg'));
      const chunk = entries.find((e) => /\/chunks\/hero\.define-/.test(e.name));
      return {
        img: img?.startTime ?? Infinity,
        chunk: chunk?.startTime ?? Infinity,
        imgCount: entries.filter((e) => e.name.includes('hero-1-treatment-room.jpg')).length,
      };
    });
    expect(order.img).toBeLessThan(order.chunk);
    // the widget shows the same variant (from the cache), not a second copy
    await expect(hero(page).locator('.hero__slide.is-active')).toHaveAttribute('data-original', new RegExp(`${FIRST_HERO}$`));
    expect(
      await hero(page)
        .locator('.hero__slide.is-active')
        .evaluate((img: HTMLImageElement) => img.currentSrc),
    ).toBe(lcp.url);
    expect(order.imgCount).toBe(1);
  });

  test('shows the seeded slides; advances every 5 s; dots select, kept apart from the automatic position; pause stops it', async ({
    page,
    gotoAndSettle,
  }) => {
    await freezeClock(page);
    await gotoAndSettle('/');
    const dots = hero(page).getByRole('button', { name: /^Go to slide \d$/ });
    await expect(dots).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gateway Med Spa');
    await expect(hero(page).locator('.hero__tagline')).toHaveText('Hair Restoration • Facial Aesthetics • IV Bar');
    await expect(hero(page).getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '#services');
    await expect(hero(page).getByRole('link', { name: 'Join Newsletter' })).toHaveAttribute('href', '/newsletter');
    expect(await activeHeroSrc(page)).toMatch(/hero-1-/);

    await page.clock.runFor(5000);
    await expect(hero(page).locator('.hero__slide.is-active')).toHaveAttribute('data-original', /hero-2-/);

    await hero(page).getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(hero(page).locator('.hero__slide.is-active')).toHaveAttribute('data-original', /hero-1-/);
    await expect(hero(page).getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5000);
    await expect(hero(page).locator('.hero__slide.is-active')).toHaveAttribute('data-original', /hero-2-/);
    await expect(hero(page).getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');

    await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(20000);
    await expect(hero(page).locator('.hero__slide.is-active')).toHaveAttribute('data-original', /hero-2-/);
    await checkA11y(page);
  });

  test('under reduced motion nothing advances by itself', async ({ page, gotoAndSettle }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await gotoAndSettle('/');
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(page.locator('medspa-gallery').getByRole('button', { name: 'Play gallery' })).toBeVisible();
    await page.locator('medspa-gallery').scrollIntoViewIfNeeded();
    // (resolved addresses: the server's are relative, the live listing's absolute)
    const shownGallery = () => activeGallery(page).evaluate((img: HTMLImageElement) => img.src);
    const gallerySrc = await shownGallery();
    await page.clock.runFor(30000);
    expect(await activeHeroSrc(page)).toMatch(/hero-1-/);
    expect(await shownGallery()).toBe(gallerySrc);
    await checkA11y(page);
  });
});

test.describe('motion before React (issue 39)', () => {
  const ticker = (page: Page) => page.locator('medspa-news-ticker');
  const activeItem = (page: Page) => ticker(page).locator('.ticker__item.is-active .ticker__title');
  /** Every script the page fetched: its path, whether it is a widget's define chunk and whether it carries React. */
  function recordScripts(page: Page) {
    const scripts: { path: string; react: boolean }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.text().catch(() => '');
      scripts.push({ path: new URL(res.url()).pathname, react: body.includes('react.transitional.element') });
    });
    return { widgets: () => scripts.filter((s) => /\.define-/.test(s.path) || s.react).map((s) => s.path) };
  }
  /** The loader's plain-DOM driver moves these boxes (runtime/motion/dom.ts). */
  const driven = (page: Page, tag: string) => page.locator(`${tag} [data-medspa-motion-driven]`);
  const isLive = (page: Page, tag: string) =>
    page.locator(tag).evaluate((e) => !!e.shadowRoot?.querySelector('.medspa-root:not([data-medspa-ssr])'));

  test('the hero and the ticker move from the markup with no widget code; pause stops the hero at once; React then takes over the same slide, paused, with no error', async ({
    page,
  }) => {
    const { widgets } = recordScripts(page);
    await freezeClock(page);
    await page.goto('/');
    await expect(driven(page, 'medspa-hero')).toHaveCount(1);
    await expect(driven(page, 'medspa-news-ticker')).toHaveCount(1);
    expect(await activeHeroSrc(page)).toMatch(/hero-1-/);
    await expect(activeItem(page)).toHaveText(NEWEST_NEWS);

    await page.clock.runFor(5000);
    await expect(hero(page).locator('.hero__slide.is-active')).toHaveAttribute('data-original', /hero-2-/);
    // its image got its address on its turn (held back in the markup: data-later-*)
    await expect(hero(page).locator('.hero__slide.is-active')).toHaveAttribute('srcset', /hero-2-/);
    await expect(hero(page).getByRole('button', { name: 'Go to slide 2' })).toHaveClass(/is-showing/);
    await expect(activeItem(page)).not.toHaveText(NEWEST_NEWS);
    expect(await hero(page).locator('.hero__slide.is-active').count()).toBe(1);
    expect(widgets(), 'widget code or React before any interaction').toEqual([]);

    // The widget's code is held back until the test lets it go: the press lands before React.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/widgets/chunks/**', async (route) => {
      await gate;
      await route.continue();
    });
    await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(20000);
    await expect(hero(page).locator('.hero__slide.is-active')).toHaveAttribute('data-original', /hero-2-/);
    expect(await isLive(page, 'medspa-hero'), 'pressed before React').toBe(false);

    release();
    await expect.poll(() => isLive(page, 'medspa-hero')).toBe(true);
    await expect(driven(page, 'medspa-hero')).toHaveCount(0);
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(hero(page).locator('.hero__slide.is-active')).toHaveAttribute('data-original', /hero-2-/);
    expect(await hero(page).locator('.hero__slide.is-active').count()).toBe(1);
    await page.clock.runFor(20000);
    await expect(hero(page).locator('.hero__slide.is-active')).toHaveAttribute('data-original', /hero-2-/);
    // React answers Play from the state it took over
    await hero(page).getByRole('button', { name: 'Play slideshow' }).click();
    await page.clock.runFor(5000);
    await expect(hero(page).locator('.hero__slide.is-active')).toHaveAttribute('data-original', /hero-3-/);

    // The ticker, woken by a first touch, keeps the item it shows.
    const shown = await activeItem(page).textContent();
    await ticker(page).dispatchEvent('pointerover');
    await expect.poll(() => isLive(page, 'medspa-news-ticker')).toBe(true);
    await expect(activeItem(page)).toHaveText(shown!);
    expect(await ticker(page).locator('.ticker__item.is-active').count()).toBe(1);
  });

  test('the gallery moves from the markup with no widget code (a transition per step, the dot following); a dot wakes React, which shows that slide', async ({
    page,
  }) => {
    const { widgets } = recordScripts(page);
    await freezeClock(page);
    await page.goto('/');
    const gallery = page.locator('medspa-gallery');
    await gallery.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await expect(driven(page, 'medspa-gallery')).toHaveCount(1);
    await expect(activeGallery(page)).toHaveAttribute('data-original', /gallery-1\.jpg$/);
    await expect(gallery.locator('.gallery__stage')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(7000);
    await expect(activeGallery(page)).toHaveAttribute('data-original', /gallery-2\.jpg$/);
    await expect(activeGallery(page)).toHaveAttribute('srcset', /gallery-2\.jpg/);
    await expect(gallery.locator('.gallery__slide.is-active')).toHaveAttribute('data-effect', /^(fade|dissolve|slide)$/);
    await expect(gallery.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    // (the testimonials and the map above it are `visible` islands: scrolled past, they load their own code)
    expect(
      widgets().filter((p) => /gallery\.define-/.test(p)),
      'the gallery code before any interaction',
    ).toEqual([]);
    expect(await isLive(page, 'medspa-gallery')).toBe(false);

    await gallery.getByRole('button', { name: 'Go to slide 4' }).click();
    await expect.poll(() => isLive(page, 'medspa-gallery')).toBe(true);
    await expect(driven(page, 'medspa-gallery')).toHaveCount(0);
    // The held press is given back a task after hydration commits (runtime/define.tsx): the frozen clock is moved on
    // in small steps (far from the 7 s interval) until it has been.
    await expect
      .poll(async () => {
        await page.clock.runFor(20);
        return activeGallery(page).getAttribute('data-original');
      })
      .toMatch(/gallery-4\.jpg$/);
    expect(await gallery.locator('.gallery__slide.is-active').count()).toBe(1);
  });

  test('under reduced motion nothing moves before React either, and the controls say Play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    await expect(driven(page, 'medspa-hero')).toHaveCount(1);
    await expect(driven(page, 'medspa-news-ticker')).toHaveCount(1);
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(ticker(page).getByRole('button', { name: 'Play news' })).toBeVisible();
    await page.clock.runFor(30000);
    expect(await activeHeroSrc(page)).toMatch(/hero-1-/);
    await expect(activeItem(page)).toHaveText(NEWEST_NEWS);
    // React takes over as the page shows it (no hydration mismatch: the fixture fails on console errors)
    await ticker(page).dispatchEvent('pointerover');
    await expect.poll(() => isLive(page, 'medspa-news-ticker')).toBe(true);
    await expect(ticker(page).getByRole('button', { name: 'Play news' })).toBeVisible();
  });
});

test.describe('news ticker', () => {
  const ticker = (page: Page) => page.locator('medspa-news-ticker');

  test('shows the newest seeded news', async ({ page, gotoAndSettle }) => {
    await freezeClock(page);
    await gotoAndSettle('/');
    await expect(ticker(page).locator('.ticker__item.is-active .ticker__title')).toHaveText(NEWEST_NEWS);
    await expect(ticker(page).getByRole('button', { name: 'Pause news' })).toBeVisible();
  });

  test.describe('error', () => {
    test.use({ ignoreConsole: ignore(/rest\/v1\/news/, /Loading news failed/, /status of 500/) });
    test('shows "Unable to load news feed" and the destructive toast', async ({ page, gotoAndSettle }) => {
      await freezeClock(page); // the toast stays (its 5 s timer does not run)
      await page.route('**/rest/v1/news?*', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"XX000","message":"boom"}' }),
      );
      await gotoAndSettle('/');
      // The server-rendered ticker revalidates its news in the frame after it hydrates (SWR defers the refresh of
      // data it already shows to the next animation frame): let the frozen clock give it that frame.
      await page.clock.runFor(100);
      await expect(ticker(page).getByText('Unable to load news feed', { exact: true })).toBeVisible();
      await expect(page.getByText('Error loading news', { exact: true })).toBeVisible();
      await expect(page.getByText('Please try again later', { exact: true })).toBeVisible();
      await checkA11y(page);
    });
  });

  test('shows "No announcements at this time" when there is no news', async ({ page, gotoAndSettle }) => {
    await page.route('**/rest/v1/news?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await gotoAndSettle('/');
    await expect(ticker(page).getByText('No announcements at this time', { exact: true })).toBeVisible();
    await checkA11y(page);
  });
});

test('service cards: three cards, each one link to its page, named by its title', async ({ page, gotoAndSettle }) => {
  await gotoAndSettle('/');
  const cards = page.locator('medspa-service-cards');
  for (const [name, href] of [
    ['Facial Aesthetics', '/services/facial-aesthetics'],
    ['Hair Restoration', '/services/hair-restoration'],
    ['IV Therapy & Body Treatments', '/services/iv-therapy'],
  ] as const) {
    await expect(cards.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  // every image of the three buckets (the seed: 5 injectables, 3 hair, 3 IV therapy)
  await expect(cards.locator('.svc__slide')).toHaveCount(11);
  await expect(cards.getByRole('button', { name: 'Pause service previews' })).toBeVisible();
  await cards.getByRole('link', { name: 'Hair Restoration', exact: true }).click();
  await expect(page).toHaveURL(/\/services\/hair-restoration$/);
});

test.describe('gallery', () => {
  const gallery = (page: Page) => page.locator('medspa-gallery');

  test('plays: advances every 7 s, dots jump, only the active video plays, pause stops it', async ({ page, gotoAndSettle }) => {
    await freezeClock(page);
    await gotoAndSettle('/');
    // it only moves while on screen
    await gallery(page).scrollIntoViewIfNeeded();
    await expect(gallery(page).getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(6);
    await expect(activeGallery(page)).toHaveAttribute('data-original', /gallery-1\.jpg$/);
    // running (its stage stops announcing slides) once the observer has seen it on screen, not before
    await expect(gallery(page).locator('.gallery__stage')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(7000);
    await expect(activeGallery(page)).toHaveAttribute('data-original', /gallery-2\.jpg$/);
    await expect(gallery(page).locator('.gallery__slide.is-active')).toHaveAttribute('data-effect', /^(fade|dissolve|slide)$/);

    await gallery(page).getByRole('button', { name: 'Go to slide 6' }).click();
    const video = gallery(page).locator('video');
    await expect(activeGallery(page)).toHaveAttribute('src', /gallery-6-clinic-tour\.mp4$/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop)).toBe(true);

    await gallery(page).getByRole('button', { name: 'Pause gallery' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.clock.runFor(30000);
    await expect(activeGallery(page)).toHaveAttribute('src', /gallery-6-clinic-tour\.mp4$/);
    await gallery(page).getByRole('button', { name: 'Play gallery' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await page.clock.runFor(7000);
    await expect(activeGallery(page)).toHaveAttribute('data-original', /gallery-1\.jpg$/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await checkA11y(page);
  });

  test.describe('listing error', () => {
    test.use({ ignoreConsole: ignore(/gallery/i, /status of 500/) });
    test('shows "Failed to load gallery media"', async ({ page, gotoAndSettle }) => {
      await page.route('**/storage/v1/object/list/gallery_images', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":"500","error":"boom","message":"boom"}' }),
      );
      await gotoAndSettle('/');
      await expect(gallery(page).getByText('Failed to load gallery media', { exact: true })).toBeVisible();
      await checkA11y(page);
    });
  });

  test('shows "No media available in the gallery" for an empty bucket', async ({ page, gotoAndSettle }) => {
    await page.route('**/storage/v1/object/list/gallery_images', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await gotoAndSettle('/');
    await expect(gallery(page).getByText('No media available in the gallery', { exact: true })).toBeVisible();
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px each service card shows its whole description and treatment list: nothing cut`, async ({ page, gotoAndSettle }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoAndSettle('/');
    const fits = await page.locator('medspa-service-cards li.svc').evaluateAll((cards) =>
      cards.map((card) => {
        const desc = card.querySelector('.svc__desc')!;
        const list = card.querySelector('.svc__list')!.getBoundingClientRect();
        const box = card.getBoundingClientRect();
        return { whole: desc.scrollHeight <= desc.clientHeight + 1, inside: list.bottom <= box.bottom, height: box.height >= 600 };
      }),
    );
    expect(fits).toEqual(Array(3).fill({ whole: true, inside: true, height: true }));
  });
}
