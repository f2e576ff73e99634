/**
 * The pages beside the routes' own checks (one-renderer.spec.ts loads every route and checks its head, h1, main, axe):
 * the skip link, a post's page, 404, the test checkout, the newsletter page.
 */
import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';
import { routes, specialPages } from '../../site/routes';
import { clinic } from '../../widgets/content/clinic';

const SITE = clinic.name;

// Offline there is no Google Maps key: the map shows its documented failed state (docs/product.md §8), nothing else may err.
const MAP_OFFLINE = /get-google-maps-key|map configuration/;
test.use({ ignoreConsole: MAP_OFFLINE });

// Each page's head, h1, main and axe are checked on the load one-renderer.spec.ts makes of every sitemap route at
// 1280 px; this holds that every route is in the sitemap, so none is left out.
test('every route of site/routes.ts is in the sitemap, so one-renderer.spec.ts checks its head and axe', () => {
  expect(routes.filter((r) => !r.sitemap).map((r) => r.path)).toEqual([]);
});

test('the skip link moves focus to the main content', async ({ page, gotoAndSettle }) => {
  await gotoAndSettle('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('a blog post page has Back to Blog and its own canonical link', async ({ page, gotoAndSettle }) => {
  const res = await gotoAndSettle('/blog/6f1c2a3e-0d4b-4c1a-9e51-1a2b3c4d5e02');
  expect(res?.status()).toBe(200);
  await expect(
    page
      .getByRole('link', { name: 'Back to Blog' })
      .or(page.getByRole('button', { name: 'Back to Blog' }))
      .first(),
  ).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/6f1c2a3e-0d4b-4c1a-9e51-1a2b3c4d5e02$/);
});

test.describe('404', () => {
  test.use({ ignoreConsole: new RegExp(`status of 404 .*/no/such/page|${MAP_OFFLINE.source}`) });
  test('an unknown path shows the 404 page', async ({ page, gotoAndSettle }) => {
    const res = await gotoAndSettle('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(`Page Not Found | ${SITE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoA11yViolations(page);
  });
});

test('the test checkout shows the order from the query string and says no payment is taken', async ({ page, gotoAndSettle }) => {
  await gotoAndSettle('/checkout/test/?product=Bio%20Cleanse&amount=4599&currency=usd');
  await expect(page.getByText('This is a test checkout. No payment is taken.')).toBeVisible();
  await expect(page.locator('#order-product')).toHaveText('Bio Cleanse');
  await expect(page.locator('#order-amount')).toHaveText('$45.99');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Complete test order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a crafted test checkout link cannot send the visitor to another site: only this site or the sending page is followed', async ({
  page,
  gotoAndSettle,
  baseURL,
}) => {
  const crafted = (success: string, cancel: string) =>
    `/checkout/test/?product=Bio%20Cleanse&amount=4599&currency=usd&success_url=${encodeURIComponent(success)}&cancel_url=${encodeURIComponent(cancel)}`;
  await gotoAndSettle(crafted('https://evil.example/login', 'javascript:alert(1)'));
  await expect(page.getByRole('link', { name: 'Complete test order' })).toHaveAttribute('href', '/checkout/success/');
  await expect(page.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/store');
  // The site's own addresses are followed.
  await gotoAndSettle(crafted(`${baseURL}/checkout/success/?ref=1`, `${baseURL}/blog`));
  await expect(page.getByRole('link', { name: 'Complete test order' })).toHaveAttribute('href', `${baseURL}/checkout/success/?ref=1`);
  await expect(page.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', `${baseURL}/blog`);
});

test('the newsletter page has the email field and the Subscribe button', async ({ page, gotoAndSettle }) => {
  await gotoAndSettle('/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const email = page.getByPlaceholder('Enter your email');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

// A post the build did not write is rendered by the host from its route (site/host/fresh-pages.ts), not from a template page.
test('special pages exist for 404 and checkout', () => {
  expect(specialPages.map((p) => p.path)).toEqual(['/404', '/checkout/test/', '/checkout/success/']);
});
