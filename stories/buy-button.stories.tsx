/** The buy button (docs/product.md §2.9): a product's card or its button alone, on any page, on a fake data layer. */
import { buyButton } from '../widgets/buy-button/buy-button.contract';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, type ElementStory } from './support/element-story';
import { storyProducts } from './support/store-data';

const meta = { ...elementMeta(buyButton, { fakeMedia: true, frame: { maxWidth: 360, padding: 24 } }), args: { product: 'Bio Cleanse' } };
export default meta;
type Story = ElementStory;

const data = routes({ 'GET /rest/v1/products': { status: 200, body: storyProducts } });

/** A featured product's card. */
export const Card: Story = { parameters: { data } };
/** The button alone. */
export const ButtonOnly: Story = { args: { layout: 'button' }, parameters: { data } };
/** A stored product, found in the store's list. */
export const StoredProduct: Story = { args: { product: 'Follicle Strength Supplement' }, parameters: { data } };
/** A name no product has. */
export const Unavailable: Story = { args: { product: 'Discontinued Serum' }, parameters: { data } };
