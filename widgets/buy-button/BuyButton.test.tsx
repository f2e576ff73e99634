import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { BuyButtonElement, LOAD_FAILED_TEXT, RETRY_LABEL, UNAVAILABLE_TEXT } from './BuyButton';
import { navigation } from '../store/use-products';
import { STORE_TOASTS } from '../store/store-text';
import { renderWidget, routes, settle, until, withFakeBackend } from '../test/render';
import { getToasts } from '../runtime/toast/toast';
import { RETURN_URL_NOT_ALLOWED } from '../content/checkout';
import { buyButton } from './buy-button.contract';
import type { Metadata } from '../content/metadata';

const PRODUCTS = 'GET /rest/v1/products';
const CHECKOUT = 'POST /functions/v1/create-checkout';
const night = {
  id: 'n1',
  name: 'Retinol Renewal Night Cream',
  description: 'Retinol.',
  price: '72',
  category: 'Skincare',
  image_url: null,
};

afterEach(() => vi.restoreAllMocks());

describe('<medspa-buy-button>', () => {
  it('shows a featured product as its card at once, and buys it through create-checkout', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
    const { calls } = withFakeBackend(
      routes({
        [PRODUCTS]: { status: 200, body: [], delay: Infinity },
        [CHECKOUT]: { status: 200, body: { url: 'http://site.test/checkout/test/?x' } },
      }),
    );
    const { container } = await renderWidget(<BuyButtonElement product="Bio Cleanse" />);
    expect(container.querySelector('.product__name')!.textContent).toBe('Bio Cleanse');
    expect(container.querySelector('h2')).not.toBeNull();
    expect(container.querySelector('.product__price')!.textContent).toBe('$45.99');
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Buy Now');
    await act(async () => button.click());
    await settle();
    expect(calls.find((c) => c.url.pathname.endsWith('/create-checkout'))!.body).toEqual({ productId: 'Bio Cleanse', price: 45.99 });
    expect(go).toHaveBeenCalledWith('http://site.test/checkout/test/?x');
  });

  it('layout="button": the button alone, named with the product and its price', async () => {
    withFakeBackend(routes({ [PRODUCTS]: { status: 200, body: [] } }));
    const { container } = await renderWidget(<BuyButtonElement product="Lock Treatment Set" layout="button" label="Buy the set" />);
    expect(container.querySelector('article')).toBeNull();
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Buy the set');
    expect(button.getAttribute('aria-label')).toBe('Buy the set: Lock Treatment Set, $129.99');
  });

  it('a stored product: the button waits for the list, then the card shows', async () => {
    withFakeBackend(routes({ [PRODUCTS]: { status: 200, body: [night], delay: 20 } }));
    const { container } = await renderWidget(<BuyButtonElement product="Retinol Renewal Night Cream" />);
    expect(container.querySelector('button')!.disabled).toBe(true);
    await until(() => expect(container.querySelector('.product__name')).not.toBeNull());
    expect(container.querySelector('.product__name')!.textContent).toBe('Retinol Renewal Night Cream');
    expect(container.querySelector('.product__price')!.textContent).toBe('$72.00');
    expect(container.querySelector('button')!.disabled).toBe(false);
  });

  it('a list that did not load says so, not "not available", and its retry asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answers = 0;
    withFakeBackend(
      routes({ [PRODUCTS]: () => (answers++ ? { status: 200, body: [night] } : { status: 500, body: { message: 'down' } }) }),
    );
    const { container } = await renderWidget(<BuyButtonElement product="Retinol Renewal Night Cream" />);
    await until(() => expect(container.querySelector('[part="load-error"]')).not.toBeNull());
    expect(container.textContent).toContain(LOAD_FAILED_TEXT);
    expect(container.textContent).not.toContain(UNAVAILABLE_TEXT);
    const retry = container.querySelector<HTMLButtonElement>('[part="retry"]')!;
    expect(retry.textContent).toBe(RETRY_LABEL);
    await act(async () => retry.click());
    await until(() => expect(container.querySelector('.product__name')?.textContent).toBe('Retinol Renewal Night Cream'));
    expect(answers).toBe(2);
  });

  it('a name no product has says so', async () => {
    withFakeBackend(routes({ [PRODUCTS]: { status: 200, body: [night] } }));
    const { container } = await renderWidget(<BuyButtonElement product="Nope" />);
    await settle();
    expect(container.textContent).toBe(UNAVAILABLE_TEXT);
    expect(container.querySelector('button')).toBeNull();
  });

  it('a checkout failure is the store toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
    withFakeBackend(
      routes({ [PRODUCTS]: { status: 200, body: [] }, [CHECKOUT]: { status: 502, body: { error: 'Checkout could not be started' } } }),
    );
    const { container } = await renderWidget(<BuyButtonElement product="Bio Cleanse" layout="button" />);
    await act(async () => container.querySelector('button')!.click());
    await settle();
    expect(go).not.toHaveBeenCalled();
    expect(getToasts()).toMatchObject([{ title: STORE_TOASTS.title, description: STORE_TOASTS.checkoutFailed, variant: 'destructive' }]);
  });

  it("sends the element's metadata with the checkout (issue 37), what breaks the rules left out with one console error", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigation, 'go').mockImplementation(() => {});
    const { calls } = withFakeBackend(
      routes({ [PRODUCTS]: { status: 200, body: [] }, [CHECKOUT]: { status: 200, body: { url: 'http://site.test/checkout/test/?x' } } }),
    );
    // JSON text, as a page may hand it (the prop's type says an object).
    const metadata = JSON.stringify({ campaign_id: 'A-17', seats: 2, 'bad-key': 1 }) as unknown as Metadata;
    const { container } = await renderWidget(<BuyButtonElement product="Bio Cleanse" layout="button" metadata={metadata} />);
    await act(async () => container.querySelector('button')!.click());
    await settle();
    expect(calls.find((c) => c.url.pathname.endsWith('/create-checkout'))!.body).toEqual({
      productId: 'Bio Cleanse',
      price: 45.99,
      metadata: { campaign_id: 'A-17', seats: 2 },
    });
    expect(log.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining(`<${buyButton.tag}> metadata: left out: "bad-key"`)]);
  });

  it('a return address the clinic does not allow: checkout-failed says return-url-not-allowed, one console error names CHECKOUT_RETURN_ORIGINS, the toast shows', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
    const refusal = {
      error: 'successUrl: https://partner.example is not an allowed checkout return origin',
      code: RETURN_URL_NOT_ALLOWED,
      field: 'successUrl',
      origin: 'https://partner.example',
    };
    withFakeBackend(routes({ [PRODUCTS]: { status: 200, body: [] }, [CHECKOUT]: { status: 400, body: refusal } }));
    const onCheckoutFailed = vi.fn();
    const { container } = await renderWidget(
      <BuyButtonElement
        product="Bio Cleanse"
        layout="button"
        successUrl="https://partner.example/thanks"
        onCheckoutFailed={onCheckoutFailed}
      />,
    );
    await act(async () => container.querySelector('button')!.click());
    await settle();
    expect(go).not.toHaveBeenCalled();
    expect(onCheckoutFailed.mock.calls).toEqual([[{ product: 'Bio Cleanse', reason: 'return-url-not-allowed' }]]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toMatch(
      /success-url: the clinic does not allow returns to https:\/\/partner\.example\..*CHECKOUT_RETURN_ORIGINS/,
    );
    expect(getToasts()).toMatchObject([{ title: STORE_TOASTS.title, description: STORE_TOASTS.checkoutFailed, variant: 'destructive' }]);
  });
});
