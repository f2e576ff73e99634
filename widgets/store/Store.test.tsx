import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { Store } from './Store';
import { navigation } from './use-products';
import { LOADING_TEXT, MORE_PRODUCTS, PENDING_LABEL, STORE_TOASTS } from './store-text';
import { FEATURED_PRODUCTS, formatPrice, storeList, toProducts, type Product } from '../content/products';
import { STORE_PAGE_SIZE, storePageKey } from '../tables/products';
import { renderWidget, routes, settle, until, withFakeBackend, type FakeResponse } from '../test/render';
import { setConfig } from '../runtime/config';
import { getToasts } from '../runtime/toast/toast';
import { originalSrc } from '../test/images';

const row = (name: string, price: number | string, extra: Partial<Product> = {}) => ({
  id: `id-${name}`,
  created_at: '2026-01-01T00:00:00Z',
  name,
  description: `About ${name}.`,
  price,
  category: 'Skincare',
  image_url: `/storage/v1/object/public/clinical_images/products/${name}.jpg`,
  ...extra,
});
const stored = [row('Alpha Serum', 10), row('Zeta Balm', '29.9')];
const PRODUCTS = 'GET /rest/v1/products';
const CHECKOUT = 'POST /functions/v1/create-checkout';

/** The server's first page (the query's SWR fallback, under its serialized key). */
const builtKey = unstable_serialize(storePageKey(1));
const builtPage = { rows: storeList(toProducts([row('Built Cream', 7)])), total: 3 };

const cards = (c: HTMLElement) => [...c.querySelectorAll('article.product')];
const names = (c: HTMLElement) => cards(c).map((a) => a.querySelector('.product__name')!.textContent);
const buttons = (c: HTMLElement) => [...c.querySelectorAll<HTMLButtonElement>('button.product__buy')];
const click = (b: HTMLButtonElement) => act(async () => b.click());

afterEach(() => vi.restoreAllMocks());

