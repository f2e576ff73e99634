/** One blog post: every state of docs/product.md §2 "Blog post" on a fake backend (§7.4). */
import { expect, userEvent } from 'storybook/test';
import { blogPost } from '../widgets/blog-post/blog-post.contract';
import { routes } from '../widgets/test/fake-backend';
import { withClipboard } from './support/clipboard';
import { elementMeta, type ElementStory } from './support/element-story';
import { keptToasts } from './support/keep-toasts';
import { elementIn, expectToast } from './support/play';
import { LONG_TEXT, LONG_TITLE } from './support/sample-news';
import { statesOf } from './support/states';

const meta = { ...elementMeta(blogPost, { frame: { padding: 24 } }), args: { postId: '1' }, decorators: [keptToasts] };
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
const post = (canvas: HTMLElement) => elementIn(canvas, blogPost.tag);
const share = async (canvas: HTMLElement) => {
  const { screen } = await post(canvas);
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  return screen;
};

/** Skeleton lines while the post loads. */
export const Loading: Story = {
  parameters: { backend: routes({ [NEWS]: { status: 200, delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await post(canvasElement);
    await expect(await screen.findByRole('status', { name: 'Loading the post' })).toBeTruthy();
  },
};
/** Back to Blog, Share, title, date, badge and the text in paragraphs. */
export const Post: Story = {
  parameters: { backend: routes({ [NEWS]: { status: 200, body: POST } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await post(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: POST.title })).toBeTruthy();
    await expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href');
    await expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
    await expect(screen.getByText('promotion')).toBeTruthy();
    await expect(screen.getByText('Packages can be bought as gifts at the front desk.')).toBeTruthy();
  },
};
/** A long title and text with a word longer than a phone is wide: they wrap inside the column. */
export const LongText: Story = {
  parameters: { backend: routes({ [NEWS]: { status: 200, body: { ...POST, title: LONG_TITLE, content: LONG_TEXT } } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await post(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: LONG_TITLE })).toBeTruthy();
  },
};
/** After Share: the toast "Link copied!" / "The blog post link has been copied to your clipboard.". */
export const Shared: Story = {
  decorators: [withClipboard(true)],
  parameters: { backend: routes({ [NEWS]: { status: 200, body: POST } }) },
  play: async ({ canvasElement }) => {
    await share(canvasElement);
    await expectToast('Link copied!', 'The blog post link has been copied to your clipboard.');
  },
};
/** After Share where the clipboard is refused: the link, to copy by hand. */
export const ShareRefused: Story = {
  decorators: [withClipboard(false)],
  parameters: { backend: routes({ [NEWS]: { status: 200, body: POST } }) },
  play: async ({ canvasElement }) => {
    const screen = await share(canvasElement);
    await expect(await screen.findByRole('textbox')).toHaveValue(location.href);
  },
};
/** "Post not found" with the way back (no row has the id: the read, maybeSingle, answers an empty list). */
export const NotFound: Story = {
  parameters: { backend: routes({ [NEWS]: { status: 200, body: [] } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await post(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeTruthy();
    await expect(screen.getByRole('link', { name: /Back to Blog/ })).toBeTruthy();
  },
};
/** The post could not be loaded (logged; said on the page). */
export const Failed: Story = {
  parameters: {
    backend: routes({ [NEWS]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } } }),
    expectedErrors: [/Loading the blog post failed \(Error, code XX000\)/],
  },
  play: async ({ canvasElement }) => {
    const { screen } = await post(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent('This post could not be loaded. Please try again later.');
  },
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(['Loading', 'Post', 'LongText', 'Shared', 'ShareRefused', 'NotFound', 'Failed'], {
  minWidth: 560,
  minHeight: 320,
});
