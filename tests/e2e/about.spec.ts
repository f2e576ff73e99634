/**
 * /about against the real host and the local backend (docs/product.md §2.7, §4, §7.7, §8, §9): the collage of
 * aboutus_images (five tiles, each a different image; every 7 s every tile advances by one with a random
 * transition; the pause control; fewer than 5 images: no rotation; a failure shows nothing), the practice and staff
 * text with the Schedule a Consultation link, and the staff anchors reached from the home page. Timers are
 * Playwright's fake clock.
 */
import type { Page } from '@playwright/test';
import { test, expect, nextFrames } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';
import { clinic } from '../../widgets/content/clinic';
import { listing } from '../../widgets/test/fake-backend';
import { objectOf } from './support/images';
import { openFixture } from './support/widget-pages';

test.use({ reducedMotion: 'no-preference' });

const collage = (page: Page) => page.locator('medspa-about-collage');
/** The image each tile shows (every tile holds every image; a leaving one sits under the shown one during a transition). */
const tileSrcs = (page: Page) =>
  collage(page)
    .locator('.collage__tile')
    .evaluateAll((tiles) => tiles.map((t) => t.querySelector('img.is-active')?.getAttribute('data-original') ?? ''));
const index = (src: string) => Number(/about-(\d+)\.jpg$/.exec(src)?.[1]);

async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-20T15:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-20T15:00:01Z'));
}

test('the collage: five different images; every 7 s every tile advances by one with a transition; pause stops it; axe', async ({
  page,
  gotoAndSettle,
}) => {
  await freezeClock(page);
  await gotoAndSettle('/about');
  await expect(collage(page).locator('.collage__tile')).toHaveCount(5);
  const first = await tileSrcs(page);
  expect(first.map(index)).toEqual([1, 2, 3, 4, 5]);
  for (const src of first) expect(objectOf(new URL(src, page.url()).pathname)).toMatch(/^\/storage\/v1\/object\/public\/aboutus_images\//);

  await page.clock.runFor(7000);
  await expect.poll(async () => (await tileSrcs(page)).map(index)).toEqual([2, 3, 4, 5, 1]);
  await expect(collage(page).locator('.collage__img.is-active')).toHaveCount(5);
  await expect(collage(page).locator('.collage__img.is-active').first()).toHaveAttribute('data-effect', /^(fade|dissolve|slide)$/);
  await expect(collage(page).locator('.collage__img.is-leaving')).toHaveCount(5);

  await collage(page).getByRole('button', { name: 'Pause collage' }).click();
  await expect(collage(page).getByRole('button', { name: 'Play collage' })).toBeVisible();
  await page.clock.runFor(30_000);
  expect((await tileSrcs(page)).map(index)).toEqual([2, 3, 4, 5, 1]);
  await collage(page).getByRole('button', { name: 'Play collage' }).click();
  await page.clock.runFor(7000);
  await expect.poll(async () => (await tileSrcs(page)).map(index)).toEqual([3, 4, 5, 1, 2]);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.resume();
  await expectNoA11yViolations(page);
});

test('under reduced motion the collage stands still until Play', async ({ page, gotoAndSettle }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freezeClock(page);
  await gotoAndSettle('/about');
  await expect(collage(page).getByRole('button', { name: 'Play collage' })).toBeVisible();
  await page.clock.runFor(30_000);
  expect((await tileSrcs(page)).map(index)).toEqual([1, 2, 3, 4, 5]);
});

// /about draws the collage from the build's listing (server-rendered); an element embedded elsewhere reads the listing.
test('with 4 images the collage does not rotate and has no pause control', async ({ page }) => {
  await page.route('**/storage/v1/object/list/aboutus_images', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(listing(['about-1.jpg', 'about-2.jpg', 'about-3.jpg', 'about-4.jpg'])),
    }),
  );
  await freezeClock(page);
  await openFixture(page, 'collage-4', '<main><medspa-about-collage></medspa-about-collage></main>');
  await expect(collage(page).locator('.collage__tile')).toHaveCount(5);
  await expect.poll(async () => (await tileSrcs(page)).filter(Boolean).length).toBeGreaterThanOrEqual(4);
  const before = await tileSrcs(page);
  expect(before.slice(0, 4).map(index)).toEqual([1, 2, 3, 4]);
  await page.clock.runFor(30_000);
  expect(await tileSrcs(page)).toEqual(before);
  await expect(collage(page).getByRole('button', { name: /collage/ })).toHaveCount(0);
});

