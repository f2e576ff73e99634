/**
 * The site's fixed chrome and page boxes at the widths visitors use (issue #20): Book Now never over a control or
 * the open menu, the navbar row never past the right edge, short pages without a band under the footer.
 */
import { test, expect } from './support/fixtures';
import { BOOK_NOW_ROUTES, controls, expectBookNowClear, expectNavbarRow, meets } from './support/book-now';

test.use({ ignoreConsole: [/get-google-maps-key|map configuration|status of 404|no-such-page/] });
// Every test loads its own page: the workers share them out.
test.describe.configure({ mode: 'parallel' });

for (const width of [390, 900, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    // At 390 and 1280 px this runs on one-renderer's hydrated load of each route (one load per route and width).
    if (width === 900)
      for (const path of BOOK_NOW_ROUTES) {
        test(`${path}: Book Now lies inside the bar's band and over no control, at every scroll position`, async ({
          page,
          gotoAndSettle,
        }) => {
          await gotoAndSettle(path);
          await expectBookNowClear(page, width);
        });
      }

    if (width < 900) {
      test('the open menu: Book Now covers none of its controls', async ({ page, gotoAndSettle }) => {
        await gotoAndSettle('/');
        await page.locator('medspa-navbar').getByRole('button', { name: 'Menu' }).click();
        await page.locator('medspa-navbar').getByRole('button', { name: 'Services' }).click();
        const { book, items } = await controls(page);
        expect(items.filter((c) => meets(c, book)).map((c) => c.what)).toEqual([]);
      });
    }
  });
}

// At 1280 px on one-renderer's load of / (support/route-checks.ts, navbarRow).
for (const width of [900, 920, 944, 1000, 1100]) {
  test(`navbar at ${width} px: every control inside the window, none overlapping another`, async ({ page, gotoAndSettle }) => {
    await page.setViewportSize({ width, height: 700 });
    await gotoAndSettle('/');
    await expectNavbarRow(page, width);
  });
}

test.describe('short pages on a tall window', () => {
  test.use({ viewport: { width: 1280, height: 1600 } });
  for (const path of ['/newsletter', '/no-such-page', '/checkout/success/']) {
    test(`${path}: the footer reaches the bottom of the window (no band under it)`, async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => !!document.querySelector('medspa-footer')?.shadowRoot);
      const bottom = await page.evaluate(() => document.querySelector('medspa-footer')!.getBoundingClientRect().bottom);
      expect(Math.abs(bottom - 1600)).toBeLessThanOrEqual(1);
    });
  }
  test('/newsletter: its intro band reaches the footer (no white band between them)', async ({ page }) => {
    await page.goto('/newsletter');
    await page.waitForFunction(() => !!document.querySelector('medspa-footer')?.shadowRoot);
    const { intro, footer } = await page.evaluate(() => ({
      intro: document.querySelector('main > .page-intro')!.getBoundingClientRect().bottom,
      footer: document.querySelector('medspa-footer')!.getBoundingClientRect().top,
    }));
    expect(Math.abs(footer - intro)).toBeLessThanOrEqual(1);
  });
  test('a long page is unchanged: the footer follows the content', async ({ page }) => {
    await page.goto('/');
    const { bottom, height } = await page.evaluate(() => ({
      bottom: document.querySelector('medspa-footer')!.getBoundingClientRect().bottom + window.scrollY,
      height: document.documentElement.scrollHeight,
    }));
    expect(Math.abs(bottom - height)).toBeLessThanOrEqual(1);
  });
});

// At 390 and 1280 px, live, and at 1280 px without JavaScript: on one-renderer's loads of /about
// (support/route-checks.ts, collageIsFourByThree).
for (const width of [900]) {
  test(`/about at ${width} px: the collage's large tile is 4:3 (live)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    const ratio = (sel: string) =>
      page.evaluate((s) => {
        const host = document.querySelector('medspa-about-collage')!;
        const el = host.shadowRoot?.querySelector(s) ?? host.querySelector(s);
        if (!el) return 0;
        const r = el.getBoundingClientRect();
        return r.width / r.height;
      }, sel);
    // the live collage (while the listing loads, the shadow root holds only a slot for the static one)
    await page.waitForFunction(
      () => !!document.querySelector('medspa-about-collage')?.shadowRoot?.querySelector('.collage__tile--large .collage__img'),
    );
    expect(Math.abs((await ratio('.collage__tile--large')) - 4 / 3)).toBeLessThan(0.02);
  });
}