describe('Store', () => {
  it('asks for the columns a card shows, by name, one page with its count (docs/product.md §7.10, issue 27)', async () => {
    const { calls } = withFakeBackend(routes({ [PRODUCTS]: { status: 200, body: [] } }));
    await renderWidget(<Store />);
    await settle();
    expect(calls).toHaveLength(1);
    const q = calls[0]!.url.searchParams;
    expect(q.get('select')).toBe('id,name,description,price,category,image_url');
    expect(q.get('order')).toBe('name.asc');
    // Page 1: the two featured products, then the first stored ones (a stored row named like a featured one left out).
    expect(q.get('offset')).toBe('0');
    expect(q.get('limit')).toBe(String(STORE_PAGE_SIZE - FEATURED_PRODUCTS.length));
    expect(q.getAll('name')).toEqual(['neq.Bio Cleanse', 'neq.Lock Treatment Set']);
    expect(calls[0]!.headers.get('prefer')).toContain('count=exact');
  });

  it('shows "Loading products" while loading, the fixed featured products already there', async () => {
    withFakeBackend(routes({ [PRODUCTS]: { status: 200, body: [], delay: Infinity } }));
    const { container } = await renderWidget(<Store />);
    expect(container.querySelector('h2')!.textContent).toBe('Our Store');
    expect(container.querySelector('[role="status"]')!.textContent).toBe(LOADING_TEXT);
    expect(container.querySelector('section')!.getAttribute('aria-busy')).toBe('true');
    expect(names(container)).toEqual(['Bio Cleanse', 'Lock Treatment Set']);
  });

  it('lists the featured products first, then the stored ones by name, each with price, category and one Buy Now', async () => {
    setConfig({ supabaseUrl: 'http://api.test' });
    withFakeBackend(routes({ [PRODUCTS]: { status: 200, body: stored } }));
    const { container } = await renderWidget(<Store headingLevel={1} />);
    await settle();
    expect(container.querySelector('h1')!.textContent).toBe('Our Store');
    expect(container.querySelector('[role="status"]')!.textContent).toBe('');
    expect(names(container)).toEqual(['Bio Cleanse', 'Lock Treatment Set', 'Alpha Serum', 'Zeta Balm']);
    expect(container.querySelectorAll('h2.product__name')).toHaveLength(4);
    const price = (i: number) => cards(container)[i]!.querySelector('.product__price')!.textContent;
    expect([0, 1, 2, 3].map(price)).toEqual(['$45.99', '$129.99', '$10.00', '$29.90']);
    const category = (i: number) => cards(container)[i]!.querySelector('.product__category')!.textContent;
    expect([0, 1, 2].map(category)).toEqual(['Skincare', 'Hair Care', 'Skincare']);
    expect(buttons(container).map((b) => b.textContent)).toEqual(['Buy Now', 'Buy Now', 'Buy Now', 'Buy Now']);
    const img = cards(container)[2]!.querySelector('img')!;
    expect(originalSrc(img)).toBe('http://api.test/storage/v1/object/public/clinical_images/products/Alpha Serum.jpg');
    // The button is described by its product's name.
    const b = buttons(container)[2]!;
    expect(container.querySelector(`[id="${b.getAttribute('aria-describedby')}"]`)!.textContent).toBe('Alpha Serum');
  });

  it('on failure shows the destructive toast and still the featured products', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    withFakeBackend(routes({ [PRODUCTS]: { status: 500, body: { code: 'XX000', message: 'boom' } } }));
    const { container } = await renderWidget(<Store />);
    await settle();
    expect(getToasts()).toMatchObject([
      { title: 'Error', description: 'Failed to load products. Please try again later.', variant: 'destructive' },
    ]);
    expect(names(container)).toEqual(['Bio Cleanse', 'Lock Treatment Set']);
    expect(container.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('renders hostile data as text: quotes, emoji, 200 characters, HTML, a price of 0, no image, 120 products', async () => {
    const long = 'N'.repeat(200);
    const many = Array.from({ length: 120 }, (_, i) => row(`Product ${String(i).padStart(3, '0')}`, i + 0.5));
    const body = [
      row('"Quoted" \'name\' 🌿', 0, { image_url: null }),
      row(long, 99999.99, { description: '<img src=x onerror=alert(1)><b>bold</b>' }),
      ...many,
    ];
    withFakeBackend(routes({ [PRODUCTS]: { status: 200, body } }));
    const { container } = await renderWidget(<Store />);
    await settle();
    expect(cards(container)).toHaveLength(2 + 122);
    const quoted = cards(container)[2]!;
    expect(quoted.querySelector('.product__name')!.textContent).toBe('"Quoted" \'name\' 🌿');
    expect(quoted.querySelector('.product__price')!.textContent).toBe('$0.00');
    expect(quoted.querySelector('img')).toBeNull();
    expect(quoted.querySelector('.product__placeholder')).not.toBeNull();
    const html = cards(container)[3]!;
    expect(html.querySelector('.product__name')!.textContent).toBe(long);
    expect(html.querySelector('.product__description')!.textContent).toBe('<img src=x onerror=alert(1)><b>bold</b>');
    expect(html.querySelector('.product__description b, .product__description img')).toBeNull();
    expect(html.querySelector('.product__price')!.textContent).toBe('$99,999.99');
  });

  it('a broken image leaves the placeholder, not the broken image', async () => {
    withFakeBackend(routes({ [PRODUCTS]: { status: 200, body: stored } }));
    const { container } = await renderWidget(<Store />);
    await settle();
    const img = cards(container)[2]!.querySelector('img')!;
    // The variant fails: the original is tried (docs/product.md §4); it fails too: the placeholder stays.
    await act(async () => img.dispatchEvent(new Event('error')));
    expect(img.getAttribute('src')).toBe(originalSrc(img));
    expect(img.parentElement!.getAttribute('data-state')).toBe('loading');
    await act(async () => img.dispatchEvent(new Event('error')));
    expect(img.parentElement!.getAttribute('data-state')).toBe('failed');
    expect(img.parentElement!.className).toContain('product__frame');
  });

  it("starts from the server's list (the query's SWR fallback), then shows the live one", async () => {
    withFakeBackend(routes({ [PRODUCTS]: { status: 200, body: [row('Live Cream', 5)], delay: 20 } }));
    const { container } = await renderWidget(
      <SWRConfig value={{ fallback: { [builtKey]: builtPage } }}>
        <Store />
      </SWRConfig>,
    );
    expect(names(container)).toEqual(['Bio Cleanse', 'Lock Treatment Set', 'Built Cream']);
    expect(container.querySelector('[role="status"]')!.textContent).toBe(LOADING_TEXT);
    await until(() => expect(names(container)).toEqual(['Bio Cleanse', 'Lock Treatment Set', 'Live Cream']));
    expect(container.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it("keeps the server's list when the live load fails: the toast, and no card goes (issue 32)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    withFakeBackend(routes({ [PRODUCTS]: { status: 500, body: { message: 'down' } } }));
    const { container } = await renderWidget(
      <SWRConfig value={{ fallback: { [builtKey]: builtPage } }}>
        <Store />
      </SWRConfig>,
    );
    await until(() => expect(getToasts().map((t) => t.description)).toEqual([STORE_TOASTS.loadFailed]));
    expect(names(container)).toEqual(['Bio Cleanse', 'Lock Treatment Set', 'Built Cream']);
    expect(container.querySelector('[role="status"]')!.textContent).toBe('');
  });
});

describe('Store checkout (docs/product.md §7.11)', () => {
  const checkout = (answer: FakeResponse | (() => FakeResponse | Promise<FakeResponse>)) => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
    const fake = withFakeBackend(routes({ [PRODUCTS]: { status: 200, body: stored }, [CHECKOUT]: answer }));
    return { go, calls: fake.calls };
  };
  const checkoutCalls = <C extends { url: URL }>(calls: C[]) => calls.filter((c) => c.url.pathname.endsWith('/create-checkout'));

  it('sends the name and price, shows the pending state, makes one request for a double click, then goes to the url', async () => {
    // The answer comes when the test says so: the pending state is checked before it, however busy the machine.
    let answer!: () => void;
    const answered = new Promise<void>((ok) => (answer = ok));
    const { go, calls } = checkout(async () => (await answered, { status: 200, body: { url: 'https://pay.example/c/1' } }));
    const { container } = await renderWidget(<Store />);
    await settle();
    const buy = buttons(container)[0]!;
    await click(buy);
    await click(buy);
    expect(buy.textContent).toBe(PENDING_LABEL);
    expect(buttons(container).every((b) => b.disabled)).toBe(true);
    await click(buttons(container)[1]!);
    answer();
    await until(() => expect(go).toHaveBeenCalled());
    expect(checkoutCalls(calls)).toHaveLength(1);
    expect(checkoutCalls(calls)[0]).toMatchObject({ body: { productId: 'Bio Cleanse', price: 45.99 } });
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('https://pay.example/c/1');
    // Until the page has left, nothing else starts.
    expect(buttons(container).every((b) => b.disabled)).toBe(true);
  });

  it.each([
    ['a server error', { status: 500, body: { error: 'boom' } }],
    ['the daily cap', { status: 429, body: { error: 'Too many checkout attempts from this address today' } }],
    ['an answer without a url', { status: 200, body: { url: 'javascript:alert(1)' } }],
  ])('on %s: the destructive toast, the shopper stays, the button is back', async (_what, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { go } = checkout(answer as FakeResponse);
    const { container } = await renderWidget(<Store />);
    await settle();
    await click(buttons(container)[2]!);
    await settle();
    expect(go).not.toHaveBeenCalled();
    expect(getToasts()).toMatchObject([{ title: STORE_TOASTS.title, description: STORE_TOASTS.checkoutFailed, variant: 'destructive' }]);
    expect(getToasts()[0]!.description).toBe('Failed to initiate checkout. Please try again later.');
    expect(buttons(container)[2]!.textContent).toBe('Buy Now');
    expect(buttons(container).some((b) => b.disabled)).toBe(false);
  });

  it("sends its metadata (issue 37) as the session's; a refused return address is checkout-failed return-url-not-allowed", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = { error: 'refused', code: 'return-url-not-allowed', field: 'cancelUrl', origin: 'https://partner.example' };
    const { go, calls } = checkout({ status: 400, body: refusal });
    const onCheckoutFailed = vi.fn();
    const { container } = await renderWidget(
      <Store metadata={{ campaign_id: 'A-17', vip: true }} cancelUrl="https://partner.example/shop" onCheckoutFailed={onCheckoutFailed} />,
    );
    await settle();
    await click(buttons(container)[0]!);
    await settle();
    expect(checkoutCalls(calls)[0]!.body).toMatchObject({ productId: 'Bio Cleanse', metadata: { campaign_id: 'A-17', vip: true } });
    expect(go).not.toHaveBeenCalled();
    expect(onCheckoutFailed.mock.calls).toEqual([[{ product: 'Bio Cleanse', reason: 'return-url-not-allowed' }]]);
    expect(log.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/cancel-url: the clinic does not allow returns to https:\/\/partner\.example\..*CHECKOUT_RETURN_ORIGINS/),
    ]);
  });

  it('passes its success-url, cancel-url and client-reference-id (addresses made absolute) and reports each step', async () => {
    const { go, calls } = checkout({ status: 200, body: { url: 'https://pay.example/c/2', price: 45.99, currency: 'usd' } });
    const onCheckoutStarted = vi.fn();
    const onCheckoutRedirected = vi.fn();
    const onCheckoutFailed = vi.fn();
    const { container } = await renderWidget(
      <Store
        successUrl="/thanks?x=1"
        cancelUrl=" https://partner.example/shop "
        clientReferenceId="ad_7"
        onCheckoutStarted={onCheckoutStarted}
        onCheckoutRedirected={onCheckoutRedirected}
        onCheckoutFailed={onCheckoutFailed}
      />,
    );
    await settle();
    await click(buttons(container)[0]!);
    await settle();
    expect(checkoutCalls(calls)[0]!.body).toEqual({
      productId: 'Bio Cleanse',
      price: 45.99,
      successUrl: new URL('/thanks?x=1', document.baseURI).href,
      cancelUrl: 'https://partner.example/shop',
      clientReferenceId: 'ad_7',
    });
    const detail = { product: 'Bio Cleanse', price: 45.99, currency: 'usd', clientReferenceId: 'ad_7' };
    expect(onCheckoutStarted.mock.calls).toEqual([[detail]]);
    expect(onCheckoutRedirected.mock.calls).toEqual([[detail]]);
    expect(onCheckoutFailed).not.toHaveBeenCalled();
    // Reported before the browser leaves.
    expect(onCheckoutRedirected.mock.invocationCallOrder[0]!).toBeLessThan(go.mock.invocationCallOrder[0]!);
  });

  it("checkout-redirected carries the server's price; without a reference, the details have none", async () => {
    checkout({ status: 200, body: { url: 'https://pay.example/c/3', price: 44, currency: 'usd' } });
    const onCheckoutRedirected = vi.fn();
    const { container } = await renderWidget(<Store onCheckoutRedirected={onCheckoutRedirected} />);
    await settle();
    await click(buttons(container)[0]!);
    await settle();
    expect(onCheckoutRedirected.mock.calls).toEqual([[{ product: 'Bio Cleanse', price: 44, currency: 'usd' }]]);
  });

  it.each([
    ['success-url', { successUrl: 'javascript:alert(1)' }],
    ['cancel-url', { cancelUrl: 'https://user:pw@partner.example/' }],
    ['client-reference-id', { clientReferenceId: 'has spaces' }],
  ])('an unusable %s: no call, the toast, checkout-failed and a log line naming the attribute', async (attribute, attrs) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { go, calls } = checkout({ status: 200, body: { url: 'https://pay.example/c/4' } });
    const onCheckoutFailed = vi.fn();
    const { container } = await renderWidget(<Store {...attrs} onCheckoutFailed={onCheckoutFailed} />);
    await settle();
    await click(buttons(container)[1]!);
    await settle();
    expect(checkoutCalls(calls)).toHaveLength(0);
    expect(go).not.toHaveBeenCalled();
    expect(getToasts()[0]!.description).toBe(STORE_TOASTS.checkoutFailed);
    expect(onCheckoutFailed.mock.calls).toEqual([[{ product: 'Lock Treatment Set', reason: 'error' }]]);
    expect(log.mock.calls.flat().join(' ')).toContain(`code ${attribute}`);
  });

  it('a refused price reloads the list, so the current price shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let price = 10;
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
    const { calls } = withFakeBackend(
      routes({
        [PRODUCTS]: () => ({ status: 200, body: [row('Alpha Serum', price)] }),
        [CHECKOUT]: () => {
          price = 12.5;
          return { status: 400, body: { error: 'Price $10.00 does not match the current price of Alpha Serum ($12.50)', price: 12.5 } };
        },
      }),
    );
    const { container } = await renderWidget(<Store />);
    await settle();
    await click(buttons(container)[2]!);
    // the list read again after the refusal, with the new price
    await until(() => expect(cards(container)[2]!.querySelector('.product__price')!.textContent).toBe('$12.50'));
    expect(go).not.toHaveBeenCalled();
    expect(getToasts()[0]!.description).toBe(STORE_TOASTS.checkoutFailed);
    expect(calls.filter((c) => c.url.pathname.endsWith('/products'))).toHaveLength(2);
    expect(cards(container)[2]!.querySelector('.product__price')!.textContent).toBe('$12.50');
  });

  it("a refused price is checkout-failed with reason price-changed; the shown price is checkout-started's", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    checkout({ status: 400, body: { error: 'Price $10.00 does not match', price: 12.5 } });
    const onCheckoutStarted = vi.fn();
    const onCheckoutFailed = vi.fn();
    const { container } = await renderWidget(
      <Store clientReferenceId="r1" onCheckoutStarted={onCheckoutStarted} onCheckoutFailed={onCheckoutFailed} />,
    );
    await settle();
    await click(buttons(container)[2]!);
    await settle();
    expect(onCheckoutStarted.mock.calls).toEqual([[{ product: 'Alpha Serum', price: 10, currency: 'usd', clientReferenceId: 'r1' }]]);
    expect(onCheckoutFailed.mock.calls).toEqual([[{ product: 'Alpha Serum', clientReferenceId: 'r1', reason: 'price-changed' }]]);
  });
});

