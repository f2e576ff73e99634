/**
 * Campaign attribution, prefill and strict CSP (issue 30) on a partner's landing page on ANOTHER origin (a real
 * local server, tests/e2e/support/partner-origin.ts), with the clinic's real host and local backend:
 * - landing with utm_* and a click id (and a referrer), a consultation request, a contact message, a signup and a
 *   checkout each store (or send) exactly those fields with the element's source, and their events (and the
 *   opted-in data layer) carry them; nothing the visitor typed is in them;
 * - a second landing in the same visit does not replace the first touch;
 * - a page with none stores nothing (the column stays null, no detail.attribution, no checkout metadata);
 * - a page whose CSP is the documented nonce + 'strict-dynamic' policy (site/catalogue/snippets.ts) renders every
 *   element with 0 securitypolicyviolation events, the map's script included (it carries the loader's nonce, and
 *   like Google's it gives its own style that nonce);
 * - prefill by attributes and by opted-in address parameters; the consultation's reason never.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { startPartner, type Partner } from './support/partner-origin';
import { expectNoA11yViolations } from './support/axe';
import { strictCsp } from '../../site/catalogue/snippets';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { checkout } from '../../widgets/store/store.contract';
import { newsletter } from '../../widgets/newsletter/newsletter.contract';
import { contactForm } from '../../widgets/contact-form/contact-form.contract';
import { consultationDialog } from '../../widgets/consultation/consultation-button.contract';
import { ATTRIBUTION_STORAGE_KEY } from '../../widgets/runtime/attribution';
import { defineChunkFeature } from './support/widget-pages';

const EVENTS = [checkout.events, newsletter.events, contactForm.events, consultationDialog.events].flatMap((e) => Object.keys(e));
const NONCE = 'e2e-nonce-8f3a1c';

let partner: Partner;
let host = '';
let tags: string[] = [];
let postId = '';

/** A partner page: the page config, the loader (with a nonce when given) and `body`. */
const html = (title: string, body: string, opts: { config?: object; nonce?: string } = {}) => ({
  type: 'text/html',
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script type="application/json" id="medspa-config">${JSON.stringify(opts.config ?? {})}</script>
<script type="module"${opts.nonce ? ` nonce="${opts.nonce}"` : ''} src="${host}/widgets/loader.js"></script>
</head><body><main><h1>${title}</h1>${body}</main></body></html>`,
});

const FORMS = `
<medspa-consultation-button source="hero-consult"></medspa-consultation-button>
<medspa-contact-form source="contact-block"></medspa-contact-form>
<medspa-newsletter source="footer-signup"></medspa-newsletter>
<medspa-buy-button product="Bio Cleanse" layout="button" source="shop-button"></medspa-buy-button>`;

const PLAIN_FORMS = `
<medspa-consultation-button></medspa-consultation-button>
<medspa-contact-form></medspa-contact-form>
<medspa-newsletter></medspa-newsletter>
<medspa-buy-button product="Bio Cleanse" layout="button"></medspa-buy-button>`;

const PREFILL = `
<medspa-consultation-button prefill-from-url="name:lead_name email reason"></medspa-consultation-button>
<medspa-contact-form prefill-from-url="name:lead_name email message"></medspa-contact-form>
<medspa-newsletter email="attr.reader@example.com"></medspa-newsletter>
<medspa-contact-form id="by-attributes" heading="Ask us" name="Attr Name" email="attr@example.com" message="About the spring offer"></medspa-contact-form>`;

const SAMPLES: Record<string, string> = {
  'medspa-buy-button': ' product="Bio Cleanse"',
  'medspa-blog-post': '', // post-id set below
};

/** Like Google's: reads its callback, gives its own <style> the nonce of the script that loaded it, calls back. */
const FAKE_MAPS_SCRIPT = `(() => {
  const script = document.currentScript;
  const css = document.createElement('style');
  css.nonce = script.nonce;
  css.textContent = '.gm-style { outline: 3px solid rgb(1, 2, 3); }';
  document.head.append(css);
  window.__mapsScriptNonce = script.nonce;
  window.google = { maps: {
    Map: function (el) { el.classList.add('gm-style'); el.setAttribute('data-fake-map', ''); el.textContent = 'fake map'; },
    Marker: function () {},
  } };
  window[new URL(script.src).searchParams.get('callback')]();
})();`;

test.beforeAll(async ({ request }, testInfo) => {
  host = new URL(testInfo.project.use.baseURL!).origin;
  const manifest = (await (await request.get('/widgets/custom-elements.json')).json()) as {
    modules: { declarations?: { tagName?: string; customElement?: boolean }[] }[];
  };
  tags = manifest.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => (d.customElement && d.tagName ? [d.tagName] : []));
  const service = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };
  const news = (await (await request.get('/rest/v1/news?select=id&limit=1', { headers: service })).json()) as {
    id: string | number;
  }[];
  postId = String(news[0]?.id ?? '');
  const every = tags
    .filter((t) => t !== 'medspa-visit-us')
    .map((t) => `<${t}${SAMPLES[t] ?? ''}${t === 'medspa-blog-post' && postId ? ` post-id="${postId}"` : ''}></${t}>`)
    .join('\n');
  partner = await startPartner(host, {
    '/landing.html': () => html('Spring offer', FORMS, { config: { dataLayer: true } }),
    '/plain.html': () => html('Plain page', PLAIN_FORMS, { config: { dataLayer: true } }),
    '/prefill.html': () => html('Prefilled', PREFILL),
    // The map first (the key call and script start when it is near the viewport), then every other element.
    '/strict.html': () => ({
      ...html('Strict CSP', `<medspa-visit-us></medspa-visit-us>\n${every}`, { nonce: NONCE }),
      headers: { 'Content-Security-Policy': strictCsp(host, NONCE) },
    }),
  });
});
test.afterAll(async () => partner?.close());

interface Seen {
  type: string;
  detail: Record<string, unknown>;
}

/** Records every conversion event (on the document, as a tag manager listens) and every push to the data layer (window.dataLayer). */
async function record(page: Page) {
  const events: Seen[] = [];
  const pushed: Record<string, unknown>[] = [];
  await page.exposeFunction('recordEvent', (e: Seen) => events.push(e));
  await page.exposeFunction('recordPush', (item: Record<string, unknown>) => pushed.push(item));
  await page.addInitScript((names: string[]) => {
    const w = window as unknown as { dataLayer: unknown[]; recordEvent: (e: unknown) => void; recordPush: (i: unknown) => void };
    w.dataLayer = [];
    const push = w.dataLayer.push.bind(w.dataLayer);
    w.dataLayer.push = (...items: unknown[]) => {
      for (const item of items) w.recordPush(item);
      return push(...items);
    };
    for (const type of names) document.addEventListener(type, (e) => w.recordEvent({ type, detail: (e as CustomEvent).detail }));
  }, EVENTS);
  // The consultation's SMS is answered here: the function allows 5 a day per client address and every test comes
  // from 127.0.0.1 (tests/e2e/consultation.spec.ts covers the function). The request is stored for real.
  await page.route('**/functions/v1/send-consultation-sms', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"ok":true}' }),
  );
  return { events, pushed };
}

/** A row's attribution as stored (the service role: anon cannot read it). */
async function storedAttribution(request: APIRequestContext, table: string, email: string): Promise<unknown[]> {
  const res = await request.get(`${host}/rest/v1/${table}?select=attribution&email=eq.${encodeURIComponent(email.toLowerCase())}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { attribution: unknown }[]).map((r) => r.attribution);
}

