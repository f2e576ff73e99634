// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blogListPage, excerpt, newsletterPage, postRoutes, rssFeed } from './blog';
import type { PageContext } from '../routes';
import type { Snapshot } from '../snapshot';
import { testRenderer, widgetOver } from '../ssr/test-context';

const ssr = await testRenderer();

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
    const xml = rssFeed([post], 'https://clinic.example');
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
    const body = route!.render!(ctx).content;
    expect(body).toContain('<medspa-blog-post>');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('November 3, 2026');
  });

  it('text from the database is never read as a build substitution ({{…}})', () => {
    const ctx = {
      snapshot: { news: [{ ...post, title: '{{year}} {{no.such}}', content: 'a {{clinic.phone}} b' }] } as unknown as Snapshot,
    } as PageContext;
    const body = postRoutes(ctx)[0]!.render!(ctx).content;
    expect(body).not.toContain('{{');
    expect(body).toContain('&#123;{year}} &#123;{no.such}}');
  });

  it('/blog is <medspa-blog> drawn by its own component: the posts as text, the data it hydrates with, the feed link', () => {
    const snapshot = { news: [post, { ...post, id: 'old', title: '{{year}} post' }], products: [], buckets: {} } as unknown as Snapshot;
    const ctx = { snapshot, widget: widgetOver(ssr, snapshot) } as PageContext;
    const { content, head } = blogListPage(ctx);
    expect(content).toMatch(/<medspa-blog heading-level="1"><template shadowrootmode="open">/);
    expect(content).toMatch(/<h1 id="blog-heading"[^>]*>Latest Updates<\/h1>/);
    expect(content).toContain('Tips &amp; &lt;tricks&gt; &quot;$&amp;&quot;');
    expect(content).toContain('href="/blog/p1"');
    expect(content).toContain('November 3, 2026');
    expect(content).not.toContain('data-skeleton');
    // Database text is never read as a build substitution, in the markup or in the data.
    expect(content).not.toContain('{{');
    const data = JSON.parse(/<script type="application\/json" data-medspa-data>([\s\S]*?)<\/script>/.exec(content)![1]!) as [
      string,
      unknown,
    ][];
    expect(data).toEqual([['blog-posts', snapshot.news]]);
    expect(content).toContain('Subscribe to the RSS feed');
    expect(head).toContain('application/rss+xml');
  });

  it('/newsletter is <medspa-newsletter> drawn by its own component, with an h1', () => {
    const snapshot = { news: [], products: [], buckets: {} } as unknown as Snapshot;
    const { content } = newsletterPage({ snapshot, widget: widgetOver(ssr, snapshot) } as PageContext);
    expect(content).toMatch(/<medspa-newsletter heading-level="1"><template shadowrootmode="open">/);
    expect(content).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(content).toContain('<form');
  });
});
