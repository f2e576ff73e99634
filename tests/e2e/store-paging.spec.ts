/**
 * The store at a clinic's scale (issue 27) against the real host and local backend, with 200 more products stored
 * with the service key (bench/large-content.ts's rows):
 * - the budget: /store at most 300 KB of HTML and 1,500 elements (shadow roots included);
 * - the store in pages without JavaScript: Previous / numbered / Next links, the store's order kept across pages,
 *   404 past the last page, every product reachable from /store by plain links;
 * - "Buy Now" on page 2 reaches the checkout; on a partner's page "More products" appends the next page, announced,
 *   focus on the first new card.
 */
import type { Page } from '@playwright/test';
import { test, expect, settle } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';
import { rest } from './support/service';
import { openFixture } from './support/widget-pages';
import { largeProducts } from '../../bench/large-content';
import { STORE_PAGE_SIZE } from '../../widgets/tables/products';
import { FEATURED_PRODUCTS, toProducts } from '../../widgets/content/products';

const SCALE = 200;
const MARKER = 'Scale Product';

const cards = (page: Page) => page.locator('medspa-store article.product');
const names = (page: Page) => page.locator('medspa-store .product__name').allTextContents();
const pager = (page: Page) => page.locator('medspa-store nav.store__pages');

test.describe.configure({ mode: 'serial' });

/** The store's names in order, as the database has them: the featured products, then the stored ones by name. */
let order: string[] = [];
let last = 0;

test.beforeAll(async ({ baseURL }) => {
  await rest(baseURL!, 'DELETE', `products?name=like.${encodeURIComponent(MARKER)}*`);
  for (let i = 0; i < SCALE; i += 50) {
    const { status } = await rest(baseURL!, 'POST', 'products', largeProducts(SCALE).slice(i, i + 50));
    expect(status).toBe(201);
  }
  const { json } = await rest(baseURL!, 'GET', 'products?select=id,name,description,price,category,image_url&order=name.asc');
  const featured = FEATURED_PRODUCTS.map((p) => p.name);
  order = [
    ...featured,
    ...toProducts(json)
      .map((p) => p.name)
      .filter((n) => !featured.includes(n)),
  ];
  last = Math.ceil(order.length / STORE_PAGE_SIZE);
});
test.afterAll(async ({ baseURL }) => {
  await rest(baseURL!, 'DELETE', `products?name=like.${encodeURIComponent(MARKER)}*`);
});

/** Elements of the page, those in every shadow root included. */
const elementCount = (page: Page) =>
  page.evaluate(() => {
    const count = (root: Document | ShadowRoot): number =>
      [...root.querySelectorAll('*')].reduce((n, el) => n + 1 + (el.shadowRoot ? count(el.shadowRoot) : 0), 0);
    return count(document);
  });

test('/store with 200 more products: at most 300 KB of HTML and 1,500 elements, shadow roots included', async ({ page, request }) => {
  const res = await request.get('/store', { headers: { 'Accept-Encoding': 'identity' } });
  const html = await res.text();
  const bytes = Buffer.byteLength(html);
  console.log(`[budget] /store: ${bytes} B of HTML`);
  expect(bytes).toBeLessThanOrEqual(300_000);
  expect(html.match(/<article class="product"/g)).toHaveLength(STORE_PAGE_SIZE);
  await page.goto('/store');
  const elements = await elementCount(page);
  console.log(`[budget] /store: ${elements} elements`);
  expect(elements).toBeLessThanOrEqual(1500);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, ignoreConsole: [/widgets\/loader\.js/] });

  test('page links: Previous, numbered, Next, the current page marked; the store order kept across pages', async ({ page }) => {
    await page.goto('/store');
    expect(await names(page)).toEqual(order.slice(0, STORE_PAGE_SIZE));
    await expect(pager(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('link', { name: `Page ${last}`, exact: true })).toHaveAttribute('href', `/store/page/${last}`);
    await expect(pager(page).getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    await pager(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/store\/page\/2$/);
    await expect(page).toHaveTitle(/^Our Store, page 2 \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Store' })).toBeVisible();
    expect(await names(page)).toEqual(order.slice(STORE_PAGE_SIZE, 2 * STORE_PAGE_SIZE));
    await expect(pager(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await pager(page).getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/store$/);
  });

  test('past the last page: 404; every product reachable from /store by plain links (Next, page after page)', async ({ request }) => {
    expect((await request.get(`/store/page/${last + 1}`)).status()).toBe(404);
    expect((await request.get(`/store/page/${last}`)).status()).toBe(200);
    const seen: string[] = [];
    let path: string | undefined = '/store';
    let pages = 0;
    while (path) {
      const html = await (await request.get(path)).text();
      for (const m of html.matchAll(/class="product__name" part="name">([^<]*)</g))
        seen.push(m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
      path = /href="([^"]+)" rel="next"/.exec(html)?.[1];
      pages++;
    }
    expect(pages).toBe(last);
    expect(seen).toEqual(order);
    // The sitemap is the build's (its pages of the store: site/templates/store.test.ts); /store is in it.
    expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>[^<]*\/store<\/loc>/);
  });
});

test('with JavaScript: "Buy Now" on page 2 reaches the checkout with that product and its price', async ({ page, gotoAndSettle }) => {
  await gotoAndSettle('/store/page/2');
  await settle(page);
  const name = order[STORE_PAGE_SIZE + 1]!;
  const card = cards(page).filter({ has: page.locator('.product__name', { hasText: name }) });
  const price = (await card.locator('.product__price').textContent())!;
  await expectNoA11yViolations(page, { include: 'medspa-store' });
  await card.getByRole('button', { name: 'Buy Now' }).click();
  await page.waitForURL(/\/checkout\/test\//);
  await expect(page.locator('#order-product')).toHaveText(name);
  await expect(page.locator('#order-amount')).toHaveText(price);
  expect(price).toMatch(/^\$\d/);
});

test('embedded: "More products" appends the next page, says how many are shown, and focus moves to the first new card', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (/\/rest\/v1\/products/.test(req.url())) asked.push(new URL(req.url()).searchParams.get('offset') ?? '');
  });
  await openFixture(page, 'store-more', '<main><h1>A partner page</h1><medspa-store></medspa-store></main>');
  await expect(cards(page)).toHaveCount(STORE_PAGE_SIZE);
  const status = page.locator('medspa-store .store__count');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(page.locator('medspa-store nav.store__pages')).toHaveCount(0);
  const more = page.locator('medspa-store').getByRole('button', { name: 'More products' });
  await more.click();
  await expect(cards(page)).toHaveCount(2 * STORE_PAGE_SIZE);
  await expect(status).toHaveText(`Showing ${2 * STORE_PAGE_SIZE} of ${order.length} products`);
  await expect(page.locator('medspa-store li.store__item').nth(STORE_PAGE_SIZE)).toBeFocused();
  expect(await names(page)).toEqual(order.slice(0, 2 * STORE_PAGE_SIZE));
  expect(asked).toEqual(['0', String(STORE_PAGE_SIZE - FEATURED_PRODUCTS.length)]);
  await expectNoA11yViolations(page);
});
