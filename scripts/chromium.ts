/**
 * Debian's Chromium as every tool here runs it (Playwright, the Lighthouse bench): no sandbox as root, no GPU, and
 * none of its background network traffic (the network is closed; its attempts fail by the dozen).
 */
/** The full browser, as a visitor runs it: what the bench and Lighthouse measure. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The same Chromium's headless shell (Debian's `chromium-headless-shell`: Blink and V8 without the browser's UI
 * layer), which is what Playwright itself runs headless: the browser suite's Chromium. The same pages cost it about
 * half the CPU of the full browser (one-renderer.spec: 136 against 251 CPU-s, issue 41). Unlike the full browser it
 * starts with the pointer at (0, 0), over whatever is drawn there (the fixed navbar):
 * see tests/e2e/support/fixtures.ts.
 */
export const CHROME_HEADLESS_SHELL_PATH = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