test.describe('a failing listing', () => {
  test.use({ ignoreConsole: [/status of 500/] });
  test('stops silently: the collage the server drew stays; says nothing', async ({ page, gotoAndSettle }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.route('**/storage/v1/object/list/aboutus_images', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":"500","error":"boom","message":"boom"}' }),
    );
    // (no retries, nothing said: the failure's answer read, and the frames after it drawn, is the moment it is handled)
    const failed = page.waitForEvent('requestfinished', (r) => r.url().includes('/object/list/aboutus_images'));
    await gotoAndSettle('/about');
    await failed;
    await nextFrames(page, 3);
    // The element's own collage of the build's first five images (site/pages/about.tsx) stays when its read fails.
    await expect(collage(page).locator('.collage__tile')).toHaveCount(5);
    await expect(collage(page).locator('.collage__img').filter({ visible: true })).toHaveCount(5);
    await expect(page.locator('medspa-toaster .toast')).toHaveCount(0);
    expect(logged.filter((l) => l.includes('[medspa]'))).toEqual([]);
  });
});

test('the practice, the physician with credentials, the nurse and aesthetician with photos; Schedule a Consultation to /contact', async ({
  page,
  gotoAndSettle,
}) => {
  await gotoAndSettle('/about');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`About ${clinic.name}`);
  await expect(main.getByRole('heading', { level: 2, name: 'Our Practice' })).toBeVisible();
  const physician = main.locator(`#${clinic.staff[0].id}`);
  await expect(physician.getByRole('heading', { name: 'Credentials' })).toBeVisible();
  expect(await physician.locator('ul li').count()).toBeGreaterThanOrEqual(4);
  for (const s of clinic.staff.slice(1)) {
    const card = main.locator(`#${s.id}`);
    await expect(card.getByRole('heading', { name: s.name })).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(1);
  }
  await expect(main.locator(`#${clinic.staff[1].id}`).getByRole('link')).toHaveAttribute('href', `/about#${clinic.staff[1].id}`);
  await expect(main.getByRole('link', { name: 'Schedule a Consultation', exact: true })).toHaveAttribute('href', '/contact');
});

test('the staff anchors are reached from the home page', async ({ page, gotoAndSettle }) => {
  await gotoAndSettle('/');
  const nurse = clinic.staff[1];
  await page.locator(`#about a[href="/about#${nurse.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/about#${nurse.id}$`));
  await expect(page.locator(`#${nurse.id}`)).toBeInViewport();
  for (const s of clinic.staff) {
    await gotoAndSettle(`/about#${s.id}`);
    await expect(page.locator(`#${s.id}`)).toBeInViewport();
  }
});

test('off screen the collage stands still; back on screen it moves on', async ({ page, gotoAndSettle }) => {
  await freezeClock(page);
  await gotoAndSettle('/about');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(collage(page)).not.toBeInViewport();
  await page.clock.runFor(21_000);
  expect((await tileSrcs(page)).map(index)).toEqual([1, 2, 3, 4, 5]);
  await collage(page).scrollIntoViewIfNeeded();
  await expect(collage(page)).toBeInViewport();
  await page.clock.runFor(7000);
  await expect.poll(async () => (await tileSrcs(page)).map(index)).toEqual([2, 3, 4, 5, 1]);
});

