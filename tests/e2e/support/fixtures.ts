/**
 * `test` with the house fixtures. Import it instead of @playwright/test's:
 *
 *   import { test, expect } from './support/fixtures';
 *
 * - Any uncaught page error, any console error and any failed same-origin request fails the test (CSP
 *   violations show up as console errors). Tests of error states opt out:
 *     test.use({ allowConsoleErrors: true });                      // everything
 *     test.use({ ignoreConsole: /Failed to load map|status of 404/ }); // only these messages
 * - `gotoAndSettle(path)`: navigates, waits for every <medspa-*> on the page to be defined and upgraded,
 *   and for the network to go quiet (bounded).
 */
import { test as base, expect, type Page } from '@playwright/test';

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
 * Waits until every <medspa-*> element has its markup: defined with a shadow root, or drawn by the server (a
 * declarative shadow root; such an element hydrates when idle, visible or first touched: widgets/runtime/upgrade.ts),
 * and the network is idle (max 5 s).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('*')].every(
        (el) =>
          !el.localName.startsWith('medspa-') ||
          ((customElements.get(el.localName) || el.shadowRoot?.querySelector('[data-medspa-ssr]')) && el.shadowRoot),
      ),
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

export const test = base.extend<HouseFixtures>({
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
