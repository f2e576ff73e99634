/**
 * The widget catalogue (/widgets, issue 19) and the versioned bundle it pins: every element of the served manifest
 * listed and live in its page's preview, axe clean; a control sets the element's attribute and the snippet follows;
 * an event shows in the log as it fires; the versioned files are immutable and match their published SRI hashes; a
 * partner page on another origin loads the versioned loader with its integrity (and a wrong hash is refused); the
 * iframe fallback's pages may be framed by any site.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';
import { startPartner } from './support/partner-origin';
import { INTEGRITY_FILE, packageVersion, type Integrity } from '../../scripts/versioned-bundle';
import type { CemManifest } from '../../site/catalogue/catalogue';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const tagsOf = (manifest: CemManifest): string[] =>
  manifest.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => (d.customElement && d.tagName ? [d.tagName] : []));

async function servedTags(request: APIRequestContext): Promise<string[]> {
  return tagsOf((await (await request.get('/widgets/custom-elements.json')).json()) as CemManifest);
}

/** The elements of the build under test's manifest (MEDSPA_DIST), read as the tests are listed. */
const builtTags = tagsOf(
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../..', process.env.MEDSPA_DIST ?? 'dist', 'widgets/custom-elements.json'), 'utf8'),
  ) as CemManifest,
);

/** The newest build's integrity.json, as named beside the evergreen bundle; the folder holds the same file. */
async function integrityOf(request: APIRequestContext): Promise<Integrity> {
  const newest = (await (await request.get(`/widgets/${INTEGRITY_FILE}`)).json()) as Integrity;
  expect(newest.version).toBe(packageVersion());
  expect(newest.path).toMatch(new RegExp(`^/widgets/v${packageVersion().replace(/\./g, '\\.')}-[0-9a-f]{10}/$`));
  expect(await (await request.get(`${newest.path}${INTEGRITY_FILE}`)).json()).toEqual(newest);
  return newest;
}

/** The element in the page's preview frame, defined and rendered. */
async function previewReady(page: Page, tag: string) {
  // (the catalogue's script wakes the server-rendered preview as it connects to the frame)
  await page.waitForFunction(
    (t) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[data-preview-frame]');
      const el = frame?.contentDocument?.querySelector(t);
      return !!el?.shadowRoot?.querySelector('.medspa-root:not([data-medspa-ssr])');
    },
    tag,
    { timeout: 15_000 },
  );
}

const preview = (page: Page, tag: string) => page.frameLocator('iframe[data-preview-frame]').locator(tag);

