/**
 * Book Now against the page's controls (issue #20): the fixed link lies inside the navbar's band and over none of
 * its controls, at every scroll position. Run on one-renderer's hydrated load of its routes (390 and 1280 px) and by
 * layout.spec at 900 px.
 */
import { expect, type Page } from '@playwright/test';

export type Box = { left: number; top: number; right: number; bottom: number; what: string; inBar?: boolean };

/** The routes whose Book Now is checked at every scroll position. */
export const BOOK_NOW_ROUTES = ['/', '/contact', '/services/facial-aesthetics', '/store'];

/** Boxes of every visible focusable control, through open shadow roots (Book Now's own link excluded). */
export async function controls(page: Page): Promise<{ book: Box; bar: Box; items: Box[] }> {
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

export const meets = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Book Now lies inside the bar's band and over no control, at every scroll position (400 px apart). */
export async function expectBookNowClear(page: Page, width: number): Promise<void> {
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
}

/** The navbar's row at `width`: every control of the bar (and Book Now) inside the window, none overlapping another. */
export async function expectNavbarRow(page: Page, width: number): Promise<void> {
  const { book, items } = await controls(page);
  const all = [...items.filter((c) => c.bottom <= 72), book];
  for (const c of all) expect(c.right, c.what).toBeLessThanOrEqual(width);
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) expect(meets(all[i]!, all[j]!), `${all[i]!.what} / ${all[j]!.what}`).toBe(false);
}
