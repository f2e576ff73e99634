/**
 * The buy button (docs/product.md §2.9, §7.11, §8): a product's card or its button alone, on any page, on a fake
 * data layer: found, loading, not found, the list failing, and its checkout starting, redirecting and failing.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { action } from 'storybook/actions';
import { buyButton } from '../widgets/buy-button/buy-button.contract';
import { navigation } from '../widgets/store/use-products';
import { PENDING_LABEL } from '../widgets/store/store-text';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, shadowOf, waitFor, type ElementStory } from './support/element-story';
import { storyProducts } from './support/store-data';

const meta = { ...elementMeta(buyButton, { fakeMedia: true, frame: { maxWidth: 360, padding: 24 } }), args: { product: 'Bio Cleanse' } };
export default meta;
type Story = ElementStory;

const PRODUCTS = 'GET /rest/v1/products';
const CHECKOUT = 'POST /functions/v1/create-checkout';
const data = routes({ [PRODUCTS]: { status: 200, body: storyProducts } });
const STORED = storyProducts[1]!.name;

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
export const Card: Story = { parameters: { data } };
/** The button alone. */
export const ButtonOnly: Story = { args: { layout: 'button' }, parameters: { data } };
/** A stored product, found in the store's list. */
export const StoredProduct: Story = { args: { product: STORED }, parameters: { data } };
/** A stored product while the list loads: the button waits, disabled. */
export const Loading: Story = {
  args: { product: STORED },
  parameters: { data: routes({ [PRODUCTS]: { status: 200, body: [], delay: Infinity } }) },
};
/** A name no product has. */
export const Unavailable: Story = { args: { product: 'Discontinued Serum' }, parameters: { data } };
/** §8: the list could not load: the destructive toast (5 s, kept while hovered); a stored product is not available. */
export const LoadError: Story = {
  args: { product: STORED },
  parameters: { data: routes({ [PRODUCTS]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } } }) },
};
/** "Buy Now" clicked: the button says the checkout is starting and waits. */
export const CheckoutStarting: Story = {
  parameters: {
    data: routes({ [PRODUCTS]: { status: 200, body: storyProducts }, [CHECKOUT]: { status: 200, body: {}, delay: Infinity } }),
  },
  play: buyThen(pendingShown),
};
/** The checkout started: the button keeps waiting while the browser leaves for the checkout page (Actions: the events, where it goes). */
export const CheckoutRedirecting: Story = {
  decorators: [(StoryFn) => <StayOnPage>{StoryFn()}</StayOnPage>],
  parameters: {
    data: routes({
      [PRODUCTS]: { status: 200, body: storyProducts },
      // The featured Bio Cleanse, as create-checkout answers: the address, the server's price and currency.
      [CHECKOUT]: { status: 200, body: { url: 'https://checkout.stripe.example/c/pay/cs_test_1', price: 45.99, currency: 'usd' } },
    }),
  },
  play: buyThen((root) => leftFor !== null && pendingShown(root)),
};
/** §8: the checkout could not start: the destructive toast (5 s, kept while hovered), the button is back. */
export const CheckoutError: Story = {
  parameters: {
    data: routes({
      [PRODUCTS]: { status: 200, body: storyProducts },
      [CHECKOUT]: { status: 502, body: { error: 'Checkout could not be started' } },
    }),
  },
  play: buyThen(toastShown),
};
