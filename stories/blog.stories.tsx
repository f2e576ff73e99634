/** The blog list: every state of docs/product.md §2 "Blog list", §4, §8 on a fake backend (§7.3; issue 27). */
import { expect, userEvent } from 'storybook/test';
import { blog } from '../widgets/blog/blog.contract';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, type ElementStory } from './support/element-story';
import { keptToasts } from './support/keep-toasts';
import { elementIn, eventually, expectToast } from './support/play';
import { blogRoutes, LONG_TEXT, LONG_TITLE, manyCards, sampleCards } from './support/sample-news';
import { statesOf } from './support/states';

const meta = { ...elementMeta(blog, { frame: { padding: 24 } }), decorators: [keptToasts] };
export default meta;
type Story = ElementStory;

const CARDS = 'GET /rest/v1/news_cards';
const TYPES = 'GET /rest/v1/news_types';
const list = (canvas: HTMLElement) => elementIn(canvas, blog.tag);
const headings = (root: ShadowRoot) => [...root.querySelectorAll('.card__title')].map((h) => h.textContent);

/** Three skeleton cards while the posts load. */
export const Loading: Story = {
  parameters: { backend: routes({ [CARDS]: { status: 200, delay: Infinity }, [TYPES]: { status: 200, delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await list(canvasElement);
    await expect(await screen.findByRole('status', { name: 'Loading blog posts' })).toBeTruthy();
  },
};
/** "All Posts" pressed; a card per post with its badge, "via {source}", clamped text and long date. */
export const Posts: Story = {
  parameters: { backend: routes(blogRoutes(sampleCards)) },
  play: async ({ canvasElement }) => {
    const { root, screen } = await list(canvasElement);
    await expect(await screen.findByRole('button', { name: 'All Posts' })).toHaveAttribute('aria-pressed', 'true');
    await eventually(() => expect(headings(root)).toEqual(sampleCards.map((c) => c.title)));
    await expect(screen.getByText('via St. Louis Magazine')).toBeTruthy();
  },
};
/** A long title and summary with a word longer than a phone is wide: they wrap inside the card. */
export const LongText: Story = {
  parameters: { backend: routes(blogRoutes([{ ...sampleCards[0]!, title: LONG_TITLE, summary: LONG_TEXT }, ...sampleCards.slice(1)])) },
  play: async ({ canvasElement }) => {
    const { root } = await list(canvasElement);
    await eventually(() => expect(headings(root)[0]).toBe(LONG_TITLE));
  },
};
/** One type chosen: only its posts, its button pressed. */
export const Filtered: Story = {
  parameters: { backend: routes(blogRoutes(sampleCards)) },
  play: async ({ canvasElement }) => {
    const { root, screen } = await list(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'press' }));
    // (The filter is drawn again while the chosen type's posts load: query it afresh.)
    await eventually(() => expect(screen.getByRole('button', { name: 'press' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(screen.getByRole('button', { name: 'All Posts' })).toHaveAttribute('aria-pressed', 'false');
    await eventually(() => expect(headings(root)).toEqual(['Gateway Med Spa named a Best of St. Louis finalist']));
  },
};
/** More posts than a page: "More posts" adds the next 12, and says how many are shown. */
export const MorePosts: Story = {
  parameters: { backend: routes(blogRoutes(manyCards(30))) },
  play: async ({ canvasElement }) => {
    const { root, screen } = await list(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'More posts' }));
    await eventually(() => expect(screen.getByText('Showing 24 of 30 posts')).toBeTruthy());
    await expect(headings(root)).toHaveLength(24);
  },
};
/** With `list-url` (the /blog pages): the filter and the pages are links; page 2 of 3. */
export const PageLinks: Story = {
  args: { listUrl: '/blog', page: 2 },
  parameters: { backend: routes(blogRoutes(manyCards(30))) },
  play: async ({ canvasElement }) => {
    const { screen } = await list(canvasElement);
    const pages = await screen.findByRole('navigation', { name: 'Blog pages' });
    await expect(pages.querySelector('[aria-current="page"]')).toHaveTextContent('2');
  },
};
/** No posts yet. */
export const Empty: Story = {
  parameters: { backend: routes(blogRoutes([])) },
  play: async ({ canvasElement }) => {
    const { screen } = await list(canvasElement);
    await expect(await screen.findByText('No posts yet.')).toBeTruthy();
  },
};
/** Toast "Error" / "Failed to load blog posts. Please try again later."; the heading stays. */
export const Failed: Story = {
  parameters: {
    backend: routes({
      [CARDS]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } },
      [TYPES]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } },
    }),
    expectedErrors: [/Loading blog posts failed/, /Loading the post types failed/],
  },
  play: async ({ canvasElement }) => {
    const { screen } = await list(canvasElement);
    await expectToast('Error', 'Failed to load blog posts. Please try again later.', 'destructive');
    await expect(screen.getByRole('heading', { name: 'Latest Updates' })).toBeTruthy();
  },
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(['Loading', 'Posts', 'LongText', 'Filtered', 'MorePosts', 'PageLinks', 'Empty', 'Failed'], {
  minWidth: 640,
  minHeight: 400,
});
