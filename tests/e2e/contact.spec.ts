/**
 * The contact page and <medspa-contact-form> (docs/product.md §2 "Contact", §4, §5, §7.1, §8) against the real host
 * and local backend: Visit Us and Connect With Us, the three messages on an empty submit, "Sending..." disabled
 * during a slowed insert, the stored row read back with the service key, the reset on success, the kept text and
 * toast on a failed insert (the log never holds the message), hostile and oversized input, and axe.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';
import { rest } from './support/service';
import { clinic } from '../../widgets/content/clinic';
import { fields } from '../../widgets/content/forms';

const SENT = "Message sent! We'll get back to you as soon as possible.";
const FAILED = 'There was a problem sending your message. Please try again.';

const form = (page: Page) => page.locator('medspa-contact-form form');
const toastTitle = (page: Page) => page.locator('medspa-toaster .toast__title');
const stored = async (baseURL: string, email: string) =>
  (await rest(baseURL, 'GET', `contact_submissions?select=name,email,message&email=eq.${encodeURIComponent(email)}`)).json as Record<
    string,
    string
  >[];

const unique = (label: string) => {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { name: `Contact ${label} ${n}`, email: `contact.${label.toLowerCase()}.${n}@example.com`, message: `Private message ${n}` };
};

async function fill(page: Page, v: { name: string; email: string; message: string }) {
  await form(page).getByLabel('Name').fill(v.name);
  await form(page).getByLabel('Email').fill(v.email);
  await form(page).getByLabel('Message').fill(v.message);
}

test.describe('contact page', () => {
  test.beforeEach(async ({ gotoAndSettle }) => {
    await gotoAndSettle('/contact');
  });

  test('Visit Us with address, phone, email and hours; the form with Name, Email (email-type), Message (4 rows); Connect With Us; axe clean', async ({
    page,
  }) => {
    await expect(page.locator('main').getByRole('heading', { name: 'Visit Us' })).toBeVisible();
    await expect(page.locator('main address')).toContainText(clinic.address.street);
    await expect(page.locator('main').getByRole('link', { name: clinic.phone })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: clinic.email })).toBeVisible();
    await expect(page.locator('main dl.hours')).toContainText('Closed');
    await expect(page.locator('main').getByRole('heading', { name: 'Connect With Us' })).toBeVisible();
    await expect(form(page).getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form(page).getByLabel('Message')).toHaveAttribute('rows', '4');
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expectNoA11yViolations(page);
  });

  test('an empty submit shows the three messages under their fields, tied to them; focus on Name; axe clean', async ({ page, baseURL }) => {
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByLabel('Name')).toHaveAccessibleDescription('Name is required');
    await expect(form(page).getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
    await expect(form(page).getByLabel('Message')).toHaveAccessibleDescription('Message is required');
    await expect(form(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByLabel('Name')).toBeFocused();
    await expectNoA11yViolations(page);
    void baseURL;
  });

  test('a valid submit: "Sending..." and disabled during a slowed insert, one stored row, the toast, the form emptied', async ({
    page,
    baseURL,
  }) => {
    const v = unique('Sent');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/rest/v1/contact_submissions*', async (route) => {
      await held;
      await route.continue();
    });
    await fill(page, v);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    const sending = form(page).getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    await expect(toastTitle(page)).toHaveText(SENT);
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Name', 'Email', 'Message']) await expect(form(page).getByLabel(label)).toHaveValue('');
    expect(await stored(baseURL!, v.email)).toEqual([v]);
  });

  test.describe('failure', () => {
    test.use({ ignoreConsole: /status of 400|\[medspa\] Sending the contact message failed/ });
    test('a failed insert: the toast, the error logged without the message, what was typed stays', async ({ page }) => {
      const v = unique('Failed');
      const logged: string[] = [];
      page.on('console', (m) => logged.push(m.text()));
      await page.route('**/rest/v1/contact_submissions*', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ code: '23514', details: v.message, hint: null, message: `violates check: ${v.message}` }),
        }),
      );
      await fill(page, v);
      await form(page).getByRole('button', { name: 'Send Message' }).click();
      await expect(toastTitle(page)).toHaveText(FAILED);
      await expect(form(page).getByLabel('Name')).toHaveValue(v.name);
      await expect(form(page).getByLabel('Email')).toHaveValue(v.email);
      await expect(form(page).getByLabel('Message')).toHaveValue(v.message);
      await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
      expect(logged.some((l) => l.includes('[medspa] Sending the contact message failed'))).toBe(true);
      expect(logged.join('\n')).not.toContain(v.message);
      expect(logged.join('\n')).not.toContain(v.email);
    });
  });

  test('hostile input: a 10 KB message is held to the limit, emoji, right-to-left text and markup are stored as text', async ({
    page,
    baseURL,
  }) => {
    const v = unique('Hostile');
    const hostile = {
      name: `<script>window.__owned=1</script> 💆‍♀️ مريم ${v.name}`,
      email: v.email,
      message: `<img src=x onerror="window.__owned=2"> שלום 🌿 ${'y'.repeat(10_240)}`,
    };
    await fill(page, hostile);
    await expect(form(page).getByLabel('Message')).toHaveValue(hostile.message.slice(0, fields.message.maxLength));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toastTitle(page)).toHaveText(SENT);
    const [row] = await stored(baseURL!, v.email);
    expect(row!.name).toBe(hostile.name);
    expect(row!.message).toBe(hostile.message.slice(0, fields.message.maxLength));
    expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
  });

  test('a filled honeypot is answered as a success and stores nothing', async ({ page, baseURL }) => {
    const v = unique('Bot');
    await fill(page, v);
    await form(page).locator('input[name="company"]').fill('Acme', { force: true });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toastTitle(page)).toHaveText(SENT);
    expect(await stored(baseURL!, v.email)).toEqual([]);
  });
});

