/**
 * The site's fixed chrome and page boxes at the widths visitors use (issue #20): Book Now never over a control or
 * the open menu, the navbar row never past the right edge, short pages without a band under the footer.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

test.use({ ignoreConsole: [/get-google-maps-key|map configuration|status of 404|no-such-page/] });

type Box = { left: number; top: number; right: number; bottom: number; what: string; inBar?: boolean };

/** Boxes of every visible focusable control, through open shadow roots (Book Now's own link excluded). */
async function controls(page: Page): Promise<{ book: Box; bar: Box; items: Box[] }> {
  return page.evaluate(() => {
    const box = (el: Element, what: string) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, what };
    };
    const items: Box[] = [];
    const sel = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.matches(sel) && !el.closest('medspa-book-now') && (el as HTMLElement).offsetParent !== null) {
          const inBar = (el.getRootNode() as ShadowRoot).host?.localName === 'medspa-navbar';
          const b = { ...box(el, `${el.localName}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`), inBar };
          if (b.right - b.left > 1 && b.bottom - b.top > 1) items.push(b);
        }
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    const link = document.querySelector('medspa-book-now')!.shadowRoot!.querySelector('a')!;
    const bar = document.querySelector('medspa-navbar')!.shadowRoot!.querySelector('.navbar')!;
    return { book: box(link, 'Book Now'), bar: box(bar, 'bar'), items };
  });
}

const meets = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const width of [390, 900, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ['/', '/contact', '/services/facial-aesthetics', '/store']) {
      test(`${path}: Book Now lies inside the bar's band and over no control, at every scroll position`, async ({
        page,
        gotoAndSettle,
      }) => {
        await gotoAndSettle(path);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 400) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          const { book, bar, items } = await controls(page);
          // Inside the fixed bar: what scrolls under it is hidden by the bar itself.
          expect(book.top).toBeGreaterThanOrEqual(bar.top);
          expect(book.bottom).toBeLessThanOrEqual(bar.bottom);
          expect(book.right).toBeLessThanOrEqual(width);
          // Page content under the band is hidden by the bar (Book Now lies inside it): only the bar's controls and
          // anything drawn over the bar could be covered.
          const onTop = await page.evaluate(
            ([x, y]) => {
              const el = document.elementFromPoint(x!, y!);
              return el?.localName === 'medspa-book-now' || el?.localName === 'medspa-navbar' || !!el?.closest('.site-chrome');
            },
            [(book.left + book.right) / 2, (book.top + book.bottom) / 2],
          );
          expect(onTop).toBe(true);
          const over = items.filter((c) => c.inBar && meets(c, book));
          expect(
            over.map((c) => c.what),
            `scrolled to ${y}`,
          ).toEqual([]);
        }
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

for (const width of [900, 920, 944, 1000, 1100, 1280]) {
  test(`navbar at ${width} px: every control inside the window, none overlapping another`, async ({ page, gotoAndSettle }) => {
    await page.setViewportSize({ width, height: 700 });
    await gotoAndSettle('/');
    const { book, items } = await controls(page);
    const bar = items.filter((c) => c.bottom <= 72);
    for (const c of [...bar, book]) expect(c.right, c.what).toBeLessThanOrEqual(width);
    const all = [...bar, book];
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++) expect(meets(all[i]!, all[j]!), `${all[i]!.what} / ${all[j]!.what}`).toBe(false);
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

for (const width of [390, 900, 1280]) {
  test(`/about at ${width} px: the collage's large tile is 4:3 (static and live)`, async ({ page }) => {
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
test("/about without JavaScript: the server-rendered collage's large tile is 4:3", async ({ browser, baseURL }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, baseURL });
  const page = await ctx.newPage();
  await page.goto('/about');
  // the element's own markup, in its declarative shadow root (site/pages/about.tsx)
  const r = (await page.locator('medspa-about-collage .collage__tile--large').boundingBox())!;
  expect(Math.abs(r.width / r.height - 4 / 3)).toBeLessThan(0.02);
  await ctx.close();
});
