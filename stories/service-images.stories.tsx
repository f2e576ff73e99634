/** Service page images: every state on a fake storage listing (docs/product.md §2.6, §7.8, §8). Labelled SVG placeholders. */
import { serviceImages } from '../widgets/service-images/service-images.contract';
import { routes, listing } from '../widgets/test/fake-backend';
import { elementMeta, type ElementStory } from './support/element-story';

const meta = { ...elementMeta(serviceImages, { fakeMedia: true, frame: { padding: 24, maxWidth: 1000, margin: '0 auto' } }) };
export default meta;
type Story = ElementStory;

const LIST = 'POST /storage/v1/object/list/body_images';
const args = { bucket: 'body_images', count: 3, label: 'Body Treatments' };

/** Listing pending: the page's static images would show here (the slot); alone, nothing. */
export const Loading: Story = { args, parameters: { data: routes({ [LIST]: { status: 200, delay: Infinity } }) } };
/** Body Treatments: the first three of five files, the first across the row. */
export const FirstThree: Story = {
  args,
  parameters: {
    data: routes({ [LIST]: { status: 200, body: listing(['body-1.jpg', 'body-2.jpg', 'body-3.jpg', 'body-4.jpg', 'body-5.jpg']) } }),
  },
};
/** One image (face_images, hair_images, ivtherapy_images pages). */
export const OneImage: Story = {
  args: { ...args, count: 1 },
  parameters: { data: routes({ [LIST]: { status: 200, body: listing(['body-1.jpg', 'body-2.jpg']) } }) },
};
/** Each image pulses until it has loaded (here: an address that never answers). */
export const ImagePending: Story = {
  args: { ...args, bucket: 'pending_images', count: 1 },
  parameters: { data: routes({ 'POST /storage/v1/object/list/pending_images': { status: 200, body: listing(['slow.jpg']) } }) },
};
/** docs/product.md §8: the listing failed: logged only, no images. */
export const ListingFailed: Story = {
  args,
  parameters: { data: routes({ [LIST]: { status: 500, body: { statusCode: '500', error: 'Internal', message: 'Storage unavailable' } } }) },
};
/** An empty bucket: no images. */
export const EmptyBucket: Story = { args, parameters: { data: routes({ [LIST]: { status: 200, body: [] } }) } };
