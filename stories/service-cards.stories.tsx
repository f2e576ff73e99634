/** Service cards: every state on fake storage listings (docs/product.md §7.5, §8). Images are labelled SVG placeholders. */
import { serviceCards } from '../widgets/service-cards/service-cards.contract';
import { routes, listing, type FakeResponse } from '../widgets/test/fake-backend';
import { expect } from 'storybook/test';
import { elementMeta, type ElementStory } from './support/element-story';
import { elementIn, eventually, togglesPause } from './support/play';
import { statesOf } from './support/states';

const meta = { ...elementMeta(serviceCards, { frame: { padding: 24, maxWidth: 1200, margin: '0 auto' } }) };
export default meta;
type Story = ElementStory;

const list = (bucket: string) => `POST /storage/v1/object/list/${bucket}`;
const ok = (names: string[]): FakeResponse => ({ status: 200, body: listing(names) });
const failed: FakeResponse = { status: 500, body: { statusCode: '500', error: 'Internal', message: 'Storage unavailable' } };
const TITLES = ['Facial Aesthetics', 'Hair Restoration', 'IV Therapy & Body Treatments'];
/** The three cards with their titles as links; `images` previews (the others blank placeholders). */
const showsCards =
  (images: number, pause: boolean): Story['play'] =>
  async ({ canvasElement }) => {
    const { root, screen } = await elementIn(canvasElement, serviceCards.tag);
    for (const title of TITLES) await expect(await screen.findByRole('link', { name: title })).toHaveAttribute('href');
    await eventually(() => expect(root.querySelectorAll('[part="preview"]:not([data-empty])')).toHaveLength(images));
    if (pause) await togglesPause(screen, 'service previews');
    else await expect(root.querySelector('[part="pause-button"]')).toBeNull();
  };
const all = {
  [list('injectables_images')]: ok(['injectables-1.jpg', 'injectables-2.jpg', 'injectables-3.jpg']),
  [list('hair_images')]: ok(['hair-1.jpg', 'hair-2.jpg', 'hair-3.jpg']),
  [list('ivtherapy_images')]: ok(['iv-therapy-1.jpg', 'iv-therapy-2.jpg']),
};

/** Listings pending: blank previews, the text is there. */
export const Loading: Story = {
  parameters: {
    backend: routes({
      [list('injectables_images')]: { status: 200, delay: Infinity },
      [list('hair_images')]: { status: 200, delay: Infinity },
      [list('ivtherapy_images')]: { status: 200, delay: Infinity },
    }),
  },
  play: showsCards(0, false),
};
/** Previews cycle every 3000 ms with a 500 ms fade; the first two images as thumbnails; one pause control. */
export const Cycling: Story = { parameters: { backend: routes(all) }, play: showsCards(3, true) };
/** One image per card: nothing moves, no pause control. */
export const SingleImages: Story = {
  parameters: {
    backend: routes({
      [list('injectables_images')]: ok(['injectables-1.jpg']),
      [list('hair_images')]: ok(['hair-1.jpg']),
      [list('ivtherapy_images')]: ok(['iv-therapy-1.jpg']),
    }),
  },
  play: showsCards(3, false),
};
/** Every bucket empty: three blank placeholders with their text, nothing moves. */
export const Empty: Story = {
  parameters: {
    backend: routes({ [list('injectables_images')]: ok([]), [list('hair_images')]: ok([]), [list('ivtherapy_images')]: ok([]) }),
  },
  play: showsCards(0, false),
};
/** docs/product.md §8: a failed listing is logged; that card shows a blank placeholder, no message. */
export const OneListingFailed: Story = {
  parameters: { backend: routes({ ...all, [list('hair_images')]: failed }), expectedErrors: [/Listing hair_images failed/] },
  play: showsCards(2, true),
};
/** Every listing failed (or every bucket empty): three blank placeholders with their text. */
export const AllFailed: Story = {
  parameters: {
    backend: routes({ [list('injectables_images')]: failed, [list('hair_images')]: failed, [list('ivtherapy_images')]: failed }),
    expectedErrors: [/Listing injectables_images failed/, /Listing hair_images failed/, /Listing ivtherapy_images failed/],
  },
  play: showsCards(0, false),
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(['Loading', 'Cycling', 'SingleImages', 'Empty', 'OneListingFailed', 'AllFailed'], {
  minWidth: 900,
  minHeight: 720,
});
