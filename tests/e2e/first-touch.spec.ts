/**
 * Issue 26, as a visitor on a phone meets the site (support/phone.ts: Lighthouse's mobile throttling): the page has
 * loaded, its islands are still server markup (runtime/upgrade.ts), and the visitor acts at once.
 * - Nothing typed is lost: a form the browser autofilled and the visitor sent before the code arrived is sent
 *   exactly once, with what the visitor sees, the fields keep their values until the §8 toast says it was sent.
 * - The first tap answers at once (≤ 100 ms to a frame that shows something new): the small-screen menu, the
 *   Services list, "Schedule Consultation" (its dialog, from the markup: issue 39), the submit buttons ("Sending..." at once), Buy
 *   Now; then React takes over the same state, with no second open or close.
 * docs/architecture.md "Islands" says how.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { rest } from './support/service';
import { autofill, holdWidgetCode, isLive, throttleLikeAPhone, watchFieldsKept, watchFirstAnswer } from './support/phone';
import { CONTACT_TOASTS } from '../../widgets/contact-form/use-contact';
import { expectNoA11yViolations } from './support/axe';
import { watchSends } from './support/sends';

/**
 * A tap gets its visible answer at once (issue 26: ≤ 100 ms on the throttled phone, which `npm run bench` measures
 * and prints: bench/first-touch.ts). Here, where two browsers and the host share two cores, no time is asserted: the
 * widget's code is held back from the tap until its answer shows, so the answer can only have come from the markup,
 * and `live: false` says no widget drew it. The time is kept as an annotation.
 */
const SLOW = 60_000;

const toastTitle = (page: Page) => page.locator('medspa-toaster .toast__title');
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const rows = async (baseURL: string, query: string) => (await rest(baseURL, 'GET', query)).json as Record<string, string>[];

/** Loads `path` throttled and checks that `tag` is still server markup (what the visitor meets). */
async function loadAsAPhone(page: Page, path: string, tag: string) {
  await throttleLikeAPhone(page);
  await page.goto(path);
  expect(await isLive(page, tag), `<${tag}> should still be server markup at load`).toBe(false);
}

/** Taps `control` (inside `host`) with the widget code held back: the visitor must see an answer before it arrives. */
async function tapAndTime(page: Page, host: string, control: Locator, how: 'tap' | 'click' = 'tap'): Promise<void> {
  const release = await holdWidgetCode(page);
  try {
    const answer = await watchFirstAnswer(page, host);
    await (how === 'tap' ? control.tap() : control.click());
    const { ms, live } = await answer();
    test.info().annotations.push({ type: 'first answer', description: `${host}: ${ms.toFixed(0)} ms` });
    expect(live, 'the answer came from the widget once live, not at the press').toBe(false);
  } finally {
    release();
  }
}

