/** Client Transformations: every state of docs/product.md §4/§8 on a fake backend (docs/product.md §7.9). */
import { testimonials } from '../widgets/testimonials/testimonials.contract';
import { routes } from '../widgets/test/fake-backend';
import type { Testimonial } from '../widgets/testimonials/use-testimonials';
import { expect } from 'storybook/test';
import { elementMeta, type ElementStory } from './support/element-story';
import { elementIn, eventually } from './support/play';
import { LONG_TEXT, LONG_WORD } from './support/sample-news';
import { statesOf } from './support/states';
import { withNote } from './support/story-notes';

/** A labelled placeholder photo (no network in stories). */
const photo = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="hsl(${hue} 35% 72%)"/><text x="200" y="160" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#1f1a17">${label}</text></svg>`,
  )}`;

const rows: Testimonial[] = [
  {
    id: '1',
    featured: true,
    is_case_study: true,
    before_image_url: photo('Hair, before', 25),
    after_image_url: photo('Hair, after', 95),
    testimonial_text:
      'I had been hiding my thinning crown under caps for years. Six months after my PRP series my barber noticed before I told him.',
    client_name: 'Marcus T.',
    service_type: 'Hair Restoration',
    treatment_details: 'Three PRP sessions four weeks apart, then a maintenance session at six months.',
  },
  {
    id: '2',
    featured: true,
    is_case_study: true,
    before_image_url: photo('Skin, before', 15),
    after_image_url: photo('Skin, after', 45),
    testimonial_text: 'My skin has not looked this even since my twenties. The peel series faded the sun spots I thought were permanent.',
    client_name: 'Jennifer L.',
    service_type: 'Facial Aesthetics',
    treatment_details: 'Series of three medium-depth chemical peels, followed by monthly medical-grade facials.',
  },
  {
    id: '3',
    featured: true,
    is_case_study: false,
    before_image_url: null,
    after_image_url: null,
    testimonial_text: 'Two cryolipolysis sessions later, my clothes fit the way I wanted.',
    client_name: 'Dana R.',
    service_type: 'Body Treatments',
    treatment_details: null,
  },
];

const meta = { ...elementMeta(testimonials) };
export default meta;
type Story = ElementStory;

const ROUTE = 'GET /rest/v1/testimonials';
const section = (canvas: HTMLElement) => elementIn(canvas, testimonials.tag);
/** The heading and a card per row, each named by its client (and service). */
const showsCards =
  (shown: Testimonial[]): Story['play'] =>
  async ({ canvasElement }) => {
    const { screen } = await section(canvasElement);
    await expect(await screen.findByRole('heading', { level: 2 })).toBeTruthy();
    for (const t of shown) {
      const card = await screen.findByRole('article', { name: t.service_type ? `${t.client_name}, ${t.service_type}` : t.client_name });
      await expect(card).toHaveTextContent(t.testimonial_text);
    }
  };
/** Nothing at all, heading included: the section leaves the page. */
const showsNothing: Story['play'] = async ({ canvasElement }) => {
  const { root } = await section(canvasElement);
  await eventually(() => expect(root.querySelector('section')).toBeNull());
};
const longRow: Testimonial = {
  ...rows[1]!,
  id: '4',
  client_name: `Alexandra ${LONG_WORD}`,
  testimonial_text: LONG_TEXT,
  treatment_details: LONG_TEXT,
};

export const Loading: Story = {
  parameters: { backend: routes({ [ROUTE]: { status: 200, body: [], delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const { root } = await section(canvasElement);
    await eventually(() => expect(root.querySelector('section')).toHaveAttribute('aria-busy', 'true'));
  },
};
export const Success: Story = { parameters: { backend: routes({ [ROUTE]: { status: 200, body: rows } }) }, play: showsCards(rows) };
export const SingleCard: Story = {
  parameters: { backend: routes({ [ROUTE]: { status: 200, body: rows.slice(0, 1) } }) },
  play: showsCards(rows.slice(0, 1)),
};
/** A long quote, a long name with a long word and long treatment details: they wrap inside the card. */
export const LongText: Story = {
  parameters: { backend: routes({ [ROUTE]: { status: 200, body: [longRow, rows[2]!] } }) },
  play: showsCards([longRow, rows[2]!]),
};
/** docs/product.md §8: logged only; with nothing built in (a partner's page) the element shows nothing, heading included. */
export const Failed: Story = {
  decorators: [
    withNote(
      "the read failed: logged only. On the clinic's pages the build's testimonials stay; here, with none built in, the section leaves the page.",
    ),
  ],
  parameters: {
    backend: routes({ [ROUTE]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } } }),
    expectedErrors: [/Loading testimonials failed/],
  },
  play: showsNothing,
};
/** No featured testimonials: nothing at all, heading included (a heading over an empty section reads as broken). */
export const NoneFeatured: Story = {
  decorators: [withNote('no featured testimonials: nothing at all, heading included; the next section follows.')],
  parameters: { backend: routes({ [ROUTE]: { status: 200, body: [] } }) },
  play: showsNothing,
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(['Loading', 'Success', 'SingleCard', 'LongText', 'Failed', 'NoneFeatured'], {
  minWidth: 900,
  minHeight: 360,
});
