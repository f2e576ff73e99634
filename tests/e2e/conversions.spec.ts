/**
 * Conversion events on a partner's page of ANOTHER origin (issue 19): the newsletter, the contact form, the
 * consultation dialog and the buy button dispatch their events with their details (never what the visitor
 * typed), and push them to the page's data layer only when the page opted in (`"dataLayer": true`). The buy
 * button's checkout returns to the partner's own pages (success-url, cancel-url) with its client-reference-id,
 * because the clinic allows that origin (CHECKOUT_RETURN_ORIGINS, playwright.config.ts); an address elsewhere is
 * refused with the store's toast and checkout-failed (reason return-url-not-allowed, issue 37). The forms' events
 * carry their lead's id (issue 37; tests/e2e/leads.spec.ts holds it to the stored row).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { returnPartnerPort, startPartner, type Partner } from './support/partner-origin';
import { checkout } from '../../widgets/store/store.contract';
import { newsletter } from '../../widgets/newsletter/newsletter.contract';
import { contactForm } from '../../widgets/contact-form/contact-form.contract';
import { consultationDialog } from '../../widgets/consultation/consultation-button.contract';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
/** Every conversion event the page listens for: the descriptors' names. */
const EVENTS = [checkout.events, newsletter.events, contactForm.events, consultationDialog.events].flatMap((e) => Object.keys(e));
const REFERENCE = 'spring_ad-42';

