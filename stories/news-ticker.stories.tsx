/** News ticker: every state of docs/product.md §4/§8 on a fake backend (§7.3). */
import { expect } from 'storybook/test';
import { newsTicker } from '../widgets/news-ticker/news-ticker.contract';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, type ElementStory } from './support/element-story';
import { keptToasts } from './support/keep-toasts';
import { elementIn, expectToast, togglesPause } from './support/play';
import { LONG_TITLE, sampleNews as rows } from './support/sample-news';
import { statesOf } from './support/states';

const meta = { ...elementMeta(newsTicker), decorators: [keptToasts] };
export default meta;
type Story = ElementStory;

const NEWS = 'GET /rest/v1/news';
const ticker = (canvas: HTMLElement) => elementIn(canvas, newsTicker.tag);

/** Skeletons. */
export const Loading: Story = {
  parameters: { backend: routes({ [NEWS]: { status: 200, delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await ticker(canvasElement);
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading news');
  },
};
/** One item at a time, 5000 ms, 500 ms fade, looping; pause control. */
export const Rotating: Story = {
  parameters: { backend: routes({ [NEWS]: { status: 200, body: rows } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await ticker(canvasElement);
    await expect(await screen.findByRole('link', { name: rows[0]!.title })).toHaveAttribute('href');
    // "Pause news" while it moves ("Play news" under reduced motion), and back.
    await togglesPause(screen, 'news');
  },
};
/** A single item stands still (no pause control). */
export const SingleItem: Story = {
  parameters: { backend: routes({ [NEWS]: { status: 200, body: rows.slice(0, 1) } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await ticker(canvasElement);
    await screen.findByRole('link', { name: rows[0]!.title });
    await expect(screen.queryByRole('button', { name: 'Pause news' })).toBeNull();
  },
};
/** A long headline with a long word: it wraps (or is cut with an ellipsis) inside the bar, never past it. */
export const LongText: Story = {
  parameters: { backend: routes({ [NEWS]: { status: 200, body: [{ ...rows[0]!, title: LONG_TITLE }] } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await ticker(canvasElement);
    await screen.findByRole('link', { name: LONG_TITLE });
  },
};
/** "No announcements at this time". */
export const Empty: Story = {
  parameters: { backend: routes({ [NEWS]: { status: 200, body: [] } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await ticker(canvasElement);
    await screen.findByText('No announcements at this time');
  },
};
/** "Unable to load news feed" and the destructive toast "Error loading news" / "Please try again later". */
export const Failed: Story = {
  parameters: {
    backend: routes({ [NEWS]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } } }),
    expectedErrors: [/Loading news failed/],
  },
  play: async ({ canvasElement }) => {
    const { screen } = await ticker(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load news feed');
    await expectToast('Error loading news', 'Please try again later', 'destructive');
  },
};
/** Every state above side by side, each on its own fake backend. */
export const States: Story = statesOf(['Loading', 'Rotating', 'SingleItem', 'LongText', 'Empty', 'Failed'], {
  minWidth: 560,
  minHeight: 140,
});
