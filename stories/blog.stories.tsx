/** The blog list: every state of docs/product.md §2 "Blog list", §4, §8 on a fake data layer (§7.3). */
import { blog } from '../widgets/blog/blog.contract';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, shadowOf, waitFor, type ElementStory } from './support/element-story';
import { sampleNews as SAMPLE_POSTS } from './support/sample-news';

const meta = { ...elementMeta(blog, { frame: { padding: 24 } }) };
export default meta;
type Story = ElementStory;

const NEWS = 'GET /rest/v1/news';

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