const uid = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const toast = (page: Page, title: string) => page.locator('medspa-toaster .toast__title', { hasText: title });

async function consult(page: Page) {
  const id = uid();
  const typed = { name: `Lead ${id}`, email: `consult.${id}@example.com`, reason: `Rosacea flare-ups ${id}` };
  await page.locator('medspa-consultation-button').getByRole('button', { name: 'Schedule Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await dialog.getByLabel('Name').fill(typed.name);
  await dialog.getByLabel('Phone').fill(`(314) 555-${id.slice(-4)}`);
  await dialog.getByLabel('Email').fill(typed.email);
  await dialog.getByLabel('Reason for Visit').fill(typed.reason);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toast(page, 'Consultation request sent successfully!')).toBeVisible();
  return typed;
}

async function contact(page: Page) {
  const id = uid();
  const typed = { name: `Lead ${id}`, email: `contact.${id}@example.com`, message: `Contact message ${id}` };
  const form = page.locator('medspa-contact-form').first();
  await form.getByRole('textbox', { name: 'Name' }).fill(typed.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(typed.email);
  await form.getByRole('textbox', { name: 'Message' }).fill(typed.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message sent!')).toBeVisible();
  return typed;
}

async function subscribe(page: Page) {
  const email = `news.${uid()}@example.com`;
  const news = page.locator('medspa-newsletter');
  await news.getByLabel('Email address').fill(email);
  await news.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page, 'Thank you for subscribing!')).toBeVisible();
  return { email };
}

/** Buy Now, to the clinic's test checkout; returns the request's body and the metadata the function put on the page's address. */
async function buy(page: Page) {
  const request = page.waitForRequest((r) => r.url().endsWith('/functions/v1/create-checkout') && r.method() === 'POST');
  await page.locator('medspa-buy-button').getByRole('button', { name: 'Buy Now' }).click();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  await page.waitForURL(`${host}/checkout/test/**`);
  const metadata = Object.fromEntries(
    [...new URL(page.url()).searchParams].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
  );
  return { body, metadata };
}

const AD = '?utm_source=google&utm_medium=cpc&utm_campaign=spring-prp&gclid=abc';
const FIRST_TOUCH = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring-prp',
  gclid: 'abc',
  referrer: 'https://www.google.com',
  landing_path: '/landing.html',
};