test.describe('motion before React (issue 39)', () => {
  /** Every script the page fetched: a widget's define chunk, or one that carries React. */
  function recordScripts(page: Page) {
    const scripts: { path: string; react: boolean }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.text().catch(() => '');
      scripts.push({ path: new URL(res.url()).pathname, react: body.includes('react.transitional.element') });
    });
    return { widgets: () => scripts.filter((s) => /\.define-/.test(s.path) || s.react).map((s) => s.path) };
  }
  const isLive = (page: Page) => collage(page).evaluate((e) => !!e.shadowRoot?.querySelector('.medspa-root:not([data-medspa-ssr])'));

  test('no React before interaction while it moves; pause stops it at once; React then takes over the same step, paused, with no error', async ({
    page,
  }) => {
    const { widgets } = recordScripts(page);
    await freezeClock(page);
    await page.goto('/about');
    await expect(collage(page).locator('[data-medspa-motion-driven]')).toHaveCount(1);
    expect((await tileSrcs(page)).map(index)).toEqual([1, 2, 3, 4, 5]);
    await page.clock.runFor(7000);
    await expect.poll(async () => (await tileSrcs(page)).map(index)).toEqual([2, 3, 4, 5, 1]);
    // each image got its address on its turn (held back in the markup: data-later-*)
    await expect(collage(page).locator('.collage__img.is-active[srcset]')).toHaveCount(5);
    await expect(collage(page).locator('.collage__img.is-active').first()).toHaveAttribute('data-effect', /^(fade|dissolve|slide)$/);
    await page.clock.runFor(7000);
    await expect.poll(async () => (await tileSrcs(page)).map(index)).toEqual([3, 4, 5, 1, 2]);
    expect(widgets(), 'widget code or React before any interaction').toEqual([]);
    expect(await isLive(page)).toBe(false);

    // The widget's code is held back until the test lets it go: the press lands before React.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/widgets/chunks/**', async (route) => {
      await gate;
      await route.continue();
    });
    await collage(page).getByRole('button', { name: 'Pause collage' }).click();
    await expect(collage(page).getByRole('button', { name: 'Play collage' })).toBeVisible();
    await page.clock.runFor(21_000);
    expect((await tileSrcs(page)).map(index)).toEqual([3, 4, 5, 1, 2]);
    expect(await isLive(page), 'pressed before React').toBe(false);

    release();
    await expect.poll(() => isLive(page)).toBe(true);
    await expect(collage(page).locator('[data-medspa-motion-driven]')).toHaveCount(0);
    await expect(collage(page).getByRole('button', { name: 'Play collage' })).toBeVisible();
    expect((await tileSrcs(page)).map(index)).toEqual([3, 4, 5, 1, 2]);
    expect(await collage(page).locator('.collage__img.is-active').count()).toBe(5);
    await page.clock.runFor(21_000);
    expect((await tileSrcs(page)).map(index)).toEqual([3, 4, 5, 1, 2]);
    // React answers Play from the state it took over
    await collage(page).getByRole('button', { name: 'Play collage' }).click();
    await page.clock.runFor(7000);
    await expect.poll(async () => (await tileSrcs(page)).map(index)).toEqual([4, 5, 1, 2, 3]);
  });

  test('under reduced motion nothing moves before React either, and the control says Play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/about');
    await expect(collage(page).locator('[data-medspa-motion-driven]')).toHaveCount(1);
    await expect(collage(page).getByRole('button', { name: 'Play collage' })).toBeVisible();
    await page.clock.runFor(30_000);
    expect((await tileSrcs(page)).map(index)).toEqual([1, 2, 3, 4, 5]);
    // React takes over as the page shows it (no hydration mismatch: the fixture fails on console errors)
    await collage(page).dispatchEvent('pointerover');
    await expect.poll(() => isLive(page)).toBe(true);
    await expect(collage(page).getByRole('button', { name: 'Play collage' })).toBeVisible();
    expect((await tileSrcs(page)).map(index)).toEqual([1, 2, 3, 4, 5]);
  });
});
