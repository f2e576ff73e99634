/**
 * The buy button (docs/product.md §2.9, §7.11, §8): a product's card or its button alone, on any page, on a fake
 * backend: found, loading, not found, the list failing, and its checkout starting, redirecting and failing.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { action } from 'storybook/actions';
import { expect } from 'storybook/test';
import { buyButton } from '../widgets/buy-button/buy-button.contract';
import { navigation } from '../widgets/store/use-products';
import { BUY_LABEL, PENDING_LABEL } from '../widgets/store/store-text';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, shadowOf, waitFor, type ElementStory } from './support/element-story';
import { keptToasts } from './support/keep-toasts';
import { elementIn, eventually, expectToast } from './support/play';
import { LONG_NAME_PRODUCT, storyProducts } from './support/store-data';
import { statesOf } from './support/states';

const meta = {
  ...elementMeta(buyButton, { frame: { maxWidth: 360, padding: 24 } }),
  args: { product: 'Bio Cleanse' },
  decorators: [keptToasts],
};
export default meta;
type Story = ElementStory;

const PRODUCTS = 'GET /rest/v1/products';
const CHECKOUT = 'POST /functions/v1/create-checkout';
const backend = routes({ [PRODUCTS]: { status: 200, body: [...storyProducts, LONG_NAME_PRODUCT] } });
const STORED = storyProducts[1]!.name;
const LOAD_FAILED = /Loading products failed/;
const CHECKOUT_FAILED = /Starting the checkout failed/;

/** The card of `name`: its heading, its price and an enabled "Buy Now" that names the product. */
const showsCard =
  (name: string, price: string): Story['play'] =>
  async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, buyButton.tag);
    await expect(await screen.findByRole('heading', { name })).toBeTruthy();
    await expect(screen.getByText(price)).toBeTruthy();
    await expect(screen.getByRole('button', { name: new RegExp(`^${BUY_LABEL}`) })).toBeEnabled();
  };
/** "This product is not available." in place of the card. */
const saysUnavailable: Story['play'] = async ({ canvasElement }) => {
  const { screen } = await elementIn(canvasElement, buyButton.tag);
  await expect(await screen.findByText('This product is not available.')).toBeTruthy();
  await expect(screen.queryByRole('button')).toBeNull();
};

/** Clicks "Buy Now" and waits until `done` holds (the button's pending label, the toast). */
const buyThen =
  (done: (root: ShadowRoot) => boolean) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const root = await shadowOf(canvasElement, buyButton.tag);
    (await waitFor<HTMLButtonElement>(root, 'button[part="buy-button"]:not(:disabled)')).click();
    for (const end = Date.now() + 5000; !done(root); await new Promise((r) => setTimeout(r, 20)))
      if (Date.now() > end) throw new Error('the state did not show');
  };
const pendingShown = (root: ShadowRoot) => root.querySelector('button[part="buy-button"]')?.textContent === PENDING_LABEL;
const toastShown = () => !!document.querySelector('medspa-toaster')?.shadowRoot?.querySelector('[part~="toast"]');

/** Where the browser was last sent (CheckoutRedirecting). */
let leftFor: string | null = null;

/** The browser would leave for the checkout page: the story stays, and the Actions panel shows where it would go. */
function StayOnPage({ children }: { children: ReactNode }) {
  const [go] = useState(() => {
    const real = navigation.go;
    leftFor = null;
    navigation.go = (url) => {
      leftFor = url;
      action('navigation')(url);
    };
    return real;
  });
  useEffect(() => () => void (navigation.go = go), [go]);
  return children;
}

