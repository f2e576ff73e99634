/** About collage: every state on a fake aboutus_images listing (docs/product.md §2.7, §4, §8). */
import { aboutCollage } from '../widgets/about-collage/about-collage.contract';
import { routes, listing } from '../widgets/test/fake-backend';
import { elementMeta, type ElementStory } from './support/element-story';

const meta = { ...elementMeta(aboutCollage, { fakeMedia: true, frame: { padding: 24, maxWidth: 900, margin: '0 auto' } }) };
export default meta;
type Story = ElementStory;

const LIST = 'POST /storage/v1/object/list/aboutus_images';
const files = (n: number) => Array.from({ length: n }, (_, i) => `about-${i + 1}.jpg`);

/** Listing pending: the page's static collage would show here (the slot). */
export const Loading: Story = { parameters: { data: routes({ [LIST]: { status: 200, delay: Infinity } }) } };
/** Six images: every 7000 ms every tile advances by one with a random transition; pause control. */
export const Rotating: Story = { parameters: { data: routes({ [LIST]: { status: 200, body: listing(files(6)) } }) } };
/** Four images: five tiles, no rotation, no pause control. */
export const TooFewToRotate: Story = { parameters: { data: routes({ [LIST]: { status: 200, body: listing(files(4)) } }) } };
/** docs/product.md §8: the load failed: nothing shown, nothing said. */
export const LoadFailed: Story = {
  parameters: { data: routes({ [LIST]: { status: 500, body: { statusCode: '500', error: 'Internal', message: 'Storage unavailable' } } }) },
};
