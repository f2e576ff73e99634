/**
 * The marketer embed (issue 4, "Done when"): a plain HTML page on ANOTHER origin, with hostile CSS and a strict
 * CSP, loads the clinic's widgets with ONE script tag and shows the news ticker (seeded news), the gallery
 * (seeded media) and the consultation button (its dialog stores a valid request in the clinic's backend), and
 * they look exactly as on a clean page. Also the single-file IIFE (embed.js) with one element.
 *
 * The marketer's page is served by a tiny static server started here on its own port; the clinic (widgets and
 * API) is the host under test (baseURL). Any CSP violation or page error fails the test (support/fixtures).
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { partnerCsp } from './support/partner-origin';
import { objectOf } from './support/images';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const SENT = "Consultation request sent successfully! We'll contact you soon.";
const NEWEST_NEWS = 'Holiday glow packages now booking';

let server: Server;
let marketer = '';
let host = '';

/** The marketer's CSP: scripts only from itself and the clinic; no inline script or style. */
const csp = partnerCsp;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern
test.beforeAll(async ({}, testInfo) => {
  host = new URL(testInfo.project.use.baseURL!).origin;
  const page = (file: string, hostile: boolean) =>
    readFileSync(join(FIXTURES, file), 'utf8')
      .replaceAll('{{HOST}}', host)
      .replace('{{HOSTILE}}', hostile ? '<link rel="stylesheet" href="/hostile.css">' : '');
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const headers = { 'Content-Security-Policy': csp(host), 'Cache-Control': 'no-store' };
    const html = (body: string) => {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    if (path === '/marketer.html') return html(page('marketer.html', true));
    if (path === '/clean.html') return html(page('marketer.html', false));
    if (path === '/marketer-iife.html') return html(page('marketer-iife.html', true));
    if (path === '/hostile.css' || path === '/layout.css') {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/css; charset=utf-8' });
      return res.end(readFileSync(join(FIXTURES, path.slice(1))));
    }
    res.writeHead(404, headers);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  marketer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  expect(marketer).not.toBe(host);
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** Every <medspa-*> on the page defined and rendered into its shadow root. */
async function upgraded(page: Page, tags: string[]) {
  await page.waitForFunction((list) => list.every((t) => document.querySelector(t)?.shadowRoot?.querySelector('.medspa-root')), tags, {
    timeout: 15_000,
  });
}

const ticker = (page: Page) => page.locator('medspa-news-ticker');
const button = (page: Page) => page.locator('medspa-consultation-button').getByRole('button', { name: 'Schedule Consultation' });

async function tickerReady(page: Page) {
  await expect(ticker(page).locator('.ticker__item.is-active .ticker__title')).toHaveText(NEWEST_NEWS);
}

test.describe('a marketer page on another origin (ES module loader, one script tag)', () => {
  test('shows the seeded news, the gallery media and the consultation button, with no CSP violation', async ({ page }) => {
    await page.goto(`${marketer}/marketer.html`);
    await upgraded(page, ['medspa-news-ticker', 'medspa-consultation-button', 'medspa-gallery']);
    // The page's own CSS did apply to its own content (the test would be meaningless otherwise).
    expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Comic Sans');

    await tickerReady(page);
    await expect(button(page)).toBeVisible();

    const gallery = page.locator('medspa-gallery');
    await gallery.scrollIntoViewIfNeeded();
    const media = gallery.locator('.gallery__media').first();
    await expect(media).toBeVisible();
    await expect
      .poll(() =>
        media.evaluate((el) => (el instanceof HTMLImageElement ? el.complete && el.naturalWidth : (el as HTMLVideoElement).readyState)),
      )
      .toBeGreaterThan(0);
    expect(objectOf(await media.getAttribute('src'))).toMatch(new RegExp(`^${host}/storage/v1/object/public/gallery_images/`));

    // Nothing of the page's CSS reached inside: the widgets' own fonts and colours.
    const inner = await ticker(page)
      .locator('.ticker__title')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(inner).not.toContain('Comic Sans');
    const bg = await button(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(122, 79, 53)'); // --medspa-color-primary, not the page's red
    await expectNoA11yViolations(page, { include: 'main' });
  });

  test('the consultation dialog opens and a valid request reaches the clinic backend', async ({ page, request }) => {
    await page.goto(`${marketer}/marketer.html`);
    await upgraded(page, ['medspa-consultation-button']);
    await button(page).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
    await expect(dialog).toBeVisible();
    const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const name = `Embed ${n}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Phone').fill(`(314) 555-${n.slice(-4)}`);
    await dialog.getByLabel('Email').fill(`embed.${n}@example.com`);
    await dialog.getByLabel('Reason for Visit').fill('Embedded page test');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.locator('medspa-toaster .toast__title', { hasText: SENT })).toBeVisible();

    const res = await request.get(`${host}/rest/v1/contact_submissions?select=name,email,message&name=eq.${encodeURIComponent(name)}`, {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    });
    expect(res.status()).toBe(200);
    const rows = (await res.json()) as { name: string; email: string; message: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(`embed.${n}@example.com`);
    expect(rows[0]!.message).toContain('Embedded page test');
  });

  test('the widgets look exactly as on a clean page (screenshots compared pixel for pixel)', async ({ page }, testInfo) => {
    const shots = async (path: string) => {
      await page.goto(`${marketer}${path}`);
      await upgraded(page, ['medspa-news-ticker', 'medspa-consultation-button']);
      await tickerReady(page);
      await page.mouse.move(0, 0);
      return {
        button: await button(page).screenshot({ animations: 'disabled' }),
        ticker: await ticker(page).locator('.medspa-root').screenshot({ animations: 'disabled' }),
      };
    };
    const clean = await shots('/clean.html');
    const hostile = await shots('/marketer.html');
    mkdirSync(testInfo.outputPath(), { recursive: true });
    for (const [name, buf] of Object.entries({
      'clean-button': clean.button,
      'hostile-button': hostile.button,
      'clean-ticker': clean.ticker,
      'hostile-ticker': hostile.ticker,
    })) {
      writeFileSync(testInfo.outputPath(`${name}.png`), buf); // kept for a look when they differ
    }
    expect(hostile.button.equals(clean.button), 'consultation button differs from the clean page').toBe(true);
    expect(hostile.ticker.equals(clean.ticker), 'news ticker differs from the clean page').toBe(true);
  });
});

test('the IIFE variant (embed.js, one classic script) shows the ticker on the same hostile page', async ({ page }) => {
  await page.goto(`${marketer}/marketer-iife.html`);
  await upgraded(page, ['medspa-news-ticker']);
  await tickerReady(page);
  // Everything came from the one file: no chunk was fetched.
  const chunks = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/widgets/chunks/')).length,
  );
  expect(chunks).toBe(0);
});
