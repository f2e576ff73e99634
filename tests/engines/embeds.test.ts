/**
 * Both embeds on a partner's page of ANOTHER origin in each engine (issue 29; tests/e2e/embed.spec.ts's pages): a
 * strict CSP, hostile CSS, the clinic's widgets by one module script (the loader) or one classic script (the IIFE,
 * embed.js), the elements in the markup at load and one inserted later. The partner's server puts the error
 * collector in its own pages (a script of its own origin, allowed by its CSP), so a CSP violation fails the test.
 */
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it, inject } from 'vitest';
import { partnerCsp } from '../e2e/support/partner-origin';
import { rest } from '../e2e/support/service';
import { COLLECTOR_TAG, handleCollector } from './collector';
import type { EnginePage } from './driver';
import { describeEngine, ENGINE, unique, useEngine } from './suite';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e', 'fixtures');
const SENT = "Consultation request sent successfully! We'll contact you soon.";
const NEWEST_NEWS = 'Holiday glow packages now booking';

/** In the page: every tag defined and rendered into its shadow root. */
function upgraded(tags: string[]): boolean {
  return (
    [...document.querySelectorAll(tags.join(','))].length >= tags.length &&
    tags.every((t) => [...document.querySelectorAll(t)].every((el) => !!el.shadowRoot?.querySelector('.medspa-root')))
  );
}

describeEngine(`${ENGINE}: embeds on another origin`, () => {
  const t = useEngine();
  const clinic = inject('siteOrigin');
  let server: Server;
  let partner = '';

  beforeAll(async () => {
    const page = (file: string) =>
      readFileSync(join(FIXTURES, file), 'utf8')
        .replaceAll('{{HOST}}', clinic)
        .replace('{{HOSTILE}}', '<link rel="stylesheet" href="/hostile.css">')
        .replace(/<head>/, `<head>${COLLECTOR_TAG}`);
    server = createServer((req, res) => {
      if (handleCollector(req, res, t.partnerReports)) return;
      const path = (req.url ?? '/').split('?')[0];
      const headers = { 'Content-Security-Policy': partnerCsp(clinic), 'Cache-Control': 'no-store' };
      if (path === '/marketer.html' || path === '/marketer-iife.html') {
        res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
        return res.end(page(path.slice(1)));
      }
      if (path === '/hostile.css' || path === '/layout.css') {
        res.writeHead(200, { ...headers, 'Content-Type': 'text/css; charset=utf-8' });
        return res.end(readFileSync(join(FIXTURES, path.slice(1))));
      }
      res.writeHead(404, headers);
      res.end();
    });
    await new Promise<void>((done) => server.listen(inject('partnerPort'), '127.0.0.1', done));
    partner = `http://127.0.0.1:${inject('partnerPort')}`;
    expect(new URL(partner).origin).not.toBe(new URL(clinic).origin);
  });

  afterAll(async () => {
    await new Promise((done) => server?.close(done));
  });

  const insertLater = (page: EnginePage, tag: string) =>
    page.evaluate((name) => {
      const slot = document.createElement('div');
      slot.className = 'slot';
      slot.append(document.createElement(name));
      document.querySelector('main')!.append(slot);
    }, tag);

  it('the loader (one module script): ticker, button and gallery at load; an element inserted later; the dialog sends a request', async () => {
    const page = t.page;
    await page.setViewport(1280, 800);
    await page.goto(`${partner}/marketer.html`);
    await page.waitFor(upgraded, ['medspa-news-ticker', 'medspa-consultation-button', 'medspa-gallery'], { timeout: 15_000 });
    // The partner's CSS applies to its own content, not inside the widgets.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).toContain('Comic Sans');
    await page.locator('medspa-news-ticker', '.ticker__item.is-active .ticker__title').toHaveText(NEWEST_NEWS);
    const bg = await page
      .locator('medspa-consultation-button', 'button', { name: 'Schedule Consultation', exact: true })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(122, 79, 53)');
    await insertLater(page, 'medspa-testimonials');
    await page.waitFor(upgraded, ['medspa-testimonials'], { timeout: 15_000, message: 'an element inserted after load was not upgraded' });

    await page.locator('medspa-consultation-button', 'button', { name: 'Schedule Consultation', exact: true }).click();
    const dialog = (sel: string) => page.locator('medspa-consultation-button', 'dialog[open]', sel);
    await dialog('input[name="name"]').waitFor();
    const n = unique();
    const v = { name: `Embed ${ENGINE} ${n}`, email: `embed.${ENGINE}.${n}@example.com` };
    await dialog('input[name="name"]').fill(v.name);
    await dialog('input[name="phone"]').fill(`(314) 555-${n.slice(-4)}`);
    await dialog('input[name="email"]').fill(v.email);
    await dialog('textarea[name="reason"]').fill('Embedded page test');
    await page.locator('medspa-consultation-button', 'dialog[open]', 'button[type="submit"]').click();
    await page.locator('medspa-toaster', '.toast__title', { name: SENT }).waitFor({ timeout: 15_000 });
    const rows = (await rest(clinic, 'GET', `contact_submissions?select=name&email=eq.${encodeURIComponent(v.email)}`)).json as Record<
      string,
      string
    >[];
    expect(rows.map((r) => r.name)).toEqual([v.name]);
  });

  it('the IIFE (one classic script): the ticker at load from the one file; an element inserted later', async () => {
    const page = t.page;
    await page.setViewport(390, 800);
    await page.goto(`${partner}/marketer-iife.html`);
    await page.waitFor(upgraded, ['medspa-news-ticker'], { timeout: 15_000 });
    await page.locator('medspa-news-ticker', '.ticker__item.is-active .ticker__title').toHaveText(NEWEST_NEWS);
    await insertLater(page, 'medspa-consultation-button');
    await page.waitFor(upgraded, ['medspa-consultation-button'], {
      timeout: 15_000,
      message: 'an element inserted after load was not upgraded',
    });
    await page.locator('medspa-consultation-button', 'button', { name: 'Schedule Consultation', exact: true }).click();
    await page.locator('medspa-consultation-button', 'dialog[open]', 'input[name="name"]').toBeFocused();
    await page.press('Escape');
    await page.locator('medspa-consultation-button', 'dialog[open]').waitForGone();
    // Everything came from the one file: no chunk was fetched.
    const chunks = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/widgets/chunks/')).length,
    );
    expect(chunks).toBe(0);
  });
});