test('a campaign landing: each request stores, the checkout sends and every event carries exactly its fields', async ({
  page,
  request,
}) => {
  const { events, pushed } = await record(page);
  await page.goto(`${partner.origin}/landing.html${AD}`, { referer: 'https://www.google.com/search?q=prp+saint+louis' });
  await expect(page.locator('medspa-buy-button').getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  const consultation = await consult(page);
  const message = await contact(page);
  const signup = await subscribe(page);

  const expected = (source: string) => ({ ...FIRST_TOUCH, source });
  expect(await storedAttribution(request, 'contact_submissions', consultation.email)).toEqual([expected('hero-consult')]);
  expect(await storedAttribution(request, 'contact_submissions', message.email)).toEqual([expected('contact-block')]);
  expect(await storedAttribution(request, 'newsletter_subscribers', signup.email)).toEqual([expected('footer-signup')]);
  // First party, no cookie: the first touch is this tab's.
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(JSON.parse((await page.evaluate((k) => sessionStorage.getItem(k), ATTRIBUTION_STORAGE_KEY))!)).toEqual(FIRST_TOUCH);

  await expect.poll(() => events.length).toBe(3);
  const id = expect.stringMatching(/^[0-9a-f-]{36}$/); // each lead's id (issue 37; tests/e2e/leads.spec.ts)
  expect(events).toEqual([
    { type: 'consultation-submitted', detail: { outcome: 'sent', attribution: expected('hero-consult'), id } },
    { type: 'contact-submitted', detail: { attribution: expected('contact-block'), id } },
    { type: 'newsletter-subscribed', detail: { attribution: expected('footer-signup'), id } },
  ]);
  expect(pushed).toEqual([
    { event: 'medspa.consultation-submitted', outcome: 'sent', attribution: expected('hero-consult'), id },
    { event: 'medspa.contact-submitted', attribution: expected('contact-block'), id },
    { event: 'medspa.newsletter-subscribed', attribution: expected('footer-signup'), id },
  ]);

  const { body, metadata } = await buy(page);
  expect(body.attribution).toEqual(expected('shop-button'));
  expect(metadata).toEqual(expected('shop-button'));
  const purchase = { product: 'Bio Cleanse', price: 45.99, currency: 'usd', attribution: expected('shop-button') };
  expect(events.slice(3)).toEqual([
    { type: 'checkout-started', detail: purchase },
    { type: 'checkout-redirected', detail: purchase },
  ]);
  // Nothing the visitor typed (the reason least of all) is in any event or push.
  const all = JSON.stringify([events, pushed]);
  for (const text of [...Object.values(consultation), ...Object.values(message), signup.email]) expect(all).not.toContain(text);
});

test('a second landing in the same visit does not replace the first touch', async ({ page, request }) => {
  const { events } = await record(page);
  await page.goto(`${partner.origin}/landing.html${AD}`, { referer: 'https://www.google.com/' });
  await expect(page.locator('medspa-newsletter').getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await page.goto(`${partner.origin}/landing.html?utm_source=facebook&utm_medium=social&utm_campaign=retarget&fbclid=fb-9`, {
    referer: 'https://www.facebook.com/',
  });
  const signup = await subscribe(page);
  const message = await contact(page);
  expect(await storedAttribution(request, 'newsletter_subscribers', signup.email)).toEqual([{ ...FIRST_TOUCH, source: 'footer-signup' }]);
  expect(await storedAttribution(request, 'contact_submissions', message.email)).toEqual([{ ...FIRST_TOUCH, source: 'contact-block' }]);
  await expect.poll(() => events.length).toBe(2);
  expect(JSON.stringify(events)).not.toMatch(/facebook|fb-9|retarget/);
});

test("the clinic's own pages: a campaign landing whose islands all wait still counts for the next page's form", async ({
  page,
  request,
}) => {
  const woke: string[] = [];
  page.on('request', (r) => {
    const feature = defineChunkFeature(r.url());
    if (feature) woke.push(feature);
  });
  await page.goto(`${host}/services/prp${AD}`, { referer: 'https://www.google.com/' });
  // The loader records the landing at an idle moment (upgrade.ts), no island having woken.
  await expect.poll(() => page.evaluate((k) => sessionStorage.getItem(k), ATTRIBUTION_STORAGE_KEY)).not.toBeNull();
  expect(woke, 'no widget code ran on the landing page').toEqual([]);
  await page.goto(`${host}/contact`);
  const message = await contact(page);
  expect(await storedAttribution(request, 'contact_submissions', message.email)).toEqual([
    { ...FIRST_TOUCH, landing_path: '/services/prp' },
  ]);
});

test('a page with no campaign stores nothing and sends nothing', async ({ page, request }) => {
  const { events, pushed } = await record(page);
  await page.goto(`${partner.origin}/plain.html?page=2`);
  await expect(page.locator('medspa-buy-button').getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  const consultation = await consult(page);
  const message = await contact(page);
  const signup = await subscribe(page);
  expect(await storedAttribution(request, 'contact_submissions', consultation.email)).toEqual([null]);
  expect(await storedAttribution(request, 'contact_submissions', message.email)).toEqual([null]);
  expect(await storedAttribution(request, 'newsletter_subscribers', signup.email)).toEqual([null]);
  expect(await page.evaluate((k) => sessionStorage.getItem(k), ATTRIBUTION_STORAGE_KEY)).toBeNull();
  await expect.poll(() => events.length).toBe(3);
  const id = expect.stringMatching(/^[0-9a-f-]{36}$/); // each lead's id (issue 37)
  expect(events.map((e) => e.detail)).toEqual([{ outcome: 'sent', id }, { id }, { id }]);
  expect(pushed.map((p) => Object.keys(p))).toEqual([
    ['outcome', 'id', 'event'],
    ['id', 'event'],
    ['id', 'event'],
  ]);
  const { body, metadata } = await buy(page);
  expect(body).not.toHaveProperty('attribution');
  expect(metadata).toEqual({});
});

test.describe('a strict CSP: nonce and strict-dynamic only', () => {
  test('every element renders, the map with its script, with 0 CSP violations', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const scripts: string[] = [];
    await page.route('**/functions/v1/get-google-maps-key', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ GOOGLE_MAPS_API_KEY: 'e2e-fake-key' }),
      }),
    );
    await page.route('https://maps.googleapis.com/maps/api/js**', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_MAPS_SCRIPT });
    });
    const response = await page.goto(`${partner.origin}/strict.html`);
    expect(response?.headers()['content-security-policy']).toContain(`script-src 'nonce-${NONCE}' 'strict-dynamic'`);

    expect(tags.length).toBeGreaterThan(15);
    for (const tag of tags) {
      const el = page.locator(tag).first();
      await expect(el, tag).toBeAttached();
      await expect.poll(() => el.evaluate((e) => !!e.shadowRoot?.querySelector('.medspa-root')), { message: tag }).toBe(true);
    }
    const map = page.locator('medspa-visit-us .map');
    await expect(map).toHaveAttribute('data-state', 'shown');
    await expect(map.locator('[data-fake-map]')).toHaveText('fake map');
    expect(scripts).toHaveLength(1);
    // The map's script carries the loader's nonce, and its own style (given that nonce, as Google's API does) applies.
    expect(await page.evaluate(() => (window as unknown as { __mapsScriptNonce: string }).__mapsScriptNonce)).toBe(NONCE);
    await expect(map.locator('[data-fake-map]')).toHaveCSS('outline-color', 'rgb(1, 2, 3)');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
});

