/**
 * The store (docs/product.md §2.9, §7.10, §7.11, §8): loading, the list, no stored products, the load failure,
 * a checkout starting and a checkout failing, on a fake data layer. The buy button: stories/buy-button.stories.tsx.
 */
import { store } from '../widgets/store/store.contract';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, shadowOf, waitFor, type ElementStory } from './support/element-story';
import { storyProducts } from './support/store-data';

const meta = { ...elementMeta(store, { fakeMedia: true }) };
export default meta;
type Story = ElementStory;

const PRODUCTS = 'GET /rest/v1/products';
const CHECKOUT = 'POST /functions/v1/create-checkout';

/** Clicks the first "Buy Now". */
const buyFirst = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const root = await shadowOf(canvasElement, store.tag);
  (await waitFor<HTMLButtonElement>(root, 'button[part="buy-button"]')).click();
  await new Promise((r) => setTimeout(r, 50));
};

/** "Loading products": the featured products already show. */
export const Loading: Story = { parameters: { data: routes({ [PRODUCTS]: { status: 200, body: [], delay: Infinity } }) } };
/** The featured products first, then the stored ones by name. */
export const List: Story = { parameters: { data: routes({ [PRODUCTS]: { status: 200, body: storyProducts } }) } };
/** No stored products: the two featured ones. */
export const Empty: Story = { parameters: { data: routes({ [PRODUCTS]: { status: 200, body: [] } }) } };
/** §8: the destructive toast; the featured products still show. */
export const LoadError: Story = {
  parameters: { data: routes({ [PRODUCTS]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } } }) },
};
/** "Buy Now" clicked: that button says so, every button waits. */
export const CheckoutPending: Story = {
  parameters: {
    data: routes({ [PRODUCTS]: { status: 200, body: storyProducts }, [CHECKOUT]: { status: 200, body: {}, delay: Infinity } }),
  },
  play: buyFirst,
};
/** §8: the checkout could not start: the destructive toast, the shopper stays. */
export const CheckoutError: Story = {
  parameters: {
    data: routes({
      [PRODUCTS]: { status: 200, body: storyProducts },
      [CHECKOUT]: { status: 502, body: { error: 'Checkout could not be started' } },
    }),
  },
  play: buyFirst,
};
