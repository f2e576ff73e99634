/** One blog post: every state of docs/product.md §2 "Blog post" on a fake data layer (§7.4). */
import { blogPost } from '../widgets/blog-post/blog-post.contract';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, shadowOf, waitFor, type ElementStory } from './support/element-story';

const meta = { ...elementMeta(blogPost, { frame: { padding: 24 } }), args: { postId: '1' } };
export default meta;
type Story = ElementStory;

const NEWS = 'GET /rest/v1/news';
const POST = {
  id: '1',
  created_at: '2026-11-16T15:00:00Z',
  title: 'Holiday glow packages now booking',
  content:
    'Give yourself the gift of great skin.\n\nThrough December 31, book a HydraFacial with a complimentary LED light session, or pair any IV drip with a B12 booster at no extra cost.\n\nPackages can be bought as gifts at the front desk.',
  type: 'promotion',
  source: null,
};

/** Skeleton lines while the post loads. */
export const Loading: Story = { parameters: { data: routes({ [NEWS]: { status: 200, delay: Infinity } }) } };
/** Back to Blog, Share, title, date, badge and the text in paragraphs. */
export const Post: Story = { parameters: { data: routes({ [NEWS]: { status: 200, body: POST } }) } };
/** After Share: the toast "Link copied!", or where the clipboard is refused, the link to copy by hand. */
export const Shared: Story = {
  parameters: { data: routes({ [NEWS]: { status: 200, body: POST } }) },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, blogPost.tag);
    (await waitFor<HTMLButtonElement>(root, '.post__share')).click();
    await new Promise((r) => setTimeout(r, 20));
  },
};
/** "Post not found" with the way back. */
export const NotFound: Story = {
  parameters: { data: routes({ [NEWS]: { status: 406, body: { code: 'PGRST116', message: 'no rows' } } }) },
};
/** The post could not be loaded (logged; said on the page). */
export const Failed: Story = {
  parameters: { data: routes({ [NEWS]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } } }) },
};
