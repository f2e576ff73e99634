/** Hero: every state of docs/product.md §4 on a fake storage listing (§7.5). Images are labelled SVG placeholders. */
import { hero } from '../widgets/hero/hero.contract';
import { routes, listing } from '../widgets/test/fake-backend';
import { elementMeta, type ElementStory } from './support/element-story';
import { svgPhoto } from './support/fake-media';

const meta = { ...elementMeta(hero, { fakeMedia: true }) };
export default meta;
type Story = ElementStory;

const LIST = 'POST /storage/v1/object/list/hero_images';
const files = ['hero-1-treatment-room.jpg', 'hero-2-reception.jpg', 'hero-3-iv-lounge.jpg'];

/** "Loading..." over the poster (on the page: the static first image, already painted). */
export const Loading: Story = {
  args: { poster: svgPhoto('hero-1-treatment-room.jpg (poster)', 25) },
  parameters: { data: routes({ [LIST]: { status: 200, delay: Infinity } }) },
};
/** Three slides, 5000 ms each with a 1000 ms cross-fade; dots and the pause control. */
export const Slideshow: Story = { parameters: { data: routes({ [LIST]: { status: 200, body: listing(files) } }) } };
/** One image: no dots, no pause control (nothing moves). */
export const SingleImage: Story = { parameters: { data: routes({ [LIST]: { status: 200, body: listing(files.slice(0, 1)) } }) } };
/** docs/product.md §4: with no images, "Loading hero images...". */
export const NoImages: Story = { parameters: { data: routes({ [LIST]: { status: 200, body: listing(['README.txt']) } }) } };
/**
 * docs/product.md §8: a listing error is logged only; the hero keeps the page's first image (on the site the
 * server's first slide, here the poster), its headline and buttons: no dots, no status text.
 */
export const ListingFailed: Story = {
  args: { poster: svgPhoto("hero-1-treatment-room.jpg (the page's first image)", 25) },
  parameters: { data: routes({ [LIST]: { status: 500, body: { statusCode: '500', error: 'Internal', message: 'Storage unavailable' } } }) },
};
/** Away from the home page the first button goes to /#services. */
export const OtherPage: Story = {
  args: { servicesHref: '/#services', headline: 'Gateway Med Spa' },
  parameters: { data: routes({ [LIST]: { status: 200, body: listing(files) } }) },
};