test.describe('a phone visitor who acts before the code arrives', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('contact: autofilled and sent at once: "Sending..." at once, one row, the values kept until the toast', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(SLOW);
    await loadAsAPhone(page, '/contact', 'medspa-contact-form');
    const sends = watchSends(page, 'contact_submissions');
    const release = await holdWidgetCode(page); // autofill starts the download: the tap must still come first
    const n = stamp();
    const v = { name: `Early ${n}`, email: `early.${n}@example.com`, message: `Typed before the code ${n}` };
    await autofill(page, 'medspa-contact-form', v);
    const kept = await watchFieldsKept(page, 'medspa-contact-form', ['name', 'email', 'message']);
    const form = page.locator('medspa-contact-form form');
    const send = form.getByRole('button', { name: 'Send Message' });
    await tapAndTime(page, 'medspa-contact-form', send);
    // the press shows "Sending..." before React is there (runtime/upgrade.ts, theme.css)
    await expect(send).toHaveAttribute('data-medspa-held', '');
    release();
    await expect(toastTitle(page)).toHaveText(CONTACT_TOASTS.sent, { timeout: 30_000 });
    expect(await kept(), 'fields that lost their value before the toast').toEqual([]);
    await expect(form.getByLabel('Name')).toHaveValue(''); // success empties the form (§2)
    expect(await sends.landed(), 'inserts the page made').toBe(1);
    const stored = await rows(baseURL!, `contact_submissions?select=name,email,message&email=eq.${encodeURIComponent(v.email)}`);
    expect(stored).toEqual([v]);
    await expect(form.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('data-medspa-held');
  });

  test('contact: an empty form sent at once shows the three messages, nothing is stored', async ({ page }) => {
    test.setTimeout(SLOW);
    const inserts: string[] = [];
    page.on('request', (r) => r.url().includes('/rest/v1/contact_submissions') && r.method() === 'POST' && inserts.push(r.url()));
    await loadAsAPhone(page, '/contact', 'medspa-contact-form');
    const form = page.locator('medspa-contact-form form');
    await tapAndTime(page, 'medspa-contact-form', form.getByRole('button', { name: 'Send Message' }));
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Name is required', { timeout: 30_000 });
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Message is required');
    await expect(form.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('data-medspa-held');
    expect(inserts).toEqual([]);
  });

  test('newsletter: autofilled and sent at once: one row, the address kept until the toast', async ({ page, baseURL }) => {
    test.setTimeout(SLOW);
    await loadAsAPhone(page, '/newsletter', 'medspa-newsletter');
    const sends = watchSends(page, 'newsletter_subscribers');
    const release = await holdWidgetCode(page);
    const address = `early.reader.${stamp()}@example.com`;
    await autofill(page, 'medspa-newsletter', { email: address });
    const kept = await watchFieldsKept(page, 'medspa-newsletter', ['email']);
    const subscribe = page.locator('medspa-newsletter').getByRole('button', { name: 'Subscribe' });
    await tapAndTime(page, 'medspa-newsletter', subscribe);
    release();
    await expect(toastTitle(page)).toHaveText('Thank you for subscribing!', { timeout: 30_000 });
    expect(await kept()).toEqual([]);
    expect(await sends.landed(), 'inserts the page made').toBe(1);
    expect(await rows(baseURL!, `newsletter_subscribers?select=email&email=eq.${encodeURIComponent(address)}`)).toEqual([
      { email: address },
    ]);
  });

  test('typed before the code, then Enter: sent once, never as a page address', async ({ page, baseURL }) => {
    test.setTimeout(SLOW);
    await loadAsAPhone(page, '/newsletter', 'medspa-newsletter');
    const sends = watchSends(page, 'newsletter_subscribers');
    const release = await holdWidgetCode(page);
    const address = `enter.reader.${stamp()}@example.com`;
    const field = page.locator('medspa-newsletter').getByRole('textbox', { name: 'Email address' });
    await field.pressSequentially(address);
    await field.press('Enter');
    expect(await isLive(page, 'medspa-newsletter')).toBe(false);
    release();
    await expect(toastTitle(page)).toHaveText('Thank you for subscribing!', { timeout: 30_000 });
    expect(new URL(page.url()).search).toBe('');
    expect(await sends.landed(), 'inserts the page made').toBe(1);
    expect(await rows(baseURL!, `newsletter_subscribers?select=email&email=eq.${encodeURIComponent(address)}`)).toHaveLength(1);
  });

  test('the small-screen menu opens at the tap, stays open when React takes over, and the next tap closes it', async ({ page }) => {
    test.setTimeout(SLOW);
    await loadAsAPhone(page, '/store', 'medspa-navbar');
    const nav = page.locator('medspa-navbar');
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await tapAndTime(page, 'medspa-navbar', toggle);
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => isLive(page, 'medspa-navbar'), { timeout: 30_000 }).toBe(true);
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(nav.locator('.navbar__menu')).toHaveClass(/navbar__menu--open/); // React holds the same state
    await toggle.tap();
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('"Schedule Consultation" opens its dialog at the tap, before any widget code; typed and sent at once: one row, one SMS, the §8 toast', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(SLOW);
    // The real insert; the SMS answered here: the function allows 5 a day per client address, and every test comes
    // from 127.0.0.1 (tests/e2e/consultation.spec.ts covers the function itself). The reason never goes to it
    // through anything but its body.
    const sms: unknown[] = [];
    await page.route('**/functions/v1/send-consultation-sms', (route) => {
      sms.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await loadAsAPhone(page, '/services/prp', 'medspa-consultation-button');
    const sends = watchSends(page, 'contact_submissions');
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/widgets/chunks/') && chunks.push(r.url()));
    const release = await holdWidgetCode(page); // no widget chunk arrives before `release()`
    const host = 'main medspa-consultation-button';
    const button = page.locator(host).first().getByRole('button', { name: 'Schedule Consultation' });
    const answer = await watchFirstAnswer(page, host);
    await button.tap();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
    await expect(dialog).toBeVisible();
    const { ms, live } = await answer();
    test.info().annotations.push({ type: 'tap to dialog', description: `${ms.toFixed(0)} ms` });
    expect(live, 'the dialog opened from the markup, before the code').toBe(false);
    expect(await isLive(page, 'medspa-consultation-button')).toBe(false);
    // focus moved into the dialog; the button is not left busy
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expect(button).not.toHaveAttribute('data-medspa-held');
    const submit = dialog.getByRole('button', { name: 'Submit Request' });
    // Before React the browser's own checks guard the form: an empty submit is refused, nothing is held.
    await submit.tap();
    expect(await dialog.getByLabel('Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(submit).not.toHaveAttribute('data-medspa-held');
    await dialog.getByLabel('Phone').fill('call me');
    expect(await dialog.getByLabel('Phone').evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    const n = stamp();
    const v = {
      name: `Early Patient ${n}`,
      phone: '(314) 555-0199',
      email: `early.patient.${n}@example.com`,
      reason: `Private reason ${n}`,
    };
    await dialog.getByLabel('Name').fill(v.name);
    await dialog.getByLabel('Phone').fill(v.phone);
    await dialog.getByLabel('Email').fill(v.email);
    await dialog.getByLabel('Reason for Visit').fill(v.reason);
    await submit.tap();
    // held until React is there, "Sending..." meanwhile (runtime/upgrade.ts, theme.css)
    await expect(submit).toHaveAttribute('data-medspa-held', '');
    expect(await isLive(page, 'medspa-consultation-button'), 'still no widget code').toBe(false);
    expect(chunks.length, 'the chunks were asked for, and held').toBeGreaterThan(0);
    const kept = await watchFieldsKept(page, 'main medspa-consultation-button', ['name', 'phone', 'email', 'reason']);
    release();
    await expect(toastTitle(page)).toHaveText("Consultation request sent successfully! We'll contact you soon.", { timeout: 30_000 });
    expect(await kept(), 'fields that lost their value before the toast').toEqual([]);
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused(); // focus returns to the button
    expect(await sends.landed(), 'inserts the page made').toBe(1);
    const stored = await rows(baseURL!, `contact_submissions?select=name,email&email=eq.${encodeURIComponent(v.email)}`);
    expect(stored).toEqual([{ name: v.name, email: v.email }]);
    expect(sms).toEqual([{ data: v, claim: expect.any(String) }]);
    // live now, and §5's messages speak instead of the browser's
    await button.tap();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await submit.tap();
    await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
  });

  test('Buy Now answers at the tap and starts one checkout', async ({ page }) => {
    test.setTimeout(SLOW);
    const checkouts: unknown[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/functions/v1/create-checkout') && r.method() === 'POST' && checkouts.push(r.postDataJSON()),
    );
    await loadAsAPhone(page, '/store', 'medspa-store');
    const buy = page.locator('medspa-store article', { hasText: 'Bio Cleanse' }).getByRole('button', { name: /Buy Now/ });
    await tapAndTime(page, 'medspa-store', buy);
    await page.waitForURL(/\/checkout\/test\//, { timeout: 30_000 });
    expect(checkouts).toEqual([{ productId: 'Bio Cleanse', price: 45.99 }]);
  });
});

test.describe('a wide screen, throttled like a phone', () => {
  test('the Services list opens at the click, stays open when React takes over, and the next click closes it', async ({ page }) => {
    test.setTimeout(SLOW);
    await page.setViewportSize({ width: 1280, height: 800 });
    await loadAsAPhone(page, '/blog', 'medspa-navbar');
    const nav = page.locator('medspa-navbar');
    const services = nav.getByRole('button', { name: 'Services' });
    await tapAndTime(page, 'medspa-navbar', services, 'click');
    const prp = nav.getByRole('link', { name: /PRP/ }).first();
    await expect(prp).toBeVisible();
    await expect.poll(() => isLive(page, 'medspa-navbar'), { timeout: 30_000 }).toBe(true);
    await expect(nav.locator('.navbar__services-list')).not.toHaveAttribute('hidden'); // React holds the same state
    await services.click();
    await expect(prp).toBeHidden();
  });

  test('the bar\'s "Schedule Consultation": the dialog opens at the click before the code, axe-clean, Escape closes it and focus returns; React then opens it itself', async ({
    page,
  }) => {
    test.setTimeout(SLOW);
    await page.setViewportSize({ width: 1280, height: 800 });
    await loadAsAPhone(page, '/store', 'medspa-navbar');
    const release = await holdWidgetCode(page);
    const nav = page.locator('medspa-navbar');
    const cta = nav.locator('div.navbar').getByRole('button', { name: 'Schedule Consultation' });
    await tapAndTime(page, 'medspa-navbar', cta, 'click');
    const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expectNoA11yViolations(page, { include: 'medspa-navbar' });
    await dialog.getByLabel('Name').pressSequentially('Typed Early');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();
    release();
    await expect.poll(() => isLive(page, 'medspa-navbar'), { timeout: 30_000 }).toBe(true);
    await expect(dialog).toBeHidden(); // the press given back did not open it again
    await cta.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Typed Early'); // kept through hydration
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();
  });
});
