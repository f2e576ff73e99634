/**
 * <medspa-buy-button> on a marketer's page of ANOTHER origin with a strict CSP (issue 8, item 5): the featured
 * product's card and a button alone, the store's checkout through the clinic's function to the clinic's test
 * checkout, no CSP violation (support/fixtures fails on any), axe clean, and pixel-identical to a clean copy of the
 * page under hostile CSS.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';
import { startPartner, type Partner } from './support/partner-origin';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
let partner: Partner;
let host = '';

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern
test.beforeAll(async ({}, testInfo) => {
  host = new URL(testInfo.project.use.baseURL!).origin;
  const page = (hostile: boolean) => () => ({
    type: 'text/html',
    body: readFileSync(join(FIXTURES, 'buy-button.html'), 'utf8')
      .replaceAll('{{HOST}}', host)
      .replace('{{HOSTILE}}', hostile ? '<link rel="stylesheet" href="/hostile.css">' : ''),
  });
  const css = (file: string) => () => ({ type: 'text/css', body: readFileSync(join(FIXTURES, file), 'utf8') });
  partner = await startPartner(host, {
    '/product.html': page(true),
    '/clean.html': page(false),
    '/hostile.css': css('hostile.css'),
    '/layout.css': css('layout.css'),
  });
  expect(partner.origin).not.toBe(host);
});
test.afterAll(async () => partner?.close());

const card = (page: Page) => page.locator('#card-slot medspa-buy-button');
const alone = (page: Page) => page.locator('#button-slot medspa-buy-button');

/** Both elements rendered, the card's image loaded. */
async function ready(page: Page, path: string) {
  await page.goto(`${partner.origin}${path}`);
  await expect(card(page).locator('.product__name')).toHaveText('Bio Cleanse');
  await expect(card(page).locator('.product__frame')).toHaveAttribute('data-state', 'loaded');
  await expect(alone(page).getByRole('button')).toBeVisible();
  await page.mouse.move(0, 0);
}

test('the card and the button alone show on the partner page; Buy Now reaches the clinic checkout at $45.99', async ({ page }) => {
  await ready(page, '/product.html');
  expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Comic Sans');
  await expect(card(page).locator('.product__price')).toHaveText('$45.99');
  await expect(card(page).locator('.product__category')).toHaveText('Skincare');
  expect(await card(page).locator('img').getAttribute('src')).toMatch(/^blob:|^http:\/\/127\.0\.0\.1/);
  await expect(alone(page).getByRole('button')).toHaveAccessibleName('Buy Now: Lock Treatment Set, $129.99');
  await expectNoA11yViolations(page, { include: 'main' });

  await card(page).getByRole('button', { name: 'Buy Now' }).click();
  await page.waitForURL(`${host}/checkout/test/**`);
  await expect(page.locator('#order-product')).toHaveText('Bio Cleanse');
  await expect(page.locator('#order-amount')).toHaveText('$45.99');
});

test('the buy button looks exactly as on a clean page (screenshots compared pixel for pixel)', async ({ page }, testInfo) => {
  const shots = async (path: string) => {
    await ready(page, path);
    return {
      card: await card(page).locator('.medspa-root').screenshot({ animations: 'disabled', caret: 'hide' }),
      button: await alone(page).locator('.medspa-root').screenshot({ animations: 'disabled', caret: 'hide' }),
    };
  };
  const clean = await shots('/clean.html');
  const hostile = await shots('/product.html');
  for (const name of ['card', 'button'] as const) {
    await testInfo.attach(`clean-${name}.png`, { body: clean[name], contentType: 'image/png' });
    await testInfo.attach(`hostile-${name}.png`, { body: hostile[name], contentType: 'image/png' });
    expect(hostile[name].equals(clean[name]), `the ${name} differs from the clean page`).toBe(true);
  }
});
