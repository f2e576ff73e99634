/** Hero: every state of docs/product.md §4 on a fake storage listing (§7.5). Images are labelled SVG placeholders. */
import { hero } from '../widgets/hero/hero.contract';
import { defaultServicesHref } from '../widgets/hero/Hero';
import { routes, listing } from '../widgets/test/fake-backend';
import { expect } from 'storybook/test';
import { elementMeta, type ElementStory } from './support/element-story';
import { svgPhoto } from './support/fake-media';
import { elementIn, eventually, togglesPause } from './support/play';
import { statesOf } from './support/states';

const meta = { ...elementMeta(hero) };
export default meta;
type Story = ElementStory;

const LIST = 'POST /storage/v1/object/list/hero_images';
const files = ['hero-1-treatment-room.jpg', 'hero-2-reception.jpg', 'hero-3-iv-lounge.jpg'];
const hero$ = (canvas: HTMLElement) => elementIn(canvas, hero.tag);
const hero$tagline = (canvas: HTMLElement) => canvas.querySelector(hero.tag)!.shadowRoot!.querySelector('.hero__tagline');
/** The headline, both buttons and the tagline, letter for letter (docs/product.md §2 Home). */
const showsHeadline = async (canvas: HTMLElement, servicesHref = defaultServicesHref()) => {
  const { screen } = await hero$(canvas);
  await expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  // The tagline's items are spans of their own (each kept whole): its text is the element's.
  await expect(hero$tagline(canvas)).toHaveTextContent('Hair Restoration • Facial Aesthetics • IV Bar');
  await expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', servicesHref);
  await expect(screen.getByRole('link', { name: 'Join Newsletter' })).toHaveAttribute('href', '/newsletter');
  return screen;
};
/** The status line says `text`. */
const saysStatus = async (canvas: HTMLElement, text: string) => {
  const { screen } = await hero$(canvas);
  await eventually(() => expect(screen.getByRole('status')).toHaveTextContent(text));
};

/** "Loading..." over the poster (on the page: the static first image, already painted). */
export const Loading: Story = {
  args: { poster: svgPhoto('hero-1-treatment-room.jpg (poster)', 25) },
  parameters: { backend: routes({ [LIST]: { status: 200, delay: Infinity } }) },
  play: ({ canvasElement }) => saysStatus(canvasElement, 'Loading...'),
};
/** Three slides, 5000 ms each with a 1000 ms cross-fade; dots and the pause control. */
export const Slideshow: Story = {
  parameters: { backend: routes({ [LIST]: { status: 200, body: listing(files) } }) },
  play: async ({ canvasElement }) => togglesPause(await showsHeadline(canvasElement), 'slideshow'),
};
/** One image: no dots, no pause control (nothing moves). */
export const SingleImage: Story = {
  parameters: { backend: routes({ [LIST]: { status: 200, body: listing(files.slice(0, 1)) } }) },
  play: async ({ canvasElement }) => {
    const { root } = await hero$(canvasElement);
    await eventually(() => expect(root.querySelector('img')).toBeTruthy());
    await expect(root.querySelector('[part="pause-button"]')).toBeNull();
  },
};
/** docs/product.md §4: with no images, "Loading hero images...". */
export const NoImages: Story = {
  parameters: { backend: routes({ [LIST]: { status: 200, body: listing(['README.txt']) } }) },
  play: ({ canvasElement }) => saysStatus(canvasElement, 'Loading hero images...'),
};
/**
 * docs/product.md §8: a listing error is logged only; the hero keeps the page's first image (on the site the
 * server's first slide, here the poster), its headline and buttons: no dots, no status text.
 */
export const ListingFailed: Story = {
  args: { poster: svgPhoto("hero-1-treatment-room.jpg (the page's first image)", 25) },
  parameters: {
    backend: routes({ [LIST]: { status: 500, body: { statusCode: '500', error: 'Internal', message: 'Storage unavailable' } } }),
    expectedErrors: [/hero_images/],
  },
  play: async ({ canvasElement }) => {
    const screen = await showsHeadline(canvasElement);
    await eventually(() => expect(screen.queryByRole('status')).toBeNull());
  },
};
/** Away from the home page the first button goes to /#services. */
export const OtherPage: Story = {
  args: { servicesHref: '/#services', headline: 'Gateway Med Spa' },
  parameters: { backend: routes({ [LIST]: { status: 200, body: listing(files) } }) },
  play: async ({ canvasElement }) => void (await showsHeadline(canvasElement, '/#services')),
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(['Loading', 'Slideshow', 'SingleImage', 'NoImages', 'ListingFailed', 'OtherPage'], {
  minWidth: 640,
  minHeight: 480,
});
