/**
 * Browser tests: @playwright/test driving Debian's Chromium headless shell (/usr/bin/chromium-headless-shell, what
 * Playwright runs headless; scripts/chromium.ts; Playwright's own browser download cannot work here) against the real
 * host (site/server.ts) serving the built <dist> with the embedded local backend on a fresh in-memory database.
 *
 *   npm run build && npx playwright test [tests/e2e/<name>.spec.ts]
 *
 * Env: E2E_PORT (default 4173; pick your own when several people test at once), MEDSPA_DIST (the build to
 * serve), CHROME_HEADLESS_SHELL_PATH (default /usr/bin/chromium-headless-shell), E2E_BASE_URL (test a host that is
 * already running).
 */
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROME_HEADLESS_SHELL_PATH } from './scripts/chromium';
import { returnPartnerPort } from './tests/e2e/support/partner-origin';

/** Specs that store a clinic's scale of rows for their own run (and remove them after). */
const SCALE_SPECS = ['**/blog-paging.spec.ts', '**/store-paging.spec.ts'];

const port = Number(process.env.E2E_PORT ?? 4173);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Per port, so two people testing at once do not delete each other's traces.
  outputDir: process.env.E2E_PORT ? `test-results/playwright-${port}` : 'test-results/playwright',
  fullyParallel: false,
  // One worker a core (issue 41): the tests wait for events, not for time, so a busy machine slows them and fails none.
  workers: availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // A cap, not a measure: the tests wait for events, and on a busy machine a long story (a walk through a
  // slideshow, a checkout) takes longer than 30 s without anything being wrong.
  timeout: 60_000,
  expect: {
    timeout: 7_500,
    // Baselines of tests/e2e/storybook.spec.ts, for this machine's Chromium (no platform suffix): one folder per name
    // prefix, e.g. tests/e2e/__screenshots__/storybook/<story>-<width>.png (npm run test:visual:update).
    toHaveScreenshot: { pathTemplate: '{testDir}/__screenshots__/{arg}{ext}' },
  },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // A failed test's trace keeps its actions, console and network, and the failure its screenshot; not DOM snapshots
    // or a screencast of every test: recording those cost a fifth of the suite's CPU (issue 41). For a full trace of
    // one spec: `npx playwright test <spec> --trace on`.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'America/Chicago',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROME_HEADLESS_SHELL_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: SCALE_SPECS },
    // The clinic-scale specs add 1,000 posts and 200 products to the one database every spec reads (the ticker on every
    // page, /blog, /store): they run after the rest, so no other page is compared while the tables change under it.
    // One of them alone: `npx playwright test tests/e2e/store-paging.spec.ts --no-deps`.
    { name: 'scale', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: SCALE_SPECS, dependencies: ['chromium'] },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node scripts/start.mjs --no-build',
        url: `${baseURL}/robots.txt`,
        reuseExistingServer: false,
        timeout: 90_000,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          LOCAL_DB_DIR: 'memory',
          // Many consultations a run, all from 127.0.0.1 (the cap itself is the functions' tests' business).
          SMS_DAILY_LIMIT_PER_CLIENT: '1000',
          // the partner page of tests/e2e/conversions.spec.ts may be returned to after a checkout
          CHECKOUT_RETURN_ORIGINS: `http://127.0.0.1:${returnPartnerPort(port)}`,
        } as Record<string, string>,
      },
});