/**
 * issue 32 item 8: "Send Us a Message" (the form's own heading) starts on the line of "Visit Us" and has its size and
 * face; on a phone the columns stack, the form under the hours on the same left edge.
 */
for (const width of [390, 1280]) {
  test.describe(`the two columns line up, ${width} px (issue 32)`, () => {
    test.use({ viewport: { width, height: 900 } });

    const expectAligned = async (page: Page) => {
      const box = async (l: ReturnType<Page['locator']>) => ({
        ...(await l.boundingBox())!,
        size: await l.evaluate((e) => getComputedStyle(e).fontSize),
        family: await l.evaluate((e) => getComputedStyle(e).fontFamily),
      });
      const visitUs = await box(page.locator('main h2', { hasText: 'Visit Us' }));
      const send = await box(page.locator('medspa-contact-form').getByRole('heading', { name: 'Send Us a Message' }));
      const connect = await box(page.locator('main h2', { hasText: 'Connect With Us' }));
      const hours = (await page.locator('main dl.hours').boundingBox())!;
      expect(send.size).toBe(visitUs.size);
      expect(connect.size).toBe(visitUs.size);
      expect(send.family).toBe(visitUs.family);
      if (width >= 768) {
        expect(Math.abs(send.y - visitUs.y), 'the two columns start on one line').toBeLessThanOrEqual(1);
      } else {
        expect(send.y).toBeGreaterThan(hours.y + hours.height);
        expect(Math.abs(send.x - visitUs.x)).toBeLessThanOrEqual(1);
      }
    };

    test('"Send Us a Message" starts on the line of "Visit Us", at the same size and face; axe finds nothing', async ({
      page,
      gotoAndSettle,
    }) => {
      await gotoAndSettle('/contact');
      await expectAligned(page);
      await expectNoA11yViolations(page);
    });

    test.describe('sending fails', () => {
      test.use({ ignoreConsole: /status of 500|contact_submissions|\[medspa\] .* failed/ });

      test('the toast, the typed text kept, and the columns still aligned', async ({ page, gotoAndSettle }) => {
        await page.route('**/rest/v1/contact_submissions*', (r) =>
          r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
        );
        await gotoAndSettle('/contact');
        await fill(page, { name: 'Ana', email: 'ana@example.com', message: 'Hello' });
        await form(page).getByRole('button', { name: 'Send Message' }).click();
        await expect(toastTitle(page)).toHaveText(FAILED);
        await expect(form(page).getByLabel('Message')).toHaveValue('Hello');
        await expectAligned(page);
      });
    });
  });
}
