/** PRP benefit cards: every state on a fake clinical_images listing (docs/product.md §2.6, §7.8, §8). */
import { benefitCards } from '../widgets/benefit-cards/benefit-cards.contract';
import { servicePages } from '../widgets/content/service-pages';
import { routes, listing } from '../widgets/test/fake-backend';
import { expect } from 'storybook/test';
import { elementMeta, type ElementStory } from './support/element-story';
import { elementIn, eventually } from './support/play';
import { statesOf } from './support/states';
import { withNote } from './support/story-notes';

const meta = { ...elementMeta(benefitCards, { frame: { padding: 24, maxWidth: 1000, margin: '0 auto' } }) };
export default meta;
type Story = ElementStory;

const LIST = 'POST /storage/v1/object/list/clinical_images';
const prp = servicePages.prp;
const args = {
  bucket: 'clinical_images',
  intro: prp.intro,
  cards: prp.images?.rule === 'shuffled-cards' ? prp.images.cards : [],
  label: prp.heading,
};

const cards = (canvas: HTMLElement) => elementIn(canvas, benefitCards.tag);
const titles = args.cards.map((c) => c.title);

/** Only a skeleton while the listing loads. */
export const Loading: Story = {
  args,
  parameters: { backend: routes({ [LIST]: { status: 200, delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const { root } = await cards(canvasElement);
    await eventually(() => expect(root.querySelector('[part="benefits"]')).toHaveAttribute('aria-busy', 'true'));
  },
};
/**
 * Drawn in the browser alone, all shuffled on each load: the first image the hero, the next three the cards. (Drawn on
 * the server, the hero keeps the build's order and only the cards' photos change places: runtime/media/shuffle.ts.)
 */
export const Loaded: Story = {
  args,
  parameters: {
    backend: routes({
      [LIST]: { status: 200, body: listing(['clinical-1.jpg', 'clinical-2.jpg', 'clinical-3.jpg', 'clinical-4.jpg', 'cases']) },
    }),
  },
  play: async ({ canvasElement }) => {
    const { root, screen } = await cards(canvasElement);
    await eventually(() => expect(root.querySelector('[part="benefits"]')).not.toHaveAttribute('aria-busy'));
    for (const title of titles) await expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  },
};
/** An empty bucket (no image files): nothing at all (docs/product.md §8). */
export const EmptyBucket: Story = {
  args,
  decorators: [withNote('an empty bucket: the cards draw nothing at all (docs/product.md §8), and the page closes up.')],
  parameters: { backend: routes({ [LIST]: { status: 200, body: [] } }) },
  play: async ({ canvasElement }) => {
    const { root } = await cards(canvasElement);
    await eventually(() => expect(root.querySelector('[part="benefits"]')).toBeNull());
    await expect(canvasElement.querySelector('[data-story-note]')).toBeVisible();
  },
};
/** docs/product.md §8: the listing failed: logged only, the text without images. */
export const ListingFailed: Story = {
  args,
  parameters: {
    backend: routes({ [LIST]: { status: 500, body: { statusCode: '500', error: 'Internal', message: 'Storage unavailable' } } }),
    expectedErrors: [/clinical_images/],
  },
  play: async ({ canvasElement }) => {
    const { root, screen } = await cards(canvasElement);
    await eventually(() => expect(root.querySelector('[part="benefits"]')).not.toHaveAttribute('aria-busy'));
    for (const title of titles) await expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    await expect(root.querySelector('img')).toBeNull();
  },
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(['Loading', 'Loaded', 'EmptyBucket', 'ListingFailed'], { minWidth: 560, minHeight: 360 });