describe('store facts (widgets/content/products.ts)', () => {
  it('two decimals', () => {
    expect([45.99, 129.99, 0, 10, 29.9, 1299].map(formatPrice)).toEqual(['$45.99', '$129.99', '$0.00', '$10.00', '$29.90', '$1,299.00']);
  });
  it('featured first; a stored row with a featured name is not shown twice', () => {
    const list = storeList([
      { ...FEATURED_PRODUCTS[0]!, id: 'x', price: 1 },
      { id: 'y', name: 'A', description: '', price: 1, category: 'c', image_url: null },
    ]);
    expect(list.map((p) => p.id)).toEqual(['featured-1', 'featured-2', 'y']);
  });

  it('a product without a category shows no empty category pill', async () => {
    withFakeBackend(
      routes({
        'GET /rest/v1/products': {
          status: 200,
          body: [{ id: 'z', name: 'Plain', description: 'd', price: 5, category: ' ', image_url: null }],
        },
      }),
    );
    const { container } = await renderWidget(<Store />);
    await settle();
    const card = [...container.querySelectorAll('.product')].find((c) => c.textContent?.includes('Plain'))!;
    expect(card).toBeTruthy();
    expect(card.querySelector('.product__category')).toBeNull();
  });
});

describe('Store pages (issue 27)', () => {
  /** `n` stored products by name, answered a range at a time with the count, as PostgREST does. */
  const many = (n: number, delay = 0) => {
    const all = Array.from({ length: n }, (_, i) => row(`Item ${String(i + 1).padStart(3, '0')}`, 10 + i));
    return withFakeBackend(
      routes({
        [PRODUCTS]: (req) => {
          const from = Number(req.url.searchParams.get('offset') ?? 0);
          const limit = Number(req.url.searchParams.get('limit'));
          const rows = all.slice(from, from + limit);
          return { status: 200, body: rows, delay, headers: { 'content-range': `${from}-${from + rows.length - 1}/${n}` } };
        },
      }),
    );
  };

  it('embedded (no list-url): "More products" adds the next page, says how many show, focuses the first new card', async () => {
    const { calls } = many(50);
    const { container } = await renderWidget(<Store />);
    await settle();
    expect(cards(container)).toHaveLength(STORE_PAGE_SIZE);
    expect(names(container).slice(0, 3)).toEqual(['Bio Cleanse', 'Lock Treatment Set', 'Item 001']);
    expect(container.querySelector('[part="pagination"]')).toBeNull();
    const more = () => [...container.querySelectorAll<HTMLButtonElement>('button[part="more"]')];
    expect(more().map((b) => b.textContent)).toEqual([MORE_PRODUCTS]);
    await click(more()[0]!);
    await settle();
    expect(cards(container)).toHaveLength(2 * STORE_PAGE_SIZE);
    // No gap, no repeat: page 2 starts with the 23rd stored product.
    expect(names(container)[STORE_PAGE_SIZE]).toBe('Item 023');
    expect(new Set(names(container)).size).toBe(2 * STORE_PAGE_SIZE);
    expect(container.querySelector('.store__count')!.getAttribute('role')).toBe('status');
    expect(container.querySelector('.store__count')!.textContent).toBe('Showing 48 of 52 products');
    const items = container.querySelectorAll('li.store__item');
    expect(document.activeElement === items[STORE_PAGE_SIZE] || items[STORE_PAGE_SIZE]!.contains(document.activeElement)).toBe(true);
    const second = calls.filter((c) => c.url.pathname.endsWith('/products'))[1]!.url.searchParams;
    expect([second.get('offset'), second.get('limit')]).toEqual(['22', String(STORE_PAGE_SIZE)]);
    await click(more()[0]!);
    await settle();
    expect(cards(container)).toHaveLength(52);
    expect(names(container).at(-1)).toBe('Item 050');
    expect(container.querySelector('.store__count')!.textContent).toBe('Showing 52 of 52 products');
    expect(more()).toHaveLength(0); // all shown
  });

  it('with list-url: its page (the server\'s), and Previous, the numbered pages and Next as plain links; no "More products"', async () => {
    many(100, 30);
    const page2 = { rows: toProducts([row('Page Two Cream', 7)]), total: 102 };
    const { container } = await renderWidget(
      <SWRConfig value={{ fallback: { [unstable_serialize(storePageKey(2))]: page2 } }}>
        <Store listUrl="/store" page={2} />
      </SWRConfig>,
    );
    expect(names(container)).toEqual(['Page Two Cream']);
    const nav = container.querySelector('nav[part="pagination"]')!;
    expect(nav.getAttribute('aria-label')).toBe('Store pages');
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
    expect(links).toEqual([
      ['Previous page', '/store', null],
      ['Page 1', '/store', null],
      ['Page 2', '/store/page/2', 'page'],
      ['Page 3', '/store/page/3', null],
      ['Page 4', '/store/page/4', null],
      ['Page 5', '/store/page/5', null],
      ['Next page', '/store/page/3', null],
    ]);
    expect(container.querySelector('button[part="more"]')).toBeNull();
    // The fetched page 2 replaces the server's: the 23rd to the 46th stored product.
    await until(() => expect(names(container)[0]).toBe('Item 023'));
    expect(cards(container)).toHaveLength(STORE_PAGE_SIZE);
  });
});