test.describe('the catalogue', () => {
  test('/widgets lists every element of the served manifest, each linking to its page; axe clean', async ({
    page,
    request,
    gotoAndSettle,
  }) => {
    const tags = await servedTags(request);
    expect(tags.length).toBeGreaterThan(10);
    const res = await gotoAndSettle('/widgets/');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Widget catalogue');
    for (const tag of tags)
      await expect(page.getByRole('link', { name: `<${tag}>`, exact: true })).toHaveAttribute('href', `/widgets/${tag}`);
    const integrity = await integrityOf(request);
    await expect(page.locator('#snippet-script')).toContainText(
      `${integrity.path}loader.js" integrity="${integrity.files['loader.js']}" crossorigin="anonymous"`,
    );
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: /Install notes/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Install the widgets');
    await expectNoA11yViolations(page);
  });

  test.describe('every element page', () => {
    // The elements in two halves, one a worker (a core), each half on one page whose caches the loop keeps: a test
    // an element (a cold context each) cost about 8 s more CPU in all, more than spreading them saves.
    test.describe.configure({ mode: 'parallel' });
    // Offline: no Google Maps key (the map's documented failed state).
    test.use({ ignoreConsole: /get-google-maps-key|map configuration/ });

    test('the elements tested below are those of the served manifest', async ({ request }) => {
      expect(await servedTags(request)).toEqual(builtTags);
    });

    for (const half of [0, 1]) {
      const tags = builtTags.filter((_, i) => i % 2 === half);
      test(`shown live in its preview frame, axe clean; so is the frame page itself: ${tags.join(', ')}`, async ({
        page,
        gotoAndSettle,
      }) => {
        test.setTimeout(150_000);
        for (const tag of tags) {
          const res = await page.goto(`/widgets/${tag}`);
          expect(res?.status(), tag).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(`<${tag}>`);
          await previewReady(page, tag);
          await expectNoA11yViolations(page);
          // The frame page alone, as a partner's iframe shows it (axe does not reach into the preview's frame).
          expect((await gotoAndSettle(`/widgets/frame/${tag}`))?.status(), tag).toBe(200);
          await expect(page.locator(tag)).toHaveCount(1);
          // heading-order: the element alone under the frame's h1; <medspa-service-cards> has fixed h3s that assume the
          // section heading of the page that holds them (on a partner page, above the frame).
          await expectNoA11yViolations(page, { disableRules: ['heading-order'] });
        }
      });
    }
  });

  test('elements that name stored content start at the first product and the newest post, in the preview, control and snippet', async ({
    page,
  }) => {
    await page.goto('/widgets/medspa-buy-button');
    await previewReady(page, 'medspa-buy-button');
    const product = await page.getByLabel('product (string)').inputValue();
    expect(product).not.toBe('');
    const frame = page.frameLocator('iframe[data-preview-frame]');
    await expect(frame.locator('medspa-buy-button').getByRole('heading', { name: product })).toBeVisible();
    await expect(frame.locator('medspa-buy-button').getByRole('button', { name: 'Buy Now' })).toBeVisible();
    await expect(page.locator('#snippet-html')).toContainText(`<medspa-buy-button product="${product}">`);

    await page.goto('/widgets/medspa-blog-post');
    await previewReady(page, 'medspa-blog-post');
    expect(await page.getByLabel('post-id (string)').inputValue()).not.toBe('');
    await expect(frame.locator('medspa-blog-post').getByRole('button', { name: 'Share' })).toBeVisible();
  });

  test('a control sets the attribute of the live element and the snippets follow; a property control sets the CSS property', async ({
    page,
  }) => {
    await page.goto('/widgets/medspa-contact-form');
    await previewReady(page, 'medspa-contact-form');
    const el = preview(page, 'medspa-contact-form');
    await expect(el.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();

    const heading = page.getByLabel('heading (string)');
    await heading.fill('Write to us');
    await expect(el).toHaveAttribute('heading', 'Write to us');
    await expect(el.getByRole('heading', { name: 'Write to us' })).toBeVisible();
    await expect(page.locator('#snippet-html')).toContainText('<medspa-contact-form heading="Write to us"></medspa-contact-form>');
    await expect(page.locator('#snippet-react')).toContainText('heading="Write to us"');

    // Keyboard: the next control is a Tab away (the next attribute, name), and the property's the same way.
    await heading.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('name (string)', { exact: true })).toBeFocused();
    await page.getByLabel('success-url (string)', { exact: true }).focus(); // the last attribute
    await page.keyboard.press('Tab');
    const gap = page.getByLabel('--medspa-contact-form-gap');
    await expect(gap).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3em');
    await expect.poll(() => el.evaluate((e) => (e as HTMLElement).style.getPropertyValue('--medspa-contact-form-gap'))).toBe('3em');
    await expect(page.locator('#snippet-html')).toContainText('--medspa-contact-form-gap: 3em;');

    // Back to the default: the attribute goes, the snippet is the bare element again.
    await heading.fill('');
    await expect(el).not.toHaveAttribute('heading');
    await expect(el.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
  });

  test('an event of the element shows in the log as it fires', async ({ page }) => {
    await page.goto('/widgets/medspa-contact-form');
    await previewReady(page, 'medspa-contact-form');
    const log = page.getByRole('log', { name: 'Event log' });
    await expect(log.getByRole('listitem')).toHaveCount(0);
    const form = preview(page, 'medspa-contact-form');
    const n = `${Date.now()}`;
    await form.getByLabel('Name').fill(`Catalogue ${n}`);
    await form.getByLabel('Email').fill(`catalogue.${n}@example.com`);
    await form.getByRole('textbox', { name: 'Message' }).fill('Sent from the widget catalogue test.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await expect(log.getByRole('listitem')).toContainText(/contact-submitted at \d\d:\d\d:\d\d, detail: \{"id":"[0-9a-f-]{36}"\}/);
  });

  test('/docs and /embed lead to the catalogue', async ({ page, request }) => {
    for (const path of ['/docs', '/embed', '/docs/']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect([res.status(), res.headers()['location']], path).toEqual([301, '/widgets']);
    }
    await page.goto('/embed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Widget catalogue');
  });

  test('a copy button puts the snippet on the clipboard and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    await page.goto('/widgets/medspa-news-ticker');
    await page.getByRole('button', { name: 'Copy HTML' }).click();
    await expect(page.getByRole('status')).toHaveText('Copied the HTML snippet.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.locator('#snippet-html').textContent());
  });
});

test.describe('the versioned bundle', () => {
  test('every versioned file is served immutable, cross-origin readable, and matches its published SRI hash', async ({ request }) => {
    const integrity = await integrityOf(request);
    expect(Object.keys(integrity.files)).toEqual(expect.arrayContaining(['loader.js', 'embed.js']));
    for (const [file, hash] of Object.entries(integrity.files)) {
      const res = await request.get(`${integrity.path}${file}`);
      expect(res.status(), file).toBe(200);
      expect(res.headers()['cache-control'], file).toBe(IMMUTABLE);
      expect(res.headers()['access-control-allow-origin'], file).toBe('*');
      expect(
        `sha384-${createHash('sha384')
          .update(await res.body())
          .digest('base64')}`,
        file,
      ).toBe(hash);
    }
    // The evergreen entry stays short-lived: it is always the newest version.
    expect((await request.get('/widgets/loader.js')).headers()['cache-control']).toBe('public, max-age=300');
  });

  test.describe('on a partner page on another origin', () => {
    test.use({ ignoreConsole: /integrity/ });

    test('the versioned loader with its integrity loads the element, and its chunks come from the same version', async ({
      page,
      request,
      baseURL,
    }) => {
      const host = new URL(baseURL!).origin;
      const integrity = await integrityOf(request);
      const body = (hash: string) =>
        [
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Partner</title>',
          `<script type="module" src="${host}${integrity.path}loader.js" integrity="${hash}" crossorigin="anonymous"></script>`,
          '</head><body><main><h1>Partner</h1><medspa-newsletter></medspa-newsletter></main></body></html>',
        ].join('\n');
      const partner = await startPartner(host, {
        '/good.html': () => ({ type: 'text/html', body: body(integrity.files['loader.js']!) }),
        '/tampered.html': () => ({
          type: 'text/html',
          body: body(`sha384-${createHash('sha384').update('something else').digest('base64')}`),
        }),
      });
      try {
        const scripts: string[] = [];
        page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
        await page.goto(`${partner.origin}/good.html`);
        await page.waitForFunction(() => !!document.querySelector('medspa-newsletter')?.shadowRoot?.querySelector('.medspa-root'));
        await expect(page.locator('medspa-newsletter').getByRole('textbox')).toBeVisible();
        expect(scripts.length).toBeGreaterThan(1);
        for (const url of scripts) expect(url).toMatch(new RegExp(`^${host}${integrity.path}`));

        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await page.goto(`${partner.origin}/tampered.html`);
        await expect.poll(() => errors.join('\n')).toMatch(/integrity/);
        expect(await page.evaluate(() => customElements.get('medspa-newsletter') === undefined)).toBe(true); // the tampered loader never ran
      } finally {
        await partner.close();
      }
    });
  });

  test('the iframe fallback page can be framed by any site (the site pages cannot) and shows its element', async ({
    page,
    request,
    baseURL,
  }) => {
    const framed = (await request.get('/widgets/frame/medspa-consultation-button')).headers();
    expect(framed['x-frame-options']).toBeUndefined();
    expect(framed['content-security-policy']).toContain('frame-ancestors *');
    const site = (await request.get('/widgets/medspa-consultation-button')).headers();
    expect(site['x-frame-options']).toBe('DENY');
    expect(site['content-security-policy']).toContain("frame-ancestors 'none'");

    // A page builder's page that allows nothing but a frame of the clinic.
    const src = `${new URL(baseURL!).origin}/widgets/frame/medspa-consultation-button`;
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': `default-src 'none'; frame-src ${src}` });
      res.end(`<!doctype html><html lang="en"><title>Builder</title><iframe src="${src}" title="Schedule a consultation"></iframe></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const button = page
        .frameLocator('iframe')
        .locator('medspa-consultation-button')
        .getByRole('button', { name: 'Schedule Consultation' });
      await expect(button).toBeVisible({ timeout: 15_000 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/**
 * issue 32: /widgets/install at 390 px laid out 638 px wide (an integrity hash in the text, one unbreakable word), so
 * a phone zoomed out and the navbar's menu button left the screen. Laid out as a phone does (a wider page widens
 * the layout viewport), and at 1280 px.
 */
for (const width of [390, 1280]) {
  test(`/widgets/install at ${width} px is no wider than the window; the menu button is on screen`, async ({ browser, baseURL }) => {
    const phone = width < 600;
    const context = await browser.newContext({ baseURL, viewport: { width, height: 844 }, isMobile: phone, hasTouch: phone });
    const page = await context.newPage();
    await page.goto('/widgets/install');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    expect(await page.evaluate(() => window.innerWidth)).toBe(width);
    // the integrity hashes (the loader's, frame.js's) and the file address are still there, whole
    expect(await page.locator('main p code', { hasText: /^sha384-[A-Za-z0-9+/=]+$/ }).count()).toBeGreaterThanOrEqual(1);
    if (width < 900) {
      const menu = (await page.locator('medspa-navbar').getByRole('button', { name: 'Menu' }).boundingBox())!;
      expect(menu.x + menu.width).toBeLessThanOrEqual(width);
    }
    await context.close();
  });
}
