import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Blog, shownText } from './Blog';
import { renderWidget, routes, settle, until, withFakeBackend } from '../test/render';
import type { FakeRequest } from '../test/fake-backend';
import { getToasts } from '../runtime/toast/toast';
import { SWRConfig, unstable_serialize } from 'swr';
import { BLOG_PAGE_SIZE, blogPageKey, NEWS_TYPES_KEY, type NewsCard } from '../tables/news';

const CARDS = 'GET /rest/v1/news_cards';
const TYPES = 'GET /rest/v1/news_types';
const rows: NewsCard[] = [
  { id: 'a', created_at: '2026-11-03T15:00:00Z', title: 'Holiday packages', summary: 'Book now.', type: 'promotion', source: null },
  {
    id: 'b',
    created_at: '2026-10-08T13:00:00Z',
    title: 'Best of St. Louis',
    summary: 'A finalist.',
    type: 'press',
    source: 'St. Louis Magazine',
  },
  { id: 'c/d', created_at: '2026-09-01T00:30:00Z', title: 'Seminar', summary: 'Thursday.', type: 'special offer', source: null },
  { id: 'e', created_at: '2026-08-01T12:00:00Z', title: 'Second offer', summary: 'Again.', type: 'promotion', source: null },
];
/** `n` posts, newest first, alternating two types. */
const many = (n: number): NewsCard[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    created_at: new Date(Date.UTC(2026, 10, 1) - i * 86_400_000).toISOString(),
    title: `Post ${i}`,
    summary: `Summary ${i}`,
    type: i % 2 ? 'event' : 'news',
    source: null,
  }));
const typesOf = (list: NewsCard[]) => [...new Set(list.map((r) => r.type!))].sort().map((type) => ({ type }));

/** news_cards as PostgREST answers it: `type=eq.`, `offset`, `limit`, and the count in Content-Range. */
const cardsRoute = (list: NewsCard[]) => (req: FakeRequest) => {
  const p = req.url.searchParams;
  const type = p.get('type')?.replace(/^eq\./, '');
  const matching = type ? list.filter((r) => r.type === type) : list;
  const offset = Number(p.get('offset') ?? 0);
  const page = matching.slice(offset, offset + Number(p.get('limit') ?? matching.length));
  const range = page.length ? `${offset}-${offset + page.length - 1}/${matching.length}` : `*/${matching.length}`;
  return { status: 200, body: page, headers: { 'content-range': range } };
};
const backendOf = (list: NewsCard[]) => routes({ [CARDS]: cardsRoute(list), [TYPES]: { status: 200, body: typesOf(list) } });

const cards = (c: HTMLElement) => [...c.querySelectorAll<HTMLAnchorElement>('a.card')];
const buttons = (c: HTMLElement) => [...c.querySelectorAll<HTMLButtonElement>('button.blog__filter-button')];
const more = (c: HTMLElement) => c.querySelector<HTMLButtonElement>('.blog__more-button');

