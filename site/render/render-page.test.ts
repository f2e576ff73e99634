// @vitest-environment node
/**
 * One page pipeline (./render-page.tsx): every page is its body in the TSX layout, the chrome drawn by the widgets
 * themselves; the host renders the /blog list and a post the build did not write through the same function, from
 * the rows of its database, with the context the build wrote (site/host/render-route.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPage } from './render-page';
import { routes, specialPages } from '../routes';
import { emptySnapshot, testContext } from './test-context';
import { PAGE_CONTEXT, STYLE_HASHES, cspHash } from './paths';
import { blogListRoute, postRoute } from '../templates/blog';
import { pageRenderer } from '../host/render-route';
import { fakeDist, tempDir } from '../../scripts/test-helpers';

const post = {
  id: 'p1',
  created_at: '2026-11-03T15:00:00Z',
  title: 'Tips & <tricks> "$&" for skin',
  content: "One.\n\n<script>alert(1)</script>\n\nThree $1 $& $'.",
  type: 'special offer',
  source: null,
};
const ctx = await testContext({ siteUrl: 'https://clinic.test', config: { supabaseUrl: 'https://x.supabase.co' } });
const tmp = tempDir('render-page');
afterAll(() => tmp.remove());

describe('renderPage', () => {
  const about = renderPage(
    routes.find((r) => r.path === '/about')!,
    ctx,
  );

  it('writes the head of every page: title, description, canonical, Open Graph, config, JSON-LD, then the page’s own', () => {
    expect(about.startsWith('<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n')).toBe(true);
    expect(about).toContain('<title>About Us | Gateway Med Spa</title>');
    expect(about).toContain('<link rel="canonical" href="https://clinic.test/about">');
    expect(about).toContain('<meta property="og:url" content="https://clinic.test/about">');
    expect(about).toContain('<script type="application/json" id="medspa-config">{"supabaseUrl":"https://x.supabase.co"}</script>');
    expect(about).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalBusiness"');
    expect(about).not.toContain('name="robots"');
    const head = about.slice(0, about.indexOf('</head>'));
    // The site's CSS, then the page's, in the page itself (the test context's css: a comment naming the file).
    expect(head).toContain('<style>/* assets/site.css */</style>');
    expect(head.indexOf('/* assets/site.css */')).toBeLessThan(head.indexOf('/* assets/about.css */'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(
      renderPage(
        specialPages.find((r) => r.path === '/404')!,
        ctx,
      ),
    ).toContain('<meta name="robots" content="noindex">');
  });

  it('draws the chrome and every element of the page with its own component, in a declarative shadow root', () => {
    for (const tag of ['medspa-navbar', 'medspa-book-now', 'medspa-footer', 'medspa-about-collage'])
      expect(about, tag).toMatch(new RegExp(`<${tag}[^>]*><template shadowrootmode="open">`));
    expect(about).toMatch(/<header class="site-chrome"><a class="skip-link" href="#main">Skip to main content<\/a><medspa-navbar/);
    expect(about).toContain('<main id="main" tabindex="-1">');
    expect(about).not.toMatch(/\{\{|@include/);
  });

  it('a post the build did not write: its title, description and canonical, its text escaped', () => {
    const html = renderPage(postRoute(post), ctx);
    expect(html).toContain('<title>Tips &amp; &lt;tricks&gt; &quot;$&amp;&quot; for skin | Gateway Med Spa</title>');
    expect(html).toContain('<link rel="canonical" href="https://clinic.test/blog/p1">');
    expect(html).toContain('Three $1 $&amp; $&#x27;.');
    expect(html).not.toContain('<script>alert(1)');
    const generic = renderPage(postRoute(undefined, '/blog/p%20two'), ctx);
    expect(generic).toContain('<title>Blog Post | Gateway Med Spa</title>');
    expect(generic).toContain('<link rel="canonical" href="https://clinic.test/blog/p%20two">');
    expect(generic).toContain('Loading the post…');
  });
});

describe("the host's pages", () => {
  it('render with the context the build wrote, with the rows of the database', async () => {
    const dist = join(tmp.dir, 'dist');
    mkdirSync(join(dist, 'server'), { recursive: true });
    const built = {
      siteUrl: 'https://clinic.test',
      bookingUrl: 'https://book.test/',
      assets: { 'assets/site.css': '/assets/site.0123.css' },
      snapshot: emptySnapshot(),
    };
    writeFileSync(join(dist, PAGE_CONTEXT), JSON.stringify(built));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/site.0123.css'), 'body{margin:0}');
    const render = (await pageRenderer(dist))!;
    const list = render(blogListRoute(null, 1), { news: [post] });
    expect(list).toContain('<style>body{margin:0}</style>');
    expect(list).toContain('href="/blog/p1"');
    expect(list).toMatch(/<medspa-navbar[^>]*><template shadowrootmode="open">/);
    expect(render(postRoute(post), { news: [post] })).toContain('<link rel="canonical" href="https://clinic.test/blog/p1">');
  }, 60_000);

  it("makes no page whose own CSS the build did not list for the CSP (it would show unstyled): the build's file serves", async () => {
    const contact = routes.find((r) => r.path === '/contact')!;
    const own = contact.render(ctx).styles!.join('\n');
    /** A build (its own folder: the host loads a build's renderer once) whose CSP lists `hashes`. */
    const build = (name: string, hashes: string[]) => {
      const dist = join(tmp.dir, name);
      for (const dir of ['assets', 'server']) mkdirSync(join(dist, dir), { recursive: true });
      writeFileSync(join(dist, 'assets/site.0123.css'), 'body{margin:0}');
      const assets = { 'assets/site.css': '/assets/site.0123.css' };
      const built = { siteUrl: 'https://clinic.test', bookingUrl: 'https://book.test/', assets, snapshot: emptySnapshot() };
      writeFileSync(join(dist, PAGE_CONTEXT), JSON.stringify(built));
      writeFileSync(join(dist, STYLE_HASHES), JSON.stringify(hashes));
      return pageRenderer(dist);
    };
    const without = (await build('dist-css-unlisted', [cspHash('body{margin:0}')]))!;
    expect(() => without(contact, {})).toThrow(/\/contact: its own CSS is not the build's/);
    const listed = (await build('dist-css-listed', [cspHash(own)]))!;
    expect(listed(contact, {})).toContain(`<style>${own}</style>`);
  }, 60_000);

  it('an older build without the context has no renderer: the host serves its files', async () => {
    expect(await pageRenderer(fakeDist(join(tmp.dir, 'old')))).toBeUndefined();
  });
});
