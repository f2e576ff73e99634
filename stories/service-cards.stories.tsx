/** Service cards: every state on fake storage listings (docs/product.md §7.5, §8). Images are labelled SVG placeholders. */
import { serviceCards } from '../widgets/service-cards/service-cards.contract';
import { routes, listing, type FakeResponse } from '../widgets/test/fake-backend';
import { elementMeta, type ElementStory } from './support/element-story';

const meta = { ...elementMeta(serviceCards, { fakeMedia: true, frame: { padding: 24, maxWidth: 1200, margin: '0 auto' } }) };
export default meta;
type Story = ElementStory;

const list = (bucket: string) => `POST /storage/v1/object/list/${bucket}`;
const ok = (names: string[]): FakeResponse => ({ status: 200, body: listing(names) });
const failed: FakeResponse = { status: 500, body: { statusCode: '500', error: 'Internal', message: 'Storage unavailable' } };
const all = {
  [list('injectables_images')]: ok(['injectables-1.jpg', 'injectables-2.jpg', 'injectables-3.jpg']),
  [list('hair_images')]: ok(['hair-1.jpg', 'hair-2.jpg', 'hair-3.jpg']),
  [list('ivtherapy_images')]: ok(['iv-therapy-1.jpg', 'iv-therapy-2.jpg']),
};

/** Listings pending: blank previews, the text is there. */
export const Loading: Story = {
  parameters: {
    data: routes({
      [list('injectables_images')]: { status: 200, delay: Infinity },
      [list('hair_images')]: { status: 200, delay: Infinity },
      [list('ivtherapy_images')]: { status: 200, delay: Infinity },
    }),
  },
};
/** Previews cycle every 3000 ms with a 500 ms fade; the first two images as thumbnails; one pause control. */
export const Cycling: Story = { parameters: { data: routes(all) } };
/** One image per card: nothing moves, no pause control. */
export const SingleImages: Story = {
  parameters: {
    data: routes({
      [list('injectables_images')]: ok(['injectables-1.jpg']),
      [list('hair_images')]: ok(['hair-1.jpg']),
      [list('ivtherapy_images')]: ok(['iv-therapy-1.jpg']),
    }),
  },
};
/** docs/product.md §8: a failed listing is logged; that card shows a blank placeholder, no message. */
export const OneListingFailed: Story = { parameters: { data: routes({ ...all, [list('hair_images')]: failed }) } };
/** Every listing failed (or every bucket empty): three blank placeholders with their text. */
export const AllFailed: Story = {
  parameters: { data: routes({ [list('injectables_images')]: failed, [list('hair_images')]: failed, [list('ivtherapy_images')]: failed }) },
};
