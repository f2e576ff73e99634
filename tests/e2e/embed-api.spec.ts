/**
 * The marketer's own controls and the iframe fallback that talks (issue 37), on a partner's page on ANOTHER origin
 * (a real local server, tests/e2e/support/partner-origin.ts) with the clinic's real host and local backend:
 * - a plain `<button data-medspa-consultation data-medspa-name>` on a page with no consultation element opens the
 *   dialog "Schedule a Consultation", Name prefilled, busy until then; a submit stores one row;
 * - `MedspaWidgets.openConsultation({ email })` and loader.js's `openConsultation` likewise;
 * - a control inside a host component's shadow root works;
 * - the iframe fallback with /widgets/frame.js: the frame's height follows its content (the contact form's errors),
 *   `newsletter-subscribed` after a signup arrives as an event on the <iframe>, and the row's attribution is the
 *   partner page's campaign (its utm_* landing), not the frame page; the partner's prefill opt-in fills the email;
 * - before any widget code (issue 39; the elements' chunks held with page.route): `<medspa-consultation-button>` is
 *   stamped from its template (its button shows, its dialog opens at the tap), and so is the page's own control's
 *   dialog; what is typed is kept, a submit is held and, once the code is released, one row is stored.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { partnerCsp, startPartner, type Partner } from './support/partner-origin';
import { rest } from './support/service';
import { watchSends } from './support/sends';

let partner: Partner;
let host = '';

const page = (title: string, head: string, body: string) => ({
  type: 'text/html',
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${head}</head><body><main><h1>${title}</h1>${body}</main></body></html>`,
});
const loader = () => `<script type="module" src="${host}/widgets/loader.js"></script>`;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern
test.beforeAll(async ({}, testInfo) => {
  host = new URL(testInfo.project.use.baseURL!).origin;
  partner = await startPartner(host, {
    // the page's own button and link, and nothing of the clinic's but the loader
    '/own-button.html': () =>
      page(
        'Spring event',
        loader(),
        `<p><button type="button" data-medspa-consultation data-medspa-name="Ana" data-medspa-source="spring-hero">Book a consultation</button></p>
<p><a href="/no-js-booking.html" data-medspa-consultation data-medspa-reason="Private">Or book here</a></p>
<design-card></design-card>`,
      ),
    // a consultation element of the page's own, with a label
    '/consultation-element.html': () =>
      page('Spring event', loader(), '<p><medspa-consultation-button label="Book with us"></medspa-consultation-button></p>'),
    // the single classic script
    '/own-button-iife.html': () => page('Spring event', `<script src="${host}/widgets/embed.js" defer></script>`, '<p>Nothing to see</p>'),
    // a host component that puts the page's control in its own shadow root (as a design system's card would)
    '/design-card.js': () => ({
      type: 'text/javascript',
      body: `customElements.define('design-card', class extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    this.attachShadow({ mode: 'open' }).innerHTML = '<button type="button" data-medspa-consultation data-medspa-email="card@example.com"><span>Card booking</span></button>';
  }
});`,
    }),
    '/frames.html': () => ({
      ...page(
        'Partner with frames',
        `<script src="${host}/widgets/frame.js"></script>`,
        `<iframe src="${host}/widgets/frame/medspa-newsletter" title="Newsletter" data-prefill-from-url="email:lead_email"></iframe>
<iframe src="${host}/widgets/frame/medspa-contact-form" title="Contact us"></iframe>`,
      ),
      headers: { 'Content-Security-Policy': `${partnerCsp(host)}; frame-src ${host}` },
    }),
  });
});

test.afterAll(async () => {
  await partner?.close();
});

/** The request the dialog sends, filled in; returns the unique name it used. */
async function submitConsultation(p: Page, fill: { name?: string; email?: string }) {
  const dialog = p.getByRole('dialog', { name: 'Schedule a Consultation' });
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const name = fill.name ?? `Api ${n}`;
  if (!fill.name) await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone').fill(`(314) 555-${n.slice(-4)}`);
  if (!fill.email) await dialog.getByLabel('Email').fill(`api.${n}@example.com`);
  await dialog.getByLabel('Reason for Visit').fill('Own button test');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog).toBeHidden();
  return { name, email: fill.email ?? `api.${n}@example.com` };
}

