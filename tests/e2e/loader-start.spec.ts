/**
 * Issue 39: a page whose largest paint is an image (PageBody.largestImage) starts the widget loader once that image
 * has come, not beside it (site/boot/start-loader.ts); a visitor who presses before the loader has come is answered at
 * once and loses nothing (widgets/runtime/press.ts). Other pages load the loader with the page, as before.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { isLive } from './support/phone';
import { rest } from './support/service';
import { watchSends } from './support/sends';

const LOADER = '/widgets/loader.js';

/** When the page asked for the loader, and when its largest image and its document were done (ms, page's clock). */
function timings(page: Page) {
  return page.evaluate((loader) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const image = entries.find((e) => e.initiatorType === 'link' && /\/storage\/v1\/render\/image\//.test(e.name));
    return {
      loaderAsked: entries.find((e) => new URL(e.name).pathname === loader)?.startTime,
      imageDone: image?.responseEnd,
      parsed: nav.domInteractive,
    };
  }, LOADER);
}

/** Holds the loader back until `release()`: the page is what a visitor meets before it has come. */
async function holdLoader(page: Page, asked: string[] = []): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(`**${LOADER}`, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.fallback();
  });
  return release;
}

/** The loader is defined (every element is, at once: runtime/element.ts). */
const defined = (page: Page) => page.waitForFunction(() => !!customElements.get('medspa-navbar'));

test.describe('when the loader starts', () => {
  test('the home page asks for it once its hero has come, never beside it; its markup holds no module script', async ({ page }) => {
    const response = await page.goto('/');
    const html = await response!.text();
    expect(html).not.toContain(`<script type="module" src="${LOADER}"`);
    expect(html).not.toContain(`<link rel="modulepreload" href="${LOADER}"`);
    await defined(page);
    const t = await timings(page);
    expect(t.imageDone, 'the hero preloaded').toBeGreaterThan(0);
    expect(t.loaderAsked, 'the loader asked for after the hero came').toBeGreaterThanOrEqual(t.imageDone!);
  });

  test('the photos below the first screen wait for the hero too: none is asked for before it has come, all once the loader is asked for', async ({
    page,
  }) => {
    const asked: string[] = [];
    const release = await holdLoader(page, asked);
    await page.goto('/');
    await expect.poll(() => asked.length, { message: 'the loader asked for' }).toBe(1);
    // The start script gave every held address back as it asked for the loader: none is left, in any shadow root.
    const held = await page.evaluate(() => {
      const n = (root: Document | ShadowRoot): number =>
        [...root.querySelectorAll('*')].reduce(
          (k, el) => k + (el.hasAttribute('data-medspa-hold') ? 1 : 0) + (el.shadowRoot ? n(el.shadowRoot) : 0),
          0,
        );
      return n(document);
    });
    expect(held).toBe(0);
    // The staff portraits (lazy, a screen below the hero) load, before the loader has come, after the hero.
    const portrait = page.locator('img.home-about__photo--main');
    await portrait.scrollIntoViewIfNeeded();
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const order = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const hero = entries.find((e) => e.initiatorType === 'link' && /\/storage\/v1\/render\/image\//.test(e.name))!;
      const photos = entries.filter((e) => /aboutus_images/.test(e.name));
      return { heroDone: hero.responseEnd, photosAsked: Math.min(...photos.map((e) => e.startTime)) };
    });
    expect(order.photosAsked).toBeGreaterThanOrEqual(order.heroDone);
    release();
    await defined(page);
  });

  test('a page whose largest paint is text asks for it with the page, as it parses', async ({ page }) => {
    const response = await page.goto('/contact');
    expect(await response!.text()).toContain(`<script type="module" src="${LOADER}"`);
    await defined(page);
    const t = await timings(page);
    expect(t.loaderAsked, 'asked for while the document was parsed').toBeLessThanOrEqual(t.parsed);
  });
});

test.describe('a press before the loader has come', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"Schedule Consultation" opens its dialog at once; typed and sent before the loader: one row, the §8 toast', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.route('**/functions/v1/send-consultation-sms', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
    );
    const asked: string[] = [];
    const release = await holdLoader(page, asked);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const sends = watchSends(page, 'contact_submissions');
    const nav = page.locator('medspa-navbar');
    const button = nav.getByRole('button', { name: 'Schedule Consultation' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => !!customElements.get('medspa-navbar')), 'no loader yet').toBe(false);
    expect(asked, 'the press asked for the loader').toHaveLength(1);
    await expect(dialog.getByLabel('Name')).toBeFocused();

    const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `before.loader.${n}@example.com`;
    await dialog.getByLabel('Name').fill(`Before Loader ${n}`);
    await dialog.getByLabel('Phone').fill('(314) 555-0142');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Reason for Visit').fill(`Reason ${n}`);
    const submit = dialog.getByRole('button', { name: 'Submit Request' });
    await submit.click();
    // held, "Sending..." meanwhile; the browser did not send the form as a page address
    await expect(submit).toHaveAttribute('data-medspa-held', '');
    expect(new URL(page.url()).search).toBe('');
    expect(await isLive(page, 'medspa-navbar')).toBe(false);

    release();
    await expect(page.locator('medspa-toaster .toast__title')).toHaveText(
      "Consultation request sent successfully! We'll contact you soon.",
      { timeout: 30_000 },
    );
    await expect(dialog).toBeHidden();
    expect(await sends.landed(), 'inserts the page made').toBe(1);
    const stored = (await rest(baseURL!, 'GET', `contact_submissions?select=email&email=eq.${encodeURIComponent(email)}`)).json;
    expect(stored).toEqual([{ email }]);
  });

  test('a button that is not a dialog trigger looks busy at once and is given its press once live', async ({ page }) => {
    const release = await holdLoader(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const hero = page.locator('medspa-hero');
    const second = hero.getByRole('button', { name: 'Go to slide 2' });
    await second.click();
    await expect(second).toHaveAttribute('data-medspa-held', '');
    release();
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 30_000 }); // the live hero took the press
    await expect(second).not.toHaveAttribute('data-medspa-held');
  });

  test("a pointer over an element before the loader is kept: the element's code loads once the loader comes", async ({ page }) => {
    const release = await holdLoader(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('medspa-hero').dispatchEvent('pointerover');
    release();
    await expect.poll(() => isLive(page, 'medspa-hero'), { timeout: 30_000 }).toBe(true);
    expect(await isLive(page, 'medspa-gallery'), 'an element nobody touched waits for its own moment').toBe(false);
  });
});

test.describe('a loader that cannot be loaded', () => {
  test.use({ ignoreConsole: [/loader\.js/] }); // the browser says so in the console: that is the case under test

  test('the answer is taken back and the next press tries again', async ({ page }) => {
    let refuse = true;
    await page.route(`**${LOADER}`, (route) => (refuse ? route.abort('aborted') : route.fallback()));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const second = page.locator('medspa-hero').getByRole('button', { name: 'Go to slide 2' });
    await second.click();
    await expect(second).not.toHaveAttribute('data-medspa-held', ''); // answered, then taken back
    refuse = false;
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 30_000 });
  });
});
