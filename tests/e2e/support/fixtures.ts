/**
 * `test` with the house fixtures. Import it instead of @playwright/test's:
 *
 *   import { test, expect } from './support/fixtures';
 *
 * - Any uncaught page error, any console error and any failed same-origin request fails the test (CSP
 *   violations show up as console errors). Tests of error states opt out:
 *     test.use({ allowConsoleErrors: true });                      // everything
 *     test.use({ ignoreConsole: /Failed to load map|status of 404/ }); // only these messages
 * - `gotoAndSettle(path)`: navigates, wakes every island (support/islands.ts), waits for every <medspa-*> on the page
 *   to be defined, upgraded and hydrated, and for the network to go quiet (bounded).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { wakeIslands } from './islands';

export { expect };

export interface HouseFixtures {
  allowConsoleErrors: boolean;
  /**
   * Console messages / failed URLs to tolerate: a RegExp or a list of them. (Playwright reads a two-element
   * array in test.use as [value, options]: pass one RegExp joined with |, or a list of one, or three or more.)
   */
  ignoreConsole: RegExp | RegExp[] | undefined;
  consoleErrors: string[];
  gotoAndSettle: (path: string) => Promise<import('@playwright/test').Response | null>;
}

/**
 * Waits until every <medspa-*> element is defined and upgraded, and the network is idle (max 5 s). Server-rendered
 * elements are islands that load when seen or touched (support/islands.ts): they are woken first, so a test finds
 * every widget live wherever it is on the page.
 */
export async function settle(page: Page): Promise<void> {
  await wakeIslands(page);
}

/**
 * Resolves after `n` animation frames of the page: the effects a commit scheduled have run, a ResizeObserver has
 * reported (it does before the next frame's paint) and that frame is drawn. An event, not a guess at a duration.
 */
export async function nextFrames(page: Page, n = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      }),
    n,
  );
}

/** Resolves once the page's web fonts have loaded (document.fonts.ready) and that layout is drawn. */
export async function fontsDrawn(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await nextFrames(page);
}

export const test = base.extend<HouseFixtures>({
  // The suite's Chromium, the headless shell (scripts/chromium.ts), starts with its pointer resting at (0, 0), and when
  // a page is first laid out it sends a pointer over whatever is drawn there (the fixed navbar): that wakes the island
  // as a real pointer would, at a moment no test chose. Pointer arrivals at exactly (0, 0) are stopped before they
  // reach the page. A test's own moves aim at elements, and a move to (0, 0) to take the hover away still leaves the
  // element it was over (the out and leave events pass; :hover is the browser's).
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      for (const type of ['pointerover', 'pointerenter', 'pointermove', 'mouseover', 'mouseenter', 'mousemove'])
        addEventListener(
          type,
          (e) => {
            const { isTrusted, clientX, clientY } = e as MouseEvent;
            if (isTrusted && clientX === 0 && clientY === 0) e.stopImmediatePropagation();
          },
          true,
        );
    });
    await use(context);
  },
  allowConsoleErrors: [false, { option: true }],
  ignoreConsole: [undefined, { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors, ignoreConsole, baseURL }, use) => {
      const errors: string[] = [];
      const origin = baseURL ? new URL(baseURL).origin : '';
      const ignored = ignoreConsole ? (Array.isArray(ignoreConsole) ? ignoreConsole : [ignoreConsole]) : [];
      const keep = (text: string) => !ignored.some((re) => re.test(text));
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const where = msg.location()?.url;
        const text = /^Failed to load resource/.test(msg.text()) && where ? `${msg.text()} ${where}` : msg.text();
        if (keep(text)) errors.push(`console.error: ${text}`);
      });
      page.on('requestfailed', (req) => {
        const failure = req.failure()?.errorText ?? '';
        // Aborted on navigation or by the test itself: not a failure of the page.
        if (req.url().startsWith(origin) && !/ERR_ABORTED/.test(failure) && keep(req.url()))
          errors.push(`requestfailed: ${req.url()} ${failure}`);
      });
      await use(errors);
      if (!allowConsoleErrors) expect(errors, 'errors in the page (use allowConsoleErrors/ignoreConsole to opt out)').toEqual([]);
    },
    { auto: true },
  ],
  gotoAndSettle: async ({ page }, use) => {
    await use(async (path) => {
      const response = await page.goto(path);
      await settle(page);
      return response;
    });
  },
});