let partner: Partner;
let host = '';

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern
test.beforeAll(async ({}, testInfo) => {
  host = new URL(testInfo.project.use.baseURL!).origin;
  const origin = `http://127.0.0.1:${returnPartnerPort(Number(new URL(host).port))}`;
  const page = (config: object) => () => ({
    type: 'text/html',
    body: readFileSync(join(FIXTURES, 'conversions.html'), 'utf8')
      .replaceAll('{{HOST}}', host)
      .replace('{{SUCCESS}}', `${origin}/thanks.html`)
      .replace('{{CONFIG}}', JSON.stringify(config)),
  });
  const plain = (title: string) => () => ({
    type: 'text/html',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`,
  });
  partner = await startPartner(
    host,
    {
      '/tracked.html': page({ dataLayer: true }),
      '/untracked.html': page({}),
      '/thanks.html': plain('Thanks'),
      '/shop.html': plain('Shop'),
      '/layout.css': () => ({ type: 'text/css', body: readFileSync(join(FIXTURES, 'layout.css'), 'utf8') }),
    },
    returnPartnerPort(Number(new URL(host).port)),
  );
  expect(partner.origin).toBe(origin);
});
test.afterAll(async () => partner?.close());

interface Seen {
  type: string;
  detail: unknown;
  from: string;
}

/**
 * Opens a partner page recording every conversion event (listened for on the document, as a tag manager would)
 * and every push to `window.dataLayer`, which the page has before the widgets load, as it would with a tag
 * manager installed. Both lists survive the checkout's navigation (the recorder is the test's).
 */
async function open(page: Page, path: string) {
  const events: Seen[] = [];
  const pushed: Record<string, unknown>[] = [];
  await page.exposeFunction('recordEvent', (e: Seen) => events.push(e));
  await page.exposeFunction('recordPush', (item: Record<string, unknown>) => pushed.push(item));
  await page.addInitScript((names: string[]) => {
    const w = window as unknown as {
      dataLayer: unknown[];
      recordEvent: (e: unknown) => void;
      recordPush: (i: unknown) => void;
    };
    w.dataLayer = [];
    const push = w.dataLayer.push.bind(w.dataLayer);
    w.dataLayer.push = (...items: unknown[]) => {
      for (const item of items) w.recordPush(item);
      return push(...items);
    };
    for (const type of names)
      document.addEventListener(type, (e) =>
        w.recordEvent({ type, detail: (e as CustomEvent).detail, from: (e.target as Element).localName }),
      );
  }, EVENTS);
  await page.goto(`${partner.origin}${path}`);
  await expect(page.locator('#buy-slot medspa-buy-button').getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  return { events, pushed };
}

const n = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Subscribes, sends a contact message and a consultation request; returns what was typed. */
async function convertByForms(page: Page) {
  const id = n();
  const typed = { email: `lead.${id}@example.com`, message: `Contact message ${id}`, reason: `Rosacea flare-ups ${id}` };
  const news = page.locator('medspa-newsletter');
  await news.getByLabel('Email address').fill(typed.email);
  await news.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('medspa-toaster .toast__title', { hasText: 'Thank you for subscribing!' })).toBeVisible();

  const contact = page.locator('medspa-contact-form');
  await contact.getByRole('textbox', { name: 'Name' }).fill(`Lead ${id}`);
  await contact.getByRole('textbox', { name: 'Email' }).fill(typed.email);
  await contact.getByRole('textbox', { name: 'Message' }).fill(typed.message);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('medspa-toaster .toast__title', { hasText: 'Message sent!' })).toBeVisible();

  await page.locator('medspa-consultation-button').getByRole('button', { name: 'Schedule Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await dialog.getByLabel('Name').fill(`Lead ${id}`);
  await dialog.getByLabel('Phone').fill(`(314) 555-${id.slice(-4)}`);
  await dialog.getByLabel('Email').fill(typed.email);
  await dialog.getByLabel('Reason for Visit').fill(typed.reason);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.locator('medspa-toaster .toast__title', { hasText: 'Consultation request sent successfully!' })).toBeVisible();
  return typed;
}

/** Buy Now on the button with the partner's return addresses, to the clinic's test checkout. */
async function buy(page: Page) {
  await page.locator('#buy-slot medspa-buy-button').getByRole('button', { name: 'Buy Now' }).click();
  await page.waitForURL(`${host}/checkout/test/**`);
  await expect(page.locator('#order-product')).toHaveText('Bio Cleanse');
}

const purchase = { product: 'Bio Cleanse', price: 45.99, currency: 'usd', clientReferenceId: REFERENCE };

test('opted in: each event fires with its details and is pushed to the data layer; nothing typed is in either', async ({ page }) => {
  const { events, pushed } = await open(page, '/tracked.html');
  const typed = await convertByForms(page);
  await expect.poll(() => events.length).toBe(3);
  // Each stored lead's id (issue 37), a new one each time.
  const id = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(events).toEqual([
    { type: 'newsletter-subscribed', detail: { id }, from: 'medspa-newsletter' },
    { type: 'contact-submitted', detail: { id }, from: 'medspa-contact-form' },
    { type: 'consultation-submitted', detail: { outcome: 'sent', id }, from: 'medspa-consultation-button' },
  ]);
  expect(new Set(events.map((e) => (e.detail as { id: string }).id)).size).toBe(3);
  expect(pushed).toEqual([
    { event: 'medspa.newsletter-subscribed', id },
    { event: 'medspa.contact-submitted', id },
    { event: 'medspa.consultation-submitted', outcome: 'sent', id },
  ]);

  await buy(page);
  expect(events.slice(3)).toEqual([
    { type: 'checkout-started', detail: purchase, from: 'medspa-buy-button' },
    { type: 'checkout-redirected', detail: purchase, from: 'medspa-buy-button' },
  ]);
  expect(pushed.slice(3)).toEqual([
    { event: 'medspa.checkout-started', ...purchase },
    { event: 'medspa.checkout-redirected', ...purchase },
  ]);
  const all = JSON.stringify([events, pushed]);
  for (const text of Object.values(typed)) expect(all).not.toContain(text);
  expect(all).not.toContain('Lead ');
});

test('not opted in: the events still fire, nothing reaches the data layer', async ({ page }) => {
  const { events, pushed } = await open(page, '/untracked.html');
  await convertByForms(page);
  await buy(page);
  await expect
    .poll(() => events.map((e) => e.type))
    .toEqual(['newsletter-subscribed', 'contact-submitted', 'consultation-submitted', 'checkout-started', 'checkout-redirected']);
  expect(pushed).toEqual([]);
});

test("the checkout returns to the partner's success-url with the reference, or to its cancel-url", async ({ page }) => {
  await open(page, '/untracked.html');
  await buy(page);
  await page.getByRole('link', { name: 'Complete test order' }).click();
  await page.waitForURL(`${partner.origin}/thanks.html?client_reference_id=${REFERENCE}`);
  await expect(page.getByRole('heading', { name: 'Thanks' })).toBeVisible();

  await page.goto(`${partner.origin}/untracked.html`);
  await buy(page);
  await page.getByRole('link', { name: 'Back to the store' }).click();
  await page.waitForURL(`${partner.origin}/shop.html`);
});

test.describe('a success-url elsewhere', () => {
  // The refusal is logged by the widget and answered 400 by the function.
  test.use({ ignoreConsole: /Starting the checkout failed|status of 400 .*create-checkout/ });

  test('is refused with its own reason: the store toast, checkout-failed return-url-not-allowed, a console error naming CHECKOUT_RETURN_ORIGINS, the shopper stays', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && logged.push(m.text())));
    const { events, pushed } = await open(page, '/tracked.html');
    const button = page.locator('#refused-slot medspa-buy-button').getByRole('button', { name: 'Buy the set' });
    const answer = page.waitForResponse((r) => r.url().endsWith('/functions/v1/create-checkout') && r.request().method() === 'POST');
    await button.click();
    // The browser let the address through; the function refused its origin.
    expect((await answer).status()).toBe(400);
    expect(await (await answer).json()).toEqual({
      error: 'successUrl: https://elsewhere.example is not an allowed checkout return origin',
      code: 'return-url-not-allowed',
      field: 'successUrl',
      origin: 'https://elsewhere.example',
    });
    await expect(
      page.locator('medspa-toaster li.toast', { hasText: 'Failed to initiate checkout. Please try again later.' }),
    ).toBeVisible();
    await expect(button).toBeEnabled();
    expect(page.url()).toBe(`${partner.origin}/tracked.html`);
    const failed = { product: 'Lock Treatment Set', reason: 'return-url-not-allowed' };
    expect(logged.filter((text) => text.startsWith('[medspa]'))).toEqual([
      expect.stringMatching(/success-url: the clinic does not allow returns to https:\/\/elsewhere\.example\. .*CHECKOUT_RETURN_ORIGINS/),
    ]);
    expect(events).toEqual([
      { type: 'checkout-started', detail: { product: 'Lock Treatment Set', price: 129.99, currency: 'usd' }, from: 'medspa-buy-button' },
      { type: 'checkout-failed', detail: failed, from: 'medspa-buy-button' },
    ]);
    expect(pushed.at(-1)).toEqual({ event: 'medspa.checkout-failed', ...failed });
  });
});
