/**
 * Debian's Chromium as every tool here runs it (Playwright, the Lighthouse bench): no sandbox as root, no GPU, and
 * none of its background network traffic (the network is closed; its attempts fail by the dozen).
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