test('prefill: by attributes, and by the address parameters an element opts into; the reason never', async ({ page }) => {
  await page.goto(
    `${partner.origin}/prefill.html?lead_name=${encodeURIComponent('Jane Url')}&email=${encodeURIComponent('jane.url@example.com')}&message=${encodeURIComponent('From the spring link')}&reason=${encodeURIComponent('Acne scars')}`,
  );
  const form = page.locator('medspa-contact-form').first();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Jane Url');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('jane.url@example.com');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('From the spring link');

  const byAttributes = page.locator('#by-attributes');
  await expect(byAttributes.getByRole('textbox', { name: 'Name' })).toHaveValue('Attr Name');
  await expect(byAttributes.getByRole('textbox', { name: 'Email' })).toHaveValue('attr@example.com');
  await expect(byAttributes.getByRole('textbox', { name: 'Message' })).toHaveValue('About the spring offer');
  await expect(page.locator('medspa-newsletter').getByLabel('Email address')).toHaveValue('attr.reader@example.com');

  await page.locator('medspa-consultation-button').getByRole('button', { name: 'Schedule Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Jane Url');
  await expect(dialog.getByLabel('Email')).toHaveValue('jane.url@example.com');
  await expect(dialog.getByLabel('Reason for Visit')).toHaveValue('');
  // Nothing from the address is kept as attribution (the page had no campaign).
  expect(await page.evaluate((k) => sessionStorage.getItem(k), ATTRIBUTION_STORAGE_KEY)).toBeNull();
});

test.describe('the catalogue', () => {
  test('its snippets name the origin that serves them; the install page shows the strict-CSP policy and "Measure your campaigns"', async ({
    page,
    gotoAndSettle,
  }) => {
    // The build wrote SITE_URL's origin (http://127.0.0.1:8080 by default); this server is another port.
    expect(host).not.toBe('http://127.0.0.1:8080');
    await gotoAndSettle('/widgets/');
    await expect(page.locator('#snippet-script')).toContainText(`src="${host}/widgets/v`);
    await gotoAndSettle('/widgets/medspa-contact-form');
    for (const id of ['#snippet-html', '#snippet-react']) await expect(page.locator(id)).toContainText(`${host}/widgets/`);
    await gotoAndSettle('/widgets/install');
    const codes = await page.locator('main code').allTextContents();
    expect(codes.join('\n')).not.toContain('127.0.0.1:8080');
    await expect(page.locator('#snippet-install')).toContainText(`src="${host}/widgets/v`);
    await expect(page.locator('#snippet-csp-tag')).toContainText('nonce="RANDOM-PER-RESPONSE"');
    await expect(page.locator('#snippet-csp')).toHaveText(strictCsp(host));
    await expect(page.getByRole('heading', { name: 'Measure your campaigns' })).toBeVisible();
    for (const field of Object.keys(FIRST_TOUCH)) await expect(page.getByRole('cell', { name: field, exact: true })).toBeVisible();
    await expect(page.locator('#snippet-campaign-sql')).toContainText('from public.contact_submissions');
    await expectNoA11yViolations(page);
  });
});
