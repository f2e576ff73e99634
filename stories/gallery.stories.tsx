/** Gallery: every state of docs/product.md §4/§8 on a fake storage listing (§7.6). Media are labelled SVG placeholders. */
import { gallery } from '../widgets/gallery/gallery.contract';
import { routes, listing } from '../widgets/test/fake-backend';
import { expect, userEvent, within } from 'storybook/test';
import { elementMeta, type ElementStory } from './support/element-story';
import { elementIn, eventually, togglesPause } from './support/play';
import { statesOf } from './support/states';

const meta = { ...elementMeta(gallery, { frame: { padding: 24, maxWidth: 1200, margin: '0 auto' } }) };
export default meta;
type Story = ElementStory;

const LIST = 'POST /storage/v1/object/list/gallery_images';
/** The gallery says `text` (docs/product.md §8, letter for letter) and shows no media. */
const says =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    const { root, screen } = await elementIn(canvasElement, gallery.tag);
    await expect(await screen.findByText(text)).toBeTruthy();
    await expect(root.querySelector('img, video')).toBeNull();
  };

export const Loading: Story = {
  parameters: { backend: routes({ [LIST]: { status: 200, delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, gallery.tag);
    await expect(await screen.findByRole('status')).toBeTruthy();
  },
};
/** Every 7000 ms a random 1000 ms transition (fade, dissolve, slide); dots; pause; the video plays only when active. */
export const Playing: Story = {
  parameters: {
    backend: routes({
      [LIST]: {
        status: 200,
        body: listing(['gallery-1.jpg', 'gallery-2.jpg', 'gallery-3.png', 'gallery-4.webp', 'gallery-6-clinic-tour.mp4']),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, gallery.tag);
    const dots = await screen.findByRole('group', { name: 'Choose a slide' });
    await expect(within(dots).getAllByRole('button')).toHaveLength(5);
    await userEvent.click(within(dots).getByRole('button', { name: 'Go to slide 2' }));
    await eventually(() => expect(within(dots).getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'));
    await togglesPause(screen, 'gallery');
  },
};
/** docs/product.md §8: the listing call failed. */
export const ListingFailed: Story = {
  parameters: {
    backend: routes({ [LIST]: { status: 500, body: { statusCode: '500', error: 'Internal', message: 'Storage unavailable' } } }),
    expectedErrors: [/Listing \w+ failed \(BucketListError/],
  },
  play: says('Failed to load gallery media'),
};
/** docs/product.md §8: the bucket is empty. */
export const EmptyBucket: Story = {
  parameters: { backend: routes({ [LIST]: { status: 200, body: [] } }) },
  play: says('No media available in the gallery'),
};
/** docs/product.md §8: files, but none an image or a video. */
export const NoMediaFound: Story = {
  parameters: { backend: routes({ [LIST]: { status: 200, body: listing(['price-list.pdf', 'notes.txt']) } }) },
  play: says('No media found in gallery'),
};
/** docs/product.md §8: anything else (here an answer that is not a listing). */
export const UnexpectedError: Story = {
  parameters: {
    backend: routes({ [LIST]: { status: 200, body: { unexpected: true } } }),
    expectedErrors: [/Listing \w+ failed \(TypeError\)/],
  },
  play: says('An unexpected error occurred.'),
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(['Loading', 'Playing', 'ListingFailed', 'EmptyBucket', 'NoMediaFound', 'UnexpectedError'], {
  minWidth: 560,
  minHeight: 480,
});
