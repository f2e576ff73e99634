/**
 * The newsletter page and <medspa-newsletter> (docs/product.md §2 "Newsletter", §4, §5) against the real host and
 * local backend: the SPEC strings, browser validation before any call, the toast and the cleared field, one row
 * after two signups of the same address, anon unable to read the table, and axe.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';
import { rest } from './support/service';

const widget = (page: Page) => page.locator('medspa-newsletter section');
const email = (page: Page) => widget(page).getByPlaceholder('Enter your email');
const subscribe = (page: Page) => widget(page).getByRole('button', { name: 'Subscribe' });
const toastTitle = (page: Page) => page.locator('medspa-toaster .toast__title');

test.describe('newsletter', () => {
  test.beforeEach(async ({ gotoAndSettle }) => {
    await gotoAndSettle('/newsletter');
  });

  test('heading "Newsletter", a required email field "Enter your email", "Subscribe"; a blank or invalid address never leaves the page; axe clean', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/rest/v1/newsletter_subscribers') && calls.push(r.url()));
    await expect(widget(page).getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await expect(email(page)).toHaveAttribute('type', 'email');
    await expect(email(page)).toHaveAttribute('required', '');
    await expectNoA11yViolations(page);
    await subscribe(page).click();
    expect(await email(page).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await email(page).fill('not-an-address');
    await subscribe(page).click();
    expect(await email(page).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    // The browser accepts a@b; the house's rule (and the database's) does not.
    await email(page).fill('a@b');
    await subscribe(page).click();
    await expect(email(page)).toHaveAccessibleDescription('Invalid email address');
    await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page);
    expect(calls).toEqual([]);
  });

  test('a signup: the toast, the field cleared; a second signup of the same address (other case) the same; one row kept', async ({
    page,
    baseURL,
  }) => {
    const address = `reader.${Date.now()}@example.com`;
    await email(page).fill(address);
    await subscribe(page).click();
    await expect(toastTitle(page)).toHaveText('Thank you for subscribing!');
    await expect(email(page)).toHaveValue('');
    await email(page).fill(address.toUpperCase());
    await email(page).press('Enter');
    await expect(toastTitle(page)).toHaveText(['Thank you for subscribing!', 'Thank you for subscribing!']);
    await expect(email(page)).toHaveValue('');
    const rows = (await rest(baseURL!, 'GET', `newsletter_subscribers?select=email,source_page,consented_at&email=ilike.${address}`))
      .json as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(address);
    expect(rows[0]!.source_page).toBe(`${baseURL}/newsletter`);
    expect(rows[0]!.consented_at).toBeTruthy();
  });

  test('anon cannot read the table', async ({ baseURL }) => {
    const read = await rest(baseURL!, 'GET', 'newsletter_subscribers?select=email', undefined, 'anon');
    expect(read.status).toBe(401);
    expect((read.json as Record<string, string>).code).toBe('42501');
  });
});
