/** News ticker: every state of docs/product.md §4/§8 on a fake data layer (§7.3). */
import { newsTicker } from '../widgets/news-ticker/news-ticker.contract';
import { routes } from '../widgets/test/fake-backend';
import { elementMeta, type ElementStory } from './support/element-story';

const meta = { ...elementMeta(newsTicker) };
export default meta;
type Story = ElementStory;

const NEWS = 'GET /rest/v1/news';
const rows = [
  {
    id: '1',
    created_at: '2026-11-16T15:00:00Z',
    title: 'Holiday glow packages now booking',
    content: 'Book a HydraFacial with a complimentary LED light session through December 31.',
    type: 'promotion',
    source: null,
  },
  {
    id: '2',
    created_at: '2026-11-02T14:30:00Z',
    title: 'Extended Saturday hours this winter',
    content: 'Open Saturdays from 10:00 AM to 6:00 PM.',
    type: 'announcement',
    source: null,
  },
  {
    id: '3',
    created_at: '2026-10-21T16:00:00Z',
    title: 'What exosome therapy can (and cannot) do for thinning hair',
    content: 'Used alongside microneedling or PRP to support the follicle environment; results vary.',
    type: 'education',
    source: null,
  },
];

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