/** A featured product's card (known without a request). */
export const Card: Story = { parameters: { backend }, play: showsCard('Bio Cleanse', '$45.99') };
/** The button alone. */
export const ButtonOnly: Story = {
  args: { layout: 'button' },
  parameters: { backend },
  play: async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, buyButton.tag);
    await expect(await screen.findByRole('button', { name: new RegExp(`^${BUY_LABEL}`) })).toBeEnabled();
    await expect(screen.queryByRole('heading')).toBeNull();
  },
};
/** A stored product, found in the store's list. */
export const StoredProduct: Story = { args: { product: STORED }, parameters: { backend }, play: showsCard(STORED, '$49.99') };
/** A long product name with a long word: it wraps inside the card, the price and the button stay whole. */
export const LongName: Story = {
  args: { product: LONG_NAME_PRODUCT.name },
  parameters: { backend },
  play: showsCard(LONG_NAME_PRODUCT.name, '$1,249.00'),
};
/** A stored product while the list loads: the button waits, disabled. */
export const Loading: Story = {
  args: { product: STORED },
  parameters: { backend: routes({ [PRODUCTS]: { status: 200, body: [], delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, buyButton.tag);
    await expect(await screen.findByRole('button', { name: BUY_LABEL })).toBeDisabled();
  },
};
/** A name no product has. */
export const Unavailable: Story = { args: { product: 'Discontinued Serum' }, parameters: { backend }, play: saysUnavailable };
/**
 * Sold out: products have no stock count (docs/product.md §3), so a sold-out product is one taken off the store's
 * list; its button, still on a page, says it is not available instead of starting a checkout that would fail.
 */
export const SoldOut: Story = {
  args: { product: STORED },
  parameters: { backend: routes({ [PRODUCTS]: { status: 200, body: storyProducts.filter((p) => p.name !== STORED) } }) },
  play: saysUnavailable,
};
/** §8: the list could not load: the destructive toast (5 s, kept while hovered); the button offers to try again. */
export const LoadError: Story = {
  args: { product: STORED },
  parameters: {
    backend: routes({ [PRODUCTS]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } } }),
    expectedErrors: [LOAD_FAILED],
  },
  play: async (ctx) => {
    await expectToast('Error', 'Failed to load products. Please try again later.', 'destructive');
    // Not "not available": the list failed, so the button says so and offers to try again.
    const { screen } = await elementIn(ctx.canvasElement, buyButton.tag);
    await expect(await screen.findByText('Failed to load products. Please try again later.')).toBeTruthy();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};
/** "Buy Now" clicked: the button says the checkout is starting and waits. */
export const CheckoutStarting: Story = {
  parameters: {
    backend: routes({ [PRODUCTS]: { status: 200, body: storyProducts }, [CHECKOUT]: { status: 200, body: {}, delay: Infinity } }),
  },
  play: async (ctx) => {
    await buyThen(pendingShown)(ctx);
    const { screen } = await elementIn(ctx.canvasElement, buyButton.tag);
    await expect(screen.getByRole('button', { name: new RegExp(`^${PENDING_LABEL}`) })).toBeDisabled();
  },
};
/** The checkout started: the button keeps waiting while the browser leaves for the checkout page (Actions: the events, where it goes). */
export const CheckoutRedirecting: Story = {
  decorators: [(StoryFn) => <StayOnPage>{StoryFn()}</StayOnPage>],
  parameters: {
    backend: routes({
      [PRODUCTS]: { status: 200, body: storyProducts },
      // The featured Bio Cleanse, as create-checkout answers: the address, the server's price and currency.
      [CHECKOUT]: { status: 200, body: { url: 'https://checkout.stripe.example/c/pay/cs_test_1', price: 45.99, currency: 'usd' } },
    }),
  },
  play: async (ctx) => {
    await buyThen((root) => leftFor !== null && pendingShown(root))(ctx);
    await expect(leftFor).toBe('https://checkout.stripe.example/c/pay/cs_test_1');
  },
};
/** §8: the checkout could not start: the destructive toast (5 s, kept while hovered), the button is back. */
export const CheckoutError: Story = {
  parameters: {
    backend: routes({
      [PRODUCTS]: { status: 200, body: storyProducts },
      [CHECKOUT]: { status: 502, body: { error: 'Checkout could not be started' } },
    }),
    expectedErrors: [CHECKOUT_FAILED],
  },
  play: async (ctx) => {
    await buyThen(toastShown)(ctx);
    await expectToast('Error', 'Failed to initiate checkout. Please try again later.', 'destructive');
    const { screen } = await elementIn(ctx.canvasElement, buyButton.tag);
    await eventually(() => expect(screen.getByRole('button', { name: new RegExp(`^${BUY_LABEL}`) })).toBeEnabled());
  },
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(
  [
    'Card',
    'ButtonOnly',
    'StoredProduct',
    'LongName',
    'Loading',
    'Unavailable',
    'SoldOut',
    'LoadError',
    'CheckoutStarting',
    'CheckoutRedirecting',
    'CheckoutError',
  ],
  { minWidth: 340, minHeight: 420 },
);
