/**
 * The store (docs/product.md §2.9, §7.10, §7.11, §8): loading, the list, long text and "Read more", its pages, no
 * stored products, the load failure, a checkout starting and a checkout failing, on a fake backend. The buy
 * button: stories/buy-button.stories.tsx.
 */
import { expect, userEvent, within } from 'storybook/test';
import { store } from '../widgets/store/store.contract';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, type ElementStory } from './support/element-story';
import { keptToasts } from './support/keep-toasts';
import { elementIn, eventually, expectToast } from './support/play';
import { LONG_NAME_PRODUCT, manyProducts, productRoutes, storyProducts } from './support/store-data';
import { statesOf } from './support/states';

const meta = { ...elementMeta(store), decorators: [keptToasts] };
export default meta;
type Story = ElementStory;

const PRODUCTS = 'GET /rest/v1/products';
const CHECKOUT = 'POST /functions/v1/create-checkout';
const FEATURED = ['Bio Cleanse', 'Lock Treatment Set'];
const BUY = /^Buy Now/;

const shop = (canvas: HTMLElement) => elementIn(canvas, store.tag);
const names = (root: ShadowRoot) => [...root.querySelectorAll('[part="name"]')].map((n) => n.textContent);
/** The featured products first, then `stored` by name, each with its "Buy Now". */
const lists =
  (stored: string[]): Story['play'] =>
  async ({ canvasElement }) => {
    const { root, screen } = await shop(canvasElement);
    await eventually(() => expect(names(root)).toEqual([...FEATURED, ...stored]));
    await expect(screen.getAllByRole('button', { name: BUY })).toHaveLength(FEATURED.length + stored.length);
    await expect(screen.getByText('$45.99')).toBeTruthy();
  };
/** Presses the first "Buy Now". */
const buyFirst = async (canvas: HTMLElement) => {
  const { root, screen } = await shop(canvas);
  await eventually(() => expect(names(root)).toHaveLength(FEATURED.length + storyProducts.length));
  await userEvent.click(screen.getAllByRole('button', { name: BUY })[0]!);
  return { root, screen };
};
const stored = storyProducts.map((p) => p.name);

/** "Loading products": the featured products already show. */
export const Loading: Story = {
  parameters: { backend: routes({ [PRODUCTS]: { status: 200, body: [], delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const { root } = await shop(canvasElement);
    await eventually(() => expect(root.querySelector('[part="status"]')).toHaveTextContent('Loading products'));
    await expect(names(root)).toEqual(FEATURED);
  },
};
/** The featured products first, then the stored ones by name. */
export const List: Story = { parameters: { backend: routes(productRoutes(storyProducts)) }, play: lists(stored) };
/** A long name with a long word and a long description: the name wraps, the description is cut at three lines. */
export const LongText: Story = {
  parameters: { backend: routes(productRoutes([...storyProducts, LONG_NAME_PRODUCT])) },
  play: lists([...stored, LONG_NAME_PRODUCT.name].sort((a, b) => a.localeCompare(b))),
};
/**
 * "Read more" pressed on the long description: all of it shows, the button says "Show less". (The clamp is measured:
 * the browser runs this play function; happy-dom has no layout.)
 */
export const ReadMoreExpanded: Story = {
  parameters: { backend: routes(productRoutes([...storyProducts, LONG_NAME_PRODUCT])), needsLayout: true },
  play: async ({ canvasElement }) => {
    const { screen } = await shop(canvasElement);
    const card = (await screen.findByRole('heading', { name: LONG_NAME_PRODUCT.name })).closest('article')!;
    const more = await within(card).findByRole('button', { name: /^Read more/ });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await eventually(() => expect(more).toHaveAttribute('aria-expanded', 'true'));
    await expect(more).toHaveTextContent('Show less');
  },
};
/** More products than a page (24 cards): "More products" adds the next page and says how many are shown. */
export const MoreProducts: Story = {
  parameters: { backend: routes(productRoutes(manyProducts(30))) },
  play: async ({ canvasElement }) => {
    const { root, screen } = await shop(canvasElement);
    await eventually(() => expect(names(root)).toHaveLength(24));
    await userEvent.click(screen.getByRole('button', { name: 'More products' }));
    await eventually(() => expect(screen.getByText('Showing 32 of 32 products')).toBeTruthy());
    await expect(names(root)).toHaveLength(32);
  },
};
/** With `list-url` (the /store pages): Previous, the numbered pages and Next are links; page 2 of 2. */
export const PageLinks: Story = {
  args: { listUrl: '/store', page: 2 },
  parameters: { backend: routes(productRoutes(manyProducts(30))) },
  play: async ({ canvasElement }) => {
    const { root, screen } = await shop(canvasElement);
    const pages = await screen.findByRole('navigation', { name: 'Store pages' });
    await expect(pages.querySelector('[aria-current="page"]')).toHaveTextContent('2');
    await eventually(() => expect(names(root)).toHaveLength(8));
  },
};
/** No stored products: the two featured ones. */
export const Empty: Story = { parameters: { backend: routes(productRoutes([])) }, play: lists([]) };
/** §8: the destructive toast; the featured products still show. */
export const LoadError: Story = {
  parameters: {
    backend: routes({ [PRODUCTS]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } } }),
    expectedErrors: [/Loading products failed/],
  },
  play: async ({ canvasElement }) => {
    const { root } = await shop(canvasElement);
    await expectToast('Error', 'Failed to load products. Please try again later.', 'destructive');
    await expect(names(root)).toEqual(FEATURED);
  },
};
/** "Buy Now" clicked: that button says so, every button waits. */
export const CheckoutPending: Story = {
  parameters: {
    backend: routes({ ...productRoutes(storyProducts), [CHECKOUT]: { status: 200, body: {}, delay: Infinity } }),
  },
  play: async ({ canvasElement }) => {
    const { root } = await buyFirst(canvasElement);
    const buttons = () => [...root.querySelectorAll<HTMLButtonElement>('button[part="buy-button"]')];
    await eventually(() => expect(buttons()[0]).toHaveTextContent('Starting checkout…'));
    for (const b of buttons()) await expect(b).toBeDisabled();
  },
};
/** §8: the checkout could not start: the destructive toast, the shopper stays. */
export const CheckoutError: Story = {
  parameters: {
    backend: routes({ ...productRoutes(storyProducts), [CHECKOUT]: { status: 502, body: { error: 'Checkout could not be started' } } }),
    expectedErrors: [/Starting the checkout failed/],
  },
  play: async ({ canvasElement }) => {
    const { screen } = await buyFirst(canvasElement);
    await expectToast('Error', 'Failed to initiate checkout. Please try again later.', 'destructive');
    await eventually(() => expect(screen.getAllByRole('button', { name: BUY })[0]).toBeEnabled());
  },
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(
  [
    'Loading',
    'List',
    'LongText',
    'ReadMoreExpanded',
    'MoreProducts',
    'PageLinks',
    'Empty',
    'LoadError',
    'CheckoutPending',
    'CheckoutError',
  ],
  { minWidth: 900, minHeight: 720 },
);
