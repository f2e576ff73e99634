/** Service page images: every state on a fake storage listing (docs/product.md §2.6, §7.8, §8). Labelled SVG placeholders. */
import { serviceImages } from '../widgets/service-images/service-images.contract';
import { routes, listing } from '../widgets/test/fake-backend';
import { expect } from 'storybook/test';
import { elementMeta, type ElementStory } from './support/element-story';
import { svgPhoto } from './support/fake-media';
import { elementIn, eventually } from './support/play';
import { statesOf } from './support/states';
import { staticPictures, withNote, withSlotted } from './support/story-notes';

const meta = { ...elementMeta(serviceImages, { frame: { padding: 24, maxWidth: 1000, margin: '0 auto' } }) };
export default meta;
type Story = ElementStory;

const LIST = 'POST /storage/v1/object/list/body_images';
const args = { bucket: 'body_images', count: 3, label: 'Body Treatments' };
const images = (canvas: HTMLElement) => elementIn(canvas, serviceImages.tag);
/** `n` images, each with its alternative text. */
const shows =
  (n: number): Story['play'] =>
  async ({ canvasElement }) => {
    const { root } = await images(canvasElement);
    await eventually(() => expect(root.querySelectorAll('img')).toHaveLength(n));
    for (const img of root.querySelectorAll('img')) await expect(img.getAttribute('alt')).toMatch(/^Body Treatments/);
  };
/** Nothing of the element's own shows: only the page's static images (its slot), or nothing. */
const showsNothing: Story['play'] = async ({ canvasElement }) => {
  const { root } = await images(canvasElement);
  await eventually(() => expect(root.querySelector('[part="images"], [role="status"]')).toBeNull());
};
/** The page's static images (the element's slot), as a service page draws them before the element runs. */
const pageImages = () =>
  staticPictures(
    ['body-1.jpg', 'body-2.jpg', 'body-3.jpg'].map((f, i) => svgPhoto(f, 10 + i * 50, 800, 600)),
    'Body Treatments',
  );

/** Listing pending: the page's static images would show here (the slot); alone, nothing. */
export const Loading: Story = {
  args,
  parameters: { backend: routes({ [LIST]: { status: 200, delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await images(canvasElement);
    await expect(await screen.findByRole('status', { name: 'Loading Body Treatments images' })).toBeTruthy();
  },
};
/** Body Treatments: the first three of five files, the first across the row. */
export const FirstThree: Story = {
  args,
  parameters: {
    backend: routes({ [LIST]: { status: 200, body: listing(['body-1.jpg', 'body-2.jpg', 'body-3.jpg', 'body-4.jpg', 'body-5.jpg']) } }),
  },
  play: shows(3),
};
/** One image (face_images, hair_images, ivtherapy_images pages). */
export const OneImage: Story = {
  args: { ...args, count: 1 },
  parameters: { backend: routes({ [LIST]: { status: 200, body: listing(['body-1.jpg', 'body-2.jpg']) } }) },
  play: shows(1),
};
/** Each image pulses until it has loaded (here: an address that never answers). */
export const ImagePending: Story = {
  args: { ...args, bucket: 'pending_images', count: 1 },
  parameters: { backend: routes({ 'POST /storage/v1/object/list/pending_images': { status: 200, body: listing(['slow.jpg']) } }) },
  play: async ({ canvasElement }) => {
    const { root } = await images(canvasElement);
    await eventually(() => expect(root.querySelector('img')).toBeTruthy());
  },
};
/** docs/product.md §8: the listing failed: logged only; the page's static images (the slot) stay as they were. */
export const ListingFailed: Story = {
  args,
  decorators: [
    withSlotted(serviceImages.tag, pageImages),
    withNote("the listing failed: logged only, nothing is said; the page's own images stay (shown here as the page draws them)."),
  ],
  parameters: {
    backend: routes({ [LIST]: { status: 500, body: { statusCode: '500', error: 'Internal', message: 'Storage unavailable' } } }),
    expectedErrors: [/Listing body_images failed/],
  },
  play: showsNothing,
};
/** An empty bucket: no images. */
export const EmptyBucket: Story = {
  args,
  decorators: [withNote('an empty bucket: the element draws no images (docs/product.md §8); the page around it closes up.')],
  parameters: { backend: routes({ [LIST]: { status: 200, body: [] } }) },
  play: showsNothing,
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(['Loading', 'FirstThree', 'OneImage', 'ImagePending', 'ListingFailed', 'EmptyBucket'], {
  minWidth: 560,
  minHeight: 360,
});
