/** The blog list: every state of docs/product.md §2 "Blog list", §4, §8 on a fake data layer (§7.3). */
import { blog } from '../widgets/blog/blog.contract';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, shadowOf, waitFor, type ElementStory } from './support/element-story';

const meta = { ...elementMeta(blog, { frame: { padding: 24 } }) };
export default meta;
type Story = ElementStory;

const NEWS = 'GET /rest/v1/news';
const SAMPLE_POSTS = [
  {
    id: '1',
    created_at: '2026-11-16T15:00:00Z',
    title: 'Holiday glow packages now booking',
    content:
      'Give yourself the gift of great skin. Through December 31, book a HydraFacial with a complimentary LED light session, or pair any IV drip with a B12 booster at no extra cost. Packages can be bought as gifts at the front desk.',
    type: 'promotion',
    source: null,
  },
  {
    id: '2',
    created_at: '2026-10-08T13:00:00Z',
    title: 'Gateway Med Spa named a Best of St. Louis finalist',
    content: 'We are honoured to be named a finalist in the medical spa category of this year’s readers’ poll.',
    type: 'press',
    source: 'St. Louis Magazine',
  },
  {
    id: '3',
    created_at: '2026-09-03T14:00:00Z',
    title: 'Why your skin changes with the seasons',
    content: 'Cooler, drier air pulls moisture from the skin and makes fine lines look deeper.',
    type: 'education',
    source: 'Gateway Med Spa Journal',
  },
];

/** Three skeleton cards while the posts load. */
export const Loading: Story = { parameters: { data: routes({ [NEWS]: { status: 200, delay: Infinity } }) } };
/** "All Posts" pressed; a card per post with its badge, "via {source}", clamped text and long date. */
export const Posts: Story = { parameters: { data: routes({ [NEWS]: { status: 200, body: SAMPLE_POSTS } }) } };
/** One type chosen: only its posts, its button pressed. */
export const Filtered: Story = {
  parameters: { data: routes({ [NEWS]: { status: 200, body: SAMPLE_POSTS } }) },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, blog.tag);
    (await waitFor<HTMLButtonElement>(root, '.blog__filter-button:nth-child(3)')).click();
  },
};
/** No posts yet. */
export const Empty: Story = { parameters: { data: routes({ [NEWS]: { status: 200, body: [] } }) } };
/** Toast "Error" / "Failed to load blog posts. Please try again later."; the heading stays. */
export const Failed: Story = {
  parameters: { data: routes({ [NEWS]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } } }) },
};