const rowsOf = async (baseURL: string, email: string) =>
  (await rest(baseURL, 'GET', `contact_submissions?select=name,email,attribution&email=eq.${encodeURIComponent(email)}`)).json as Record<
    string,
    unknown
  >[];

test.describe("the page's own controls (no consultation element on the page)", () => {
  test('a plain button with data-medspa-consultation opens the dialog with Name prefilled, busy meanwhile; one row stored', async ({
    page: p,
    baseURL,
  }) => {
    await p.goto(`${partner.origin}/own-button.html`);
    await expect(p.locator('medspa-consultation-button')).toHaveCount(0);
    const button = p.getByRole('button', { name: 'Book a consultation' });
    // the answer at once: busy before any dialog code can have arrived. The observer is in place before the click
    // (an evaluate left running beside the click could start after it, and see only the busy state's end).
    await button.evaluate((el) => {
      (window as unknown as { busy: Promise<string | null> }).busy = new Promise((resolve) => {
        new MutationObserver(() => resolve(el.getAttribute('aria-busy'))).observe(el, {
          attributes: true,
          attributeFilter: ['aria-busy'],
        });
      });
    });
    await button.click();
    expect(await p.evaluate(() => (window as unknown as { busy: Promise<string | null> }).busy)).toBe('true');
    const dialog = p.getByRole('dialog', { name: 'Schedule a Consultation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Ana');
    await expect(button).not.toHaveAttribute('aria-busy');
    const email = `own.${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await submitConsultation(p, { name: 'Ana', email });
    const rows = await rowsOf(baseURL!, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Ana');
    expect(rows[0]!.attribution).toMatchObject({ source: 'spring-hero' });
  });

  test('a link with the attribute opens the dialog instead of following its address; the reason is never prefilled', async ({
    page: p,
  }) => {
    await p.goto(`${partner.origin}/own-button.html`);
    await p.getByRole('link', { name: 'Or book here' }).click();
    const dialog = p.getByRole('dialog', { name: 'Schedule a Consultation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Reason for Visit')).toHaveValue('');
    expect(new URL(p.url()).pathname).toBe('/own-button.html');
  });

  test("a control inside a host component's shadow root opens it, prefilled", async ({ page: p }) => {
    await p.goto(`${partner.origin}/own-button.html`);
    await p.addScriptTag({ url: `${partner.origin}/design-card.js` });
    await p.locator('design-card').getByText('Card booking').click();
    const dialog = p.getByRole('dialog', { name: 'Schedule a Consultation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('card@example.com');
  });

  test('MedspaWidgets.openConsultation({ email }) opens it prefilled and resolves once it is open; a submit stores one row', async ({
    page: p,
    baseURL,
  }) => {
    await p.goto(`${partner.origin}/own-button.html`);
    await p.waitForFunction(() => 'MedspaWidgets' in window);
    const email = `api.${Date.now()}@example.com`;
    const openAtResolve = await p.evaluate(async (address) => {
      const api = (window as unknown as { MedspaWidgets: { openConsultation(o: object): Promise<void> } }).MedspaWidgets;
      await api.openConsultation({ email: address, source: 'pricing-table' });
      return !!document.querySelector('medspa-consultation-button')?.shadowRoot?.querySelector('dialog[open]');
    }, email);
    expect(openAtResolve).toBe(true);
    const dialog = p.getByRole('dialog', { name: 'Schedule a Consultation' });
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    const { name } = await submitConsultation(p, { email });
    const rows = await rowsOf(baseURL!, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe(name);
    expect(rows[0]!.attribution).toMatchObject({ source: 'pricing-table' });
  });

  test("loader.js's openConsultation export, and the classic script's global", async ({ page: p }) => {
    await p.goto(`${partner.origin}/own-button.html`);
    await p.evaluate(async (url) => {
      const mod = (await import(url)) as { openConsultation(o: object): Promise<void> };
      await mod.openConsultation({ name: 'Module' });
    }, `${host}/widgets/loader.js`);
    await expect(p.getByRole('dialog', { name: 'Schedule a Consultation' }).getByLabel('Name')).toHaveValue('Module');

    await p.goto(`${partner.origin}/own-button-iife.html`);
    await p.waitForFunction(() => 'MedspaWidgets' in window);
    await p.evaluate(() =>
      (window as unknown as { MedspaWidgets: { openConsultation(o: object): Promise<void> } }).MedspaWidgets.openConsultation({
        name: 'Classic',
      }),
    );
    await expect(p.getByRole('dialog', { name: 'Schedule a Consultation' }).getByLabel('Name')).toHaveValue('Classic');
  });
});

/**
 * Holds every element's own chunk (React comes with them) until `release()`; the loader, templates and API chunk pass.
 * The SMS is answered here (the function allows 5 a day per client address: tests/e2e/consultation.spec.ts covers it).
 */
async function holdElementCode(p: Page): Promise<() => void> {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
  await p.route('**/functions/v1/send-consultation-sms', (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: cors })
      : route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: '{"ok":true}' }),
  );
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await p.route('**/widgets/chunks/*.define-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the page's first consultation element is live (its code hydrated the markup). */
const consultationLive = (p: Page) =>
  p.evaluate(
    () => !!document.querySelector('medspa-consultation-button')?.shadowRoot?.querySelector('.medspa-root:not([data-medspa-ssr])'),
  );

/** The gzip size of every script the clinic's origin sent so far (what the page ran before any interaction). */
function scriptBytes(p: Page): () => Promise<number> {
  const bodies: Promise<Buffer>[] = [];
  p.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.url().startsWith(host)) bodies.push(r.body().catch(() => Buffer.alloc(0)));
  });
  return async () => (await Promise.all(bodies)).reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
}

test.describe('before any widget code: the consultation opens at the first tap on a partner page (issue 39)', () => {
  test('<medspa-consultation-button>: its button shows and its dialog opens from the template; typed values kept; one row after release', async ({
    page: p,
    baseURL,
  }) => {
    const release = await holdElementCode(p);
    const scripts = scriptBytes(p);
    const sends = watchSends(p, 'contact_submissions');
    await p.goto(`${partner.origin}/consultation-element.html`);
    const button = p.locator('medspa-consultation-button').getByRole('button', { name: 'Book with us' });
    await expect(button).toBeVisible();
    await p.waitForLoadState('networkidle');
    const before = await scripts();
    test.info().annotations.push({ type: 'JS before interaction', description: `${(before / 1024).toFixed(1)} KB gz` });
    expect(before).toBeLessThanOrEqual(15 * 1024);
    await button.click();
    const dialog = p.getByRole('dialog', { name: 'Schedule a Consultation' });
    await expect(dialog).toBeVisible();
    expect(await consultationLive(p), 'opened from the stamped markup, before the code').toBe(false);
    await expect(dialog.getByLabel('Name')).toBeFocused();
    const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const v = {
      name: `Partner ${n}`,
      phone: `(314) 555-${n.slice(-4)}`,
      email: `partner.${n}@example.com`,
      reason: 'Typed before the code',
    };
    await dialog.getByLabel('Name').fill(v.name);
    await dialog.getByLabel('Phone').fill(v.phone);
    await dialog.getByLabel('Email').fill(v.email);
    await dialog.getByLabel('Reason for Visit').fill(v.reason);
    const submit = dialog.getByRole('button', { name: 'Submit Request' });
    await submit.click();
    await expect(submit).toHaveAttribute('data-medspa-held', '');
    expect(await consultationLive(p), 'still no widget code').toBe(false);
    for (const [label, value] of [
      ['Name', v.name],
      ['Reason for Visit', v.reason],
    ] as const)
      await expect(dialog.getByLabel(label)).toHaveValue(value);
    release();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    expect(await sends.landed(), 'inserts the page made').toBe(1);
    const rows = await rowsOf(baseURL!, v.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe(v.name);
  });

  test("the page's own control: the dialog opens, prefilled, before the code; one row after release", async ({ page: p, baseURL }) => {
    const release = await holdElementCode(p);
    const sends = watchSends(p, 'contact_submissions');
    await p.goto(`${partner.origin}/own-button.html`);
    await p.waitForLoadState('networkidle'); // the API's chunk and the template: fetched for the control on the page
    await p.getByRole('button', { name: 'Book a consultation' }).click();
    const dialog = p.getByRole('dialog', { name: 'Schedule a Consultation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Ana');
    expect(await consultationLive(p), 'opened from the stamped markup, before the code').toBe(false);
    const email = `own.early.${Date.now()}@example.com`;
    await dialog.getByLabel('Phone').fill('(314) 555-0142');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Reason for Visit').fill('Typed before the code');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    expect(await consultationLive(p)).toBe(false);
    release();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    expect(await sends.landed(), 'inserts the page made').toBe(1);
    const rows = await rowsOf(baseURL!, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ana', attribution: expect.objectContaining({ source: 'spring-hero' }) });
  });
});

test.describe('the iframe fallback talks (/widgets/frame.js on the partner page)', () => {
  test("the frame's height follows its content: the contact form's errors make it taller, nothing is cut off", async ({ page: p }) => {
    await p.goto(`${partner.origin}/frames.html`);
    const iframe = p.locator('iframe[title="Contact us"]');
    const frame = p.frameLocator('iframe[title="Contact us"]');
    const send = frame.locator('medspa-contact-form').getByRole('button', { name: 'Send Message' });
    await expect(send).toBeVisible();
    // the frame's own content bottom (the element plus the page's padding) vs the iframe's height on the partner page
    const contentBottom = () =>
      frame.locator('medspa-contact-form').evaluate((el) => Math.ceil(el.getBoundingClientRect().bottom + scrollY));
    const height = async () => (await iframe.boundingBox())!.height;
    await expect.poll(async () => (await height()) >= (await contentBottom())).toBe(true);
    const before = await height();
    await send.click();
    await expect(frame.locator('medspa-contact-form').getByLabel('Name')).toHaveAccessibleDescription('Name is required');
    await expect.poll(height).toBeGreaterThan(before);
    await expect.poll(async () => (await height()) >= (await contentBottom())).toBe(true);
  });

  test('a signup in the frame: newsletter-subscribed reaches the partner as an event on the iframe; the row carries the partner page campaign; the email prefilled', async ({
    page: p,
    baseURL,
  }) => {
    const address = `framed.${Date.now()}@example.com`;
    await p.goto(
      `${partner.origin}/frames.html?utm_source=partner-mail&utm_medium=email&utm_campaign=frame-spring&lead_email=${encodeURIComponent(address)}`,
    );
    await p.evaluate(() => {
      const seen: unknown[] = ((window as unknown as { seen: unknown[] }).seen = []);
      // on the document: the event bubbles from the iframe element
      document.addEventListener('newsletter-subscribed', (e) =>
        seen.push({ target: (e.target as Element).getAttribute('title'), detail: (e as CustomEvent).detail }),
      );
    });
    const frame = p.frameLocator('iframe[title="Newsletter"]');
    const email = frame.locator('medspa-newsletter').getByPlaceholder('Enter your email');
    await expect(email).toHaveValue(address); // the partner's prefill opt-in (data-prefill-from-url)
    await frame.locator('medspa-newsletter').getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => p.evaluate(() => (window as unknown as { seen: unknown[] }).seen.length)).toBe(1);
    const [event] = (await p.evaluate(() => (window as unknown as { seen: unknown[] }).seen)) as {
      target: string;
      detail: { attribution?: Record<string, string> };
    }[];
    expect(event!.target).toBe('Newsletter');
    const campaign = { utm_source: 'partner-mail', utm_medium: 'email', utm_campaign: 'frame-spring', landing_path: '/frames.html' };
    expect(event!.detail.attribution).toMatchObject(campaign);
    const rows = (await rest(baseURL!, 'GET', `newsletter_subscribers?select=attribution&email=eq.${encodeURIComponent(address)}`))
      .json as unknown as { attribution: Record<string, string> }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attribution).toMatchObject(campaign);
    expect(rows[0]!.attribution.landing_path).not.toContain('/widgets/frame');
  });
});