describe('Blog', () => {
  it('asks for one page of cards (a summary, not the text) with the count, and the distinct types (issue 27)', async () => {
    const { calls } = withFakeBackend(backendOf(rows));
    await renderWidget(<Blog />);
    await settle();
    const list = calls.find((c) => c.url.pathname.endsWith('/news_cards'))!;
    expect(list.url.searchParams.get('select')).toBe('id,title,summary,type,source,created_at');
    expect(list.url.searchParams.get('order')).toBe('created_at.desc,id.desc');
    expect(list.url.searchParams.get('offset')).toBe('0');
    expect(list.url.searchParams.get('limit')).toBe(String(BLOG_PAGE_SIZE));
    expect(list.headers.get('prefer')).toContain('count=exact');
    const types = calls.find((c) => c.url.pathname.endsWith('/news_types'))!;
    expect(types.url.searchParams.get('select')).toBe('type');
    expect(calls.filter((c) => c.url.pathname.endsWith('/news'))).toHaveLength(0);
  });

  it('three skeleton cards while loading, under the heading and intro', async () => {
    withFakeBackend(routes({ [CARDS]: { status: 200, delay: Infinity }, [TYPES]: { status: 200, body: [] } }));
    const { container } = await renderWidget(<Blog />);
    expect(container.querySelector('h1')!.textContent).toBe('Latest Updates');
    expect(container.querySelector('.blog__intro')!.textContent).toBe('News, announcements and articles from our Saint Louis team.');
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(3);
    expect(cards(container)).toHaveLength(0);
  });

  it("starts from the server's page (the query's SWR fallback, the /blog pages): cards at once, no skeletons; the fetched page replaces them", async () => {
    withFakeBackend(
      routes({ [CARDS]: { ...cardsRoute(rows)({ url: new URL('http://x/?offset=0&limit=12') } as FakeRequest), delay: 50 } }),
    );
    const fallback = {
      [unstable_serialize(blogPageKey(null, 1))]: { rows: rows.slice(0, 1), total: 1 },
      [unstable_serialize(NEWS_TYPES_KEY)]: ['promotion'],
    };
    const { container } = await renderWidget(
      <SWRConfig value={{ fallback }}>
        <Blog listUrl="/blog" />
      </SWRConfig>,
    );
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
    expect(cards(container).map((a) => a.querySelector('.card__title')!.textContent)).toEqual(['Holiday packages']);
    await until(() => expect(cards(container)).toHaveLength(rows.length)); // the live read replaced the build's page
  });

  it('a card per post: badge, "via {source}" only with a source, title, summary, long date on the clinic clock, link to the post', async () => {
    withFakeBackend(backendOf(rows));
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

  it('"All Posts" and one button per type of the database (not of the rows loaded); a type asks for its posts; the pressed one says so', async () => {
    const { calls } = withFakeBackend(
      routes({ [CARDS]: cardsRoute(rows), [TYPES]: { status: 200, body: [...typesOf(rows), { type: 'webinar' }] } }),
    );
    const { container } = await renderWidget(<Blog postUrl="https://clinic.example/news?id={id}" headingLevel={2} />);
    await settle();
    expect(buttons(container).map((b) => b.textContent)).toEqual(['All Posts', 'press', 'promotion', 'special offer', 'webinar']);
    expect(buttons(container).map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    await act(async () => buttons(container)[2]!.click());
    await settle();
    expect(calls.some((c) => c.url.searchParams.get('type') === 'eq.promotion')).toBe(true);
    expect(cards(container).map((c) => c.querySelector('h3')!.textContent)).toEqual(['Holiday packages', 'Second offer']);
    expect(buttons(container).map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true', 'false', 'false']);
    await act(async () => buttons(container)[4]!.click());
    await settle();
    expect(container.querySelector('.blog__empty')!.textContent).toBe('No posts yet.');
    await act(async () => buttons(container)[0]!.click());
    await settle();
    expect(cards(container)).toHaveLength(4);
    expect(cards(container)[0]!.getAttribute('href')).toBe('https://clinic.example/news?id=a');
  });

  it('"More posts" adds the next page below, says how many are shown (a live region) and moves focus to the first new card', async () => {
    const list = many(30);
    const { calls } = withFakeBackend(backendOf(list));
    const { container } = await renderWidget(<Blog />);
    await settle();
    expect(cards(container)).toHaveLength(BLOG_PAGE_SIZE);
    const status = container.querySelector('.blog__status')!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    await act(async () => more(container)!.click());
    await settle();
    expect(cards(container)).toHaveLength(2 * BLOG_PAGE_SIZE);
    expect(calls.filter((c) => c.url.pathname.endsWith('/news_cards')).map((c) => c.url.searchParams.get('offset'))).toEqual(['0', '12']);
    expect(status.textContent).toBe(shownText(24, 30));
    expect(status.textContent).toBe('Showing 24 of 30 posts');
    expect((container.getRootNode() as Document | ShadowRoot).activeElement).toBe(cards(container)[BLOG_PAGE_SIZE]);
    await act(async () => more(container)!.click());
    await settle();
    expect(cards(container).map((c) => c.querySelector('.card__title')!.textContent)).toEqual(list.map((p) => p.title));
    expect(status.textContent).toBe('Showing 30 of 30 posts');
    expect(more(container)).toBeNull(); // nothing more
  });

  it('"More posts" follows the filter: a type starts again from its first page', async () => {
    withFakeBackend(backendOf(many(60)));
    const { container } = await renderWidget(<Blog />);
    await settle();
    await act(async () => more(container)!.click());
    await settle();
    expect(cards(container)).toHaveLength(24);
    await act(async () =>
      buttons(container)
        .find((b) => b.textContent === 'event')!
        .click(),
    );
    await settle();
    expect(cards(container)).toHaveLength(12);
    expect(new Set(cards(container).map((c) => c.querySelector('.card__badge')!.textContent))).toEqual(new Set(['event']));
    expect(container.querySelector('.blog__status')!.textContent).toBe('');
    await act(async () => more(container)!.click());
    await settle();
    expect(cards(container)).toHaveLength(24);
    expect(container.querySelector('.blog__status')!.textContent).toBe('Showing 24 of 30 posts');
  });

  it('with list-url: the filter and the pages are plain links (the current one aria-current), no "More posts"', async () => {
    withFakeBackend(backendOf(many(100)));
    const { container } = await renderWidget(<Blog listUrl="/blog" type="event" page={3} />);
    await settle();
    expect(more(container)).toBeNull();
    expect(buttons(container)).toHaveLength(0);
    const filter = [...container.querySelectorAll<HTMLAnchorElement>('nav.blog__filter a')];
    expect(filter.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['All Posts', '/blog', null],
      ['event', '/blog/type/event', 'page'],
      ['news', '/blog/type/news', null],
    ]);
    const pager = container.querySelector('nav.blog__pages')!;
    expect(pager.getAttribute('aria-label')).toBe('Blog pages');
    const links = [...pager.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    // 50 events: pages 1 to 5, page 3 current.
    expect(links).toEqual([
      ['Previous page', '/blog/type/event/page/2'],
      ['Page 1', '/blog/type/event'],
      ['Page 2', '/blog/type/event/page/2'],
      ['Page 3', '/blog/type/event/page/3'],
      ['Page 4', '/blog/type/event/page/4'],
      ['Page 5', '/blog/type/event/page/5'],
      ['Next page', '/blog/type/event/page/4'],
    ]);
    expect(pager.querySelector('[aria-current="page"]')!.textContent).toBe('Page 3');
    expect(cards(container)[0]!.querySelector('.card__title')!.textContent).toBe('Post 49');
  });

  it('renders markup from the database as text', async () => {
    const evil = { ...rows[0]!, title: '<img src=x onerror=alert(1)>', summary: '<script>alert(1)</script>', source: '<b>x</b>' };
    withFakeBackend(backendOf([evil]));
    const { container } = await renderWidget(<Blog />);
    await settle();
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.querySelector('h2')!.textContent).toBe(evil.title);
  });

  it('on failure: the toast "Error" / "Failed to load blog posts. Please try again later." once, the heading stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    withFakeBackend(routes({ [CARDS]: { status: 500, body: { code: 'XX000', message: 'down' } }, [TYPES]: { status: 200, body: [] } }));
    const { container } = await renderWidget(<Blog />);
    await settle();
    expect(getToasts().map(({ title, description, variant }) => ({ title, description, variant }))).toEqual([
      { title: 'Error', description: 'Failed to load blog posts. Please try again later.', variant: 'destructive' },
    ]);
    expect(container.querySelector('h1')!.textContent).toBe('Latest Updates');
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
  });
});
