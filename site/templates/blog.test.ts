import { describe, expect, it } from 'vitest';
import { blogListPage, excerpt, postRoutes, rssFeed } from './blog';
import { liveList, postPage } from '../host/blog';
import { BLOG_POST_PATH_TOKEN } from '../routes';
import type { PageContext } from '../routes';
import type { Snapshot } from '../snapshot';

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

  it("the host's /blog: the built list replaced by the posts now in the database, the rest of the page kept", () => {
    const page = `<html>${blogListPage([{ ...post, id: 'old', title: 'Old post' }]).content}</html>`;
    const live = liveList(page, [post])!;
    expect(live).not.toContain('Old post');
    expect(live).toContain('href="/blog/p1"');
    expect(live).toContain('Subscribe to the RSS feed');
    expect(live.startsWith('<html>')).toBe(true);
    expect(liveList('<html>no marks</html>', [post])).toBeUndefined();
  });

  it("the host's page: tokens replaced by the escaped post, `$` patterns kept as written", () => {
    const template = `<title>__POST_TITLE__ | Spa</title><meta content="__POST_DESCRIPTION__"><link href="x${BLOG_POST_PATH_TOKEN}"><main><!-- __POST_BODY__ --></main>`;
    const html = postPage(template, '/blog/p1', post);
    expect(html).toContain('<title>Tips &amp; &lt;tricks&gt; &quot;$&amp;&quot; for \u0007 skin | Spa</title>');
    expect(html).toContain('href="x/blog/p1"');
    expect(html).toContain('Three $1 $&amp; $&#x27;.');
    expect(html).not.toContain('__POST_');
    const generic = postPage(template, '/blog/p2', undefined);
    expect(generic).toContain('<title>Blog Post | Spa</title>');
    expect(generic).toContain('Loading the post…');
  });
});
