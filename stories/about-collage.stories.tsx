/** About collage: every state on a fake aboutus_images listing (docs/product.md §2.7, §4, §8). */
import { expect } from 'storybook/test';
import { aboutCollage } from '../widgets/about-collage/about-collage.contract';
import { routes, listing } from '../widgets/test/fake-backend';
import { elementMeta, type ElementStory } from './support/element-story';
import { svgPhoto } from './support/fake-media';
import { elementIn, eventually, togglesPause } from './support/play';
import { statesOf } from './support/states';
import { staticPictures, withNote, withSlotted } from './support/story-notes';

const meta = { ...elementMeta(aboutCollage, { frame: { padding: 24, maxWidth: 900, margin: '0 auto' } }) };
export default meta;
type Story = ElementStory;

const LIST = 'POST /storage/v1/object/list/aboutus_images';
const files = (n: number) => Array.from({ length: n }, (_, i) => `about-${i + 1}.jpg`);
const collage = (canvas: HTMLElement) => elementIn(canvas, aboutCollage.tag);
/** The page's static collage (the element's slot), as the about section draws it before the element runs. */
const pageCollage = () =>
  staticPictures(
    files(3).map((f, i) => svgPhoto(f, 20 + i * 40, 800, 600)),
    'About us photo',
  );

/** Listing pending: alone, pulsing tiles (on the page, its static collage in the slot). */
export const Loading: Story = {
  parameters: { backend: routes({ [LIST]: { status: 200, delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await collage(canvasElement);
    await expect(await screen.findByRole('status', { name: 'Loading photos of our clinic' })).toBeTruthy();
  },
};
/** Six images: every 7000 ms every tile advances by one with a random transition; pause control. */
export const Rotating: Story = {
  parameters: { backend: routes({ [LIST]: { status: 200, body: listing(files(6)) } }) },
  play: async ({ canvasElement }) => togglesPause((await collage(canvasElement)).screen, 'collage'),
};
/** Four images: five tiles, no rotation, no pause control. */
export const TooFewToRotate: Story = {
  parameters: { backend: routes({ [LIST]: { status: 200, body: listing(files(4)) } }) },
  play: async ({ canvasElement }) => {
    const { root, screen } = await collage(canvasElement);
    await expect(await screen.findAllByRole('img')).not.toHaveLength(0);
    await expect(root.querySelector('[part="pause-button"]')).toBeNull();
  },
};
/** docs/product.md §8: the load failed: nothing said; the page's static collage (the slot) stays as it was. */
export const LoadFailed: Story = {
  decorators: [
    withSlotted(aboutCollage.tag, pageCollage),
    withNote("the listing failed: nothing is said, and the page's own collage (the element's slot) stays."),
  ],
  parameters: {
    backend: routes({ [LIST]: { status: 500, body: { statusCode: '500', error: 'Internal', message: 'Storage unavailable' } } }),
  },
  play: async ({ canvasElement }) => {
    const { root } = await collage(canvasElement);
    // The failed state's slot has no pulsing tiles of its own: only the page's collage shows.
    await eventually(() => expect(root.querySelector('slot')?.childElementCount).toBe(0));
    await expect(root.querySelector('slot')!.assignedElements()).toHaveLength(1);
  },
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(['Loading', 'Rotating', 'TooFewToRotate', 'LoadFailed'], { minWidth: 480, minHeight: 320 });
