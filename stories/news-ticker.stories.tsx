/** News ticker: every state of docs/product.md §4/§8 on a fake data layer (§7.3). */
import { newsTicker } from '../widgets/news-ticker/news-ticker.contract';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, type ElementStory } from './support/element-story';
import { sampleNews as rows } from './support/sample-news';

const meta = { ...elementMeta(newsTicker) };
export default meta;
type Story = ElementStory;

const NEWS = 'GET /rest/v1/news';

/** Skeletons. */
export const Loading: Story = { parameters: { data: routes({ [NEWS]: { status: 200, delay: Infinity } }) } };
/** One item at a time, 5000 ms, 500 ms fade, looping; pause control. */
export const Rotating: Story = { parameters: { data: routes({ [NEWS]: { status: 200, body: rows } }) } };
/** A single item stands still (no pause control). */
export const SingleItem: Story = { parameters: { data: routes({ [NEWS]: { status: 200, body: rows.slice(0, 1) } }) } };
/** "No announcements at this time". */
export const Empty: Story = { parameters: { data: routes({ [NEWS]: { status: 200, body: [] } }) } };
/** "Unable to load news feed" and the destructive toast "Error loading news" / "Please try again later". */
export const Failed: Story = {
  parameters: { data: routes({ [NEWS]: { status: 500, body: { code: 'XX000', message: 'Service unavailable' } } }) },
};
