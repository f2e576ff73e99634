// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blogListPage,
  blogListRoute,
  blogListRoutes,
  excerpt,
  newsletterPage,
  postRoutes,
  rssFeed,
  snapshotFeed,
  snapshotListing,
} from './blog';
import { BLOG_PAGE_SIZE, FEED_ITEMS, type NewsCard } from '../../widgets/tables/news';
import type { PageContext, Route } from '../render/page';
import { unstable_serialize } from 'swr';
import type { Snapshot } from '../snapshot';
import { bodyHtml, testContext } from '../render/test-context';

/** A page's body as HTML. */
const html = (route: Route, ctx: PageContext): string => bodyHtml(route.render(ctx)).content;

const post = {
  id: 'p1',
  created_at: '2026-11-03T15:00:00Z',
  title: 'Tips & <tricks> "$&" for \u0007 skin',
  content: "One.\n\n<script>alert(1)</script>\n\nThree $1 $& $'.",
  type: 'special offer',
  source: null,
};

describe('blog templates', () => {
  it('excerpt: one line, cut at a word before the limit', () => {
    expect(excerpt('a  b\n\nc')).toBe('a b c');
    const long = excerpt('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('the RSS feed escapes every value and drops characters XML cannot hold', () => {
    const xml = rssFeed([{ ...post, summary: post.content }], 'https://clinic.example');
    expect(xml).toContain('<title>Tips &amp; &lt;tricks&gt; &quot;$&amp;&quot; for  skin</title>');
    expect(xml).toContain('<link>https://clinic.example/blog/p1</link>');
    expect(xml).toContain('<category>special offer</category>');
    expect(xml).toContain('<pubDate>Tue, 03 Nov 2026 15:00:00 GMT</pubDate>');
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('\u0007');
  });

  it('a page per post with its title and description; the text escaped in the body', () => {
    const ctx = { snapshot: { news: [post] } as unknown as Snapshot } as PageContext;
    const [route] = postRoutes(ctx);
    expect(route!.path).toBe('/blog/p1');
    expect(route!.title).toBe(post.title);
    const body = html(route!, ctx);
    expect(body).toContain('<medspa-blog-post>');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('November 3, 2026');
  });

  it('text from the database is text: nothing reads it as a template ({{…}})', () => {
    const ctx = {
      snapshot: { news: [{ ...post, title: '{{year}} {{no.such}}', content: 'a {{clinic.phone}} b' }] } as unknown as Snapshot,
    } as PageContext;
    const body = html(postRoutes(ctx)[0]!, ctx);
    expect(body).toContain('{{year}} {{no.such}}');
    expect(body).toContain('a {{clinic.phone}} b');
  });

  it('/blog is <medspa-blog> drawn by its own component: the page as text, the data it hydrates with (this page only), the feed link', async () => {
    const cards = [post, { ...post, id: 'old', title: '{{year}} post' }].map(({ content, ...p }) => ({ ...p, summary: content }));
    const snapshot = { news: [], cards, newsTypes: ['special offer'], products: [], buckets: {} } as unknown as Snapshot;
    const ctx = await testContext({ snapshot });
    const { content, head } = bodyHtml(blogListPage(ctx, snapshotListing(snapshot, null, 1)));
    expect(content).toMatch(/<medspa-blog heading-level="1" list-url="\/blog"><template shadowrootmode="open">/);
    expect(content).toMatch(/<h1 id="blog-heading"[^>]*>Latest Updates<\/h1>/);
    expect(content).toContain('Tips &amp; &lt;tricks&gt; &quot;$&amp;&quot;');
    expect(content).toContain('href="/blog/p1"');
    expect(content).toContain('href="/blog/type/special%20offer"');
    expect(content).toContain('November 3, 2026');
    expect(content).not.toContain('data-skeleton');
    expect(content).toContain('{{year}} post');
    const data = JSON.parse(/<script type="application\/json" data-medspa-answers>([\s\S]*?)<\/script>/.exec(content)![1]!) as [
      unknown,
      unknown,
    ][];
    expect(data).toEqual([
      [unstable_serialize(['blog-page', '', 1]), { rows: cards, total: 2 }],
      ['news-types', ['special offer']],
    ]);
    expect(content).toContain('Subscribe to the RSS feed');
    expect(head).toContain('application/rss+xml');
  });

  describe('with 1,000 posts (issue 27)', () => {
    const cards: NewsCard[] = Array.from({ length: 1000 }, (_, i) => ({
      id: `p${i}`,
      created_at: new Date(Date.UTC(2026, 10, 1) - i * 3_600_000).toISOString(),
      title: `Post ${i}`,
      summary: `Summary of post ${i}`,
      type: ['announcement', 'education', 'event'][i % 3],
      source: null,
    }));
    const snapshot = {
      news: [],
      cards,
      newsTypes: ['announcement', 'education', 'event'],
      products: [],
      buckets: {},
    } as unknown as Snapshot;
    let ctx: PageContext;
    beforeAll(async () => {
      ctx = await testContext({ snapshot });
    });

    it('a page is BLOG_PAGE_SIZE cards of the newest first, of one type or all; the element carries that page alone', () => {
      const third = snapshotListing(snapshot, null, 3);
      expect(third.rows.map((r) => r.id)).toEqual(cards.slice(2 * BLOG_PAGE_SIZE, 3 * BLOG_PAGE_SIZE).map((r) => r.id));
      expect(third.total).toBe(1000);
      const events = snapshotListing(snapshot, 'event', 2);
      expect(events.rows.every((r) => r.type === 'event')).toBe(true);
      expect(events.rows[0]!.id).toBe(`p${3 * BLOG_PAGE_SIZE + 2}`);
      expect(events.total).toBe(333);
      const content = html(blogListRoute('event', 2), ctx);
      expect(content).toMatch(/<medspa-blog heading-level="1" list-url="\/blog" type="event" page="2">/);
      expect(content.match(/class="card"/g)).toHaveLength(BLOG_PAGE_SIZE);
      const data = /data-medspa-answers>([\s\S]*?)<\/script>/.exec(content)![1]!;
      expect(data).toContain(`"p${3 * BLOG_PAGE_SIZE + 2}"`);
      expect(data).not.toContain('"p2"'); // another page's post
      expect(content).toContain('href="/blog/type/event" rel="prev"');
      expect(content).toContain('href="/blog/type/event/page/3" rel="next"');
    });

    it('a route per page of the list and of each type; the first pages in the sitemap; every page linked from the one before', () => {
      const routes = blogListRoutes(ctx);
      const paths = routes.map((r) => r.path);
      const pages = Math.ceil(1000 / BLOG_PAGE_SIZE);
      expect(paths).toContain('/blog/page/2');
      expect(paths).toContain(`/blog/page/${pages}`);
      expect(paths).not.toContain(`/blog/page/${pages + 1}`);
      expect(paths).not.toContain('/blog'); // a route of its own (site/routes.ts)
      expect(paths).toContain('/blog/type/event');
      expect(paths).toContain(`/blog/type/event/page/${Math.ceil(333 / BLOG_PAGE_SIZE)}`);
      expect(routes.filter((r) => r.sitemap).map((r) => r.path)).toEqual([
        '/blog/type/announcement',
        '/blog/type/education',
        '/blog/type/event',
      ]);
      expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length);
      // Following Next from /blog reaches every post.
      const seen = new Set<string>();
      let path: string | undefined = '/blog';
      while (path) {
        const route: Route = path === '/blog' ? blogListRoute(null, 1) : routes.find((r) => r.path === path)!;
        const page = html(route, ctx);
        for (const m of page.matchAll(/href="\/blog\/(p\d+)"/g)) seen.add(m[1]!);
        path = /href="([^"]+)" rel="next"/.exec(page)?.[1];
      }
      expect(seen.size).toBe(1000);
    });

    it('the feed: the newest FEED_ITEMS posts with their summaries', () => {
      const feed = snapshotFeed(snapshot);
      expect(feed).toHaveLength(FEED_ITEMS);
      const xml = rssFeed(feed, 'https://clinic.example');
      expect(xml.match(/<item>/g)).toHaveLength(50);
      expect(xml).toContain('<description>Summary of post 0</description>');
      expect(xml).not.toContain('Post 50<');
    });
  });

  it('/newsletter is <medspa-newsletter> drawn by its own component, with an h1', async () => {
    const snapshot = { news: [], products: [], buckets: {} } as unknown as Snapshot;
    const { content } = bodyHtml(newsletterPage(await testContext({ snapshot })));
    expect(content).toMatch(/<medspa-newsletter heading-level="1"><template shadowrootmode="open">/);
    expect(content).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(content).toContain('<form');
  });
});
