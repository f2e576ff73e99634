/** Client Transformations: every state of docs/product.md §4/§8 on a fake data layer (docs/product.md §7.9). */
import { testimonials } from '../widgets/testimonials/testimonials.contract';
import { routes } from '../widgets/test/fake-backend';
import type { Testimonial } from '../widgets/testimonials/use-testimonials';
import { elementMeta, type ElementStory } from './support/element-story';

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

export const Loading: Story = { parameters: { data: routes({ [ROUTE]: { status: 200, body: [], delay: Infinity } }) } };
export const Success: Story = { parameters: { data: routes({ [ROUTE]: { status: 200, body: rows } }) } };
export const SingleCard: Story = { parameters: { data: routes({ [ROUTE]: { status: 200, body: rows.slice(0, 1) } }) } };
/** docs/product.md §8: logged only; with nothing built in (a partner's page) the element shows nothing, heading included. */
export const Failed: Story = {
  parameters: { data: routes({ [ROUTE]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } } }) },
};
export const NoneFeatured: Story = { parameters: { data: routes({ [ROUTE]: { status: 200, body: [] } }) } };
