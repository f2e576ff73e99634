/** Gallery: every state of docs/product.md §4/§8 on a fake storage listing (§7.6). Media are labelled SVG placeholders. */
import { gallery } from '../widgets/gallery/gallery.contract';
import { routes, listing } from '../widgets/test/fake-backend';
import { elementMeta, type ElementStory } from './support/element-story';

const meta = { ...elementMeta(gallery, { fakeMedia: true, frame: { padding: 24, maxWidth: 1200, margin: '0 auto' } }) };
export default meta;
type Story = ElementStory;

const LIST = 'POST /storage/v1/object/list/gallery_images';

export const Loading: Story = { parameters: { data: routes({ [LIST]: { status: 200, delay: Infinity } }) } };
/** Every 7000 ms a random 1000 ms transition (fade, dissolve, slide); dots; pause; the video plays only when active. */
export const Playing: Story = {
  parameters: {
    data: routes({
      [LIST]: {
        status: 200,
        body: listing(['gallery-1.jpg', 'gallery-2.jpg', 'gallery-3.png', 'gallery-4.webp', 'gallery-6-clinic-tour.mp4']),
      },
    }),
  },
};
/** docs/product.md §8: the listing call failed. */
export const ListingFailed: Story = {
  parameters: { data: routes({ [LIST]: { status: 500, body: { statusCode: '500', error: 'Internal', message: 'Storage unavailable' } } }) },
};
/** docs/product.md §8: the bucket is empty. */
export const EmptyBucket: Story = { parameters: { data: routes({ [LIST]: { status: 200, body: [] } }) } };
/** docs/product.md §8: files, but none an image or a video. */
export const NoMediaFound: Story = {
  parameters: { data: routes({ [LIST]: { status: 200, body: listing(['price-list.pdf', 'notes.txt']) } }) },
};
/** docs/product.md §8: anything else (here an answer that is not a listing). */
export const UnexpectedError: Story = { parameters: { data: routes({ [LIST]: { status: 200, body: { unexpected: true } } }) } };
