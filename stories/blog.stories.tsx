/** The blog list: every state of docs/product.md §2 "Blog list", §4, §8 on a fake data layer (§7.3; issue 27). */
import { blog } from '../widgets/blog/blog.contract';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, shadowOf, waitFor, type ElementStory } from './support/element-story';
import { blogRoutes, manyCards, sampleCards } from './support/sample-news';

const meta = { ...elementMeta(blog, { frame: { padding: 24 } }) };
export default meta;
type Story = ElementStory;

const CARDS = 'GET /rest/v1/news_cards';
const TYPES = 'GET /rest/v1/news_types';

/** Three skeleton cards while the posts load. */
export const Loading: Story = {
  parameters: { data: routes({ [CARDS]: { status: 200, delay: Infinity }, [TYPES]: { status: 200, delay: Infinity } }) },
};
/** "All Posts" pressed; a card per post with its badge, "via {source}", clamped text and long date. */
export const Posts: Story = { parameters: { data: routes(blogRoutes(sampleCards)) } };
/** One type chosen: only its posts, its button pressed. */
export const Filtered: Story = {
  parameters: { data: routes(blogRoutes(sampleCards)) },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, blog.tag);
    (await waitFor<HTMLButtonElement>(root, '.blog__filter-button:nth-child(3)')).click();
  },
};
/** More posts than a page: "More posts" adds the next 12, and says how many are shown. */
export const MorePosts: Story = {
  parameters: { data: routes(blogRoutes(manyCards(30))) },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, blog.tag);
    (await waitFor<HTMLButtonElement>(root, '.blog__more-button')).click();
  },
};
/** With `list-url` (the /blog pages): the filter and the pages are links; page 2 of 3. */
export const PageLinks: Story = {
  args: { listUrl: '/blog', page: 2 },
  parameters: { data: routes(blogRoutes(manyCards(30))) },
};
/** No posts yet. */
export const Empty: Story = { parameters: { data: routes(blogRoutes([])) } };
/** Toast "Error" / "Failed to load blog posts. Please try again later."; the heading stays. */
export const Failed: Story = {
  parameters: {
    data: routes({
      [CARDS]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } },
      [TYPES]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } },
    }),
  },
};
