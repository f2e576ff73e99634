import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Blog } from './Blog';
import { NewsTicker } from '../news-ticker/NewsTicker';
import { renderWidget, routes, settle, withFakeBackend } from '../test/render';
import { getToasts } from '../runtime/toast/toast';
import { SWRConfig } from 'swr';
import { NEWS_KEY } from '../data/news';

const NEWS = 'GET /rest/v1/news';
const rows = [
  { id: 'a', created_at: '2026-11-03T15:00:00Z', title: 'Holiday packages', content: 'Book now.', type: 'promotion', source: null },
  {
    id: 'b',
    created_at: '2026-10-08T13:00:00Z',
    title: 'Best of St. Louis',
    content: 'A finalist.',
    type: 'press',
    source: 'St. Louis Magazine',
  },
  { id: 'c/d', created_at: '2026-09-01T00:30:00Z', title: 'Seminar', content: 'Thursday.', type: 'special offer', source: null },
  { id: 'e', created_at: '2026-08-01T12:00:00Z', title: 'Second offer', content: 'Again.', type: 'promotion', source: null },
];
const cards = (c: HTMLElement) => [...c.querySelectorAll<HTMLAnchorElement>('a.card')];
const buttons = (c: HTMLElement) => [...c.querySelectorAll<HTMLButtonElement>('.blog__filter-button')];

describe('Blog', () => {
  it('asks for every news row newest first, under the key the ticker shares (one request for both)', async () => {
    const { calls } = withFakeBackend(routes({ [NEWS]: { status: 200, body: rows } }));
    await renderWidget(
      <>
        <Blog />
        <NewsTicker />
      </>,
    );
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('order')).toBe('created_at.desc');
  });

  it('three skeleton cards while loading, under the heading and intro', async () => {
    withFakeBackend(routes({ [NEWS]: { status: 200, delay: Infinity } }));
    const { container } = await renderWidget(<Blog />);
    expect(container.querySelector('h1')!.textContent).toBe('Latest Updates');
    expect(container.querySelector('.blog__intro')!.textContent).toBe('News, announcements and articles from our Saint Louis team.');
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(3);
    expect(cards(container)).toHaveLength(0);
  });

  it("starts from the server's posts (the query's SWR fallback, the /blog page): cards at once, no skeletons; the live list replaces them", async () => {
    withFakeBackend(routes({ [NEWS]: { status: 200, body: rows, delay: 50 } }));
    const { container } = await renderWidget(
      <SWRConfig value={{ fallback: { [NEWS_KEY]: rows.slice(0, 1) } }}>
        <Blog />
      </SWRConfig>,
    );
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
    expect(cards(container).map((a) => a.querySelector('.card__title')!.textContent)).toEqual(['Holiday packages']);
    await settle(80);
    expect(cards(container)).toHaveLength(rows.length);
  });

  it('a card per post: badge, "via {source}" only with a source, title, text, long date on the clinic clock, link to the post', async () => {
    withFakeBackend(routes({ [NEWS]: { status: 200, body: rows } }));
    const { container } = await renderWidget(<Blog />);
    await settle();
    const [a, b, c] = cards(container);
    expect(a!.querySelector('.card__badge')!.textContent).toBe('promotion');
    expect(a!.querySelector('.card__source')).toBeNull();
    expect(b!.querySelector('.card__source')!.textContent).toBe('via St. Louis Magazine');
    expect(a!.querySelector('h2')!.textContent).toBe('Holiday packages');
    expect(a!.querySelector('.card__text')!.textContent).toBe('Book now.');
    expect(a!.querySelector('time')!.textContent).toBe('November 3, 2026');
    expect(c!.querySelector('time')!.textContent).toBe('August 31, 2026'); // 00:30 UTC is the evening before in Saint Louis
    expect(a!.getAttribute('href')).toBe('/blog/a');
    expect(c!.getAttribute('href')).toBe('/blog/c%2Fd');
  });

  it('"All Posts" and one button per distinct type; a type shows only its posts; the pressed one says so', async () => {
    withFakeBackend(routes({ [NEWS]: { status: 200, body: rows } }));
    const { container } = await renderWidget(<Blog postUrl="https://clinic.example/news?id={id}" headingLevel={2} />);
    await settle();
    expect(buttons(container).map((b) => b.textContent)).toEqual(['All Posts', 'promotion', 'press', 'special offer']);
    expect(buttons(container).map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);
    await act(async () => buttons(container)[1]!.click());
    expect(cards(container).map((c) => c.querySelector('h3')!.textContent)).toEqual(['Holiday packages', 'Second offer']);
    expect(buttons(container).map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false', 'false']);
    await act(async () => buttons(container)[0]!.click());
    expect(cards(container)).toHaveLength(4);
    expect(cards(container)[0]!.getAttribute('href')).toBe('https://clinic.example/news?id=a');
  });

  it('renders markup from the database as text', async () => {
    const evil = { ...rows[0]!, title: '<img src=x onerror=alert(1)>', content: '<script>alert(1)</script>', source: '<b>x</b>' };
    withFakeBackend(routes({ [NEWS]: { status: 200, body: [evil] } }));
    const { container } = await renderWidget(<Blog />);
    await settle();
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.querySelector('h2')!.textContent).toBe(evil.title);
  });

  it('on failure: the toast "Error" / "Failed to load blog posts. Please try again later." once, the heading stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    withFakeBackend(routes({ [NEWS]: { status: 500, body: { code: 'XX000', message: 'down' } } }));
    const { container } = await renderWidget(<Blog />);
    await settle();
    expect(getToasts().map(({ title, description, variant }) => ({ title, description, variant }))).toEqual([
      { title: 'Error', description: 'Failed to load blog posts. Please try again later.', variant: 'destructive' },
    ]);
    expect(container.querySelector('h1')!.textContent).toBe('Latest Updates');
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
  });
});
