/**
 * The blog list and the blog post (docs/product.md §2, §4, §7.3, §7.4, §8) against the real host and local backend:
 * the SPEC strings, the filter, the clamp, the long date, "via", the skeletons, the failure toast, Share with the
 * clipboard read back (and refused), the not-found answer, the post in the HTML the host returns (from the build
 * and from the database), the RSS feed, hostile and large content, and axe on each state.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect, nextFrames } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';
import { rest } from './support/service';
import { openFixture } from './support/widget-pages';
import { BLOG_PAGE_SIZE } from '../../widgets/tables/news';

const FIRST = { id: '6f1c2a3e-0d4b-4c1a-9e51-1a2b3c4d5e01', title: 'Holiday glow packages now booking', date: 'November 16, 2026' };
const PRESS = { id: '6f1c2a3e-0d4b-4c1a-9e51-1a2b3c4d5e04', source: 'St. Louis Magazine' };

const list = (page: Page) => page.locator('medspa-blog .blog');
const cards = (page: Page) => page.locator('medspa-blog .card:not(.card--skeleton)');
const toast = (page: Page) => page.locator('medspa-toaster .toast');

test.describe('blog list', () => {
  test('heading, intro, filter buttons, cards with badge, "via", title, clamped text and long date; axe clean', async ({
    page,
    gotoAndSettle,
  }) => {
    await gotoAndSettle('/blog');
    await expect(list(page).getByRole('heading', { level: 1, name: 'Latest Updates' })).toBeVisible();
    await expect(list(page).locator('.blog__intro')).toHaveText('News, announcements and articles from our Saint Louis team.');
    // On /blog the filter is links, each type an address of its own (issue 27); All Posts is the current one.
    const all = list(page).getByRole('link', { name: 'All Posts' });
    await expect(all).toHaveAttribute('aria-current', 'page');
    const types = await list(page).locator('.blog__filter-button').allTextContents();
    expect(types[0]).toBe('All Posts');
    expect(new Set(types).size).toBe(types.length);
    expect(types).toEqual(expect.arrayContaining(['promotion', 'announcement', 'education', 'press', 'event']));

    const first = cards(page).first();
    await expect(first.locator('.card__title')).toHaveText(FIRST.title);
    await expect(first.locator('.card__badge')).toHaveText('promotion');
    await expect(first.locator('time')).toHaveText(FIRST.date);
    await expect(first).toHaveAttribute('href', `/blog/${FIRST.id}`);
    await expect(cards(page).filter({ hasText: `via ${PRESS.source}` })).toHaveCount(1);
    await expect(first.locator('.card__source')).toHaveCount(0); // no source, no "via"

    // Clamped to 3 lines: the box is three line-heights tall and the text overflows it.
    const clamp = await first.locator('.card__text').evaluate((el) => {
      const cs = getComputedStyle(el);
      return { lines: cs.webkitLineClamp, height: el.clientHeight, full: el.scrollHeight, line: parseFloat(cs.lineHeight) };
    });
    expect(clamp.lines).toBe('3');
    expect(clamp.full).toBeGreaterThan(clamp.height);
    expect(Math.round(clamp.height / clamp.line)).toBe(3);
    await expectNoA11yViolations(page);
  });

  test("a type link opens the type's page (its posts only, the link marked current); All Posts leads back; a card opens its post", async ({
    page,
    baseURL,
    gotoAndSettle,
  }) => {
    await gotoAndSettle('/blog');
    const total = await cards(page).count();
    await list(page).getByRole('link', { name: 'education', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/type\/education$/);
    const education = list(page).getByRole('link', { name: 'education', exact: true });
    await expect(education).toHaveAttribute('aria-current', 'page');
    await expect(list(page).getByRole('link', { name: 'All Posts' })).not.toHaveAttribute('aria-current');
    // Its first page: every education post, up to a page (other tests may have stored more posts meanwhile).
    const stored = (await rest(baseURL!, 'GET', 'news?select=id&type=eq.education')).json as unknown[];
    const badges = await cards(page).locator('.card__badge').allTextContents();
    expect(badges.length).toBe(Math.min(stored.length, BLOG_PAGE_SIZE));
    expect(new Set(badges)).toEqual(new Set(['education']));
    await expectNoA11yViolations(page);
    await list(page).getByRole('link', { name: 'All Posts' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(total);

    await cards(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${FIRST.id}$`));
    await expect(page.locator('medspa-blog-post .post__title')).toHaveText(FIRST.title);
  });

  test('three skeleton cards while the posts load (embedded, with no posts of its own); /blog shows its posts at once', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/rest/v1/news*', async (route: Route) => {
      await held;
      await route.continue();
    });
    await openFixture(page, 'blog-embed', '<main><medspa-blog></medspa-blog></main>');
    await expect(page.locator('medspa-blog [data-skeleton]')).toHaveCount(3);
    await expect(page.locator('medspa-blog').getByRole('status', { name: 'Loading blog posts' })).toBeAttached();
    await expectNoA11yViolations(page);
    // The page holds the build's posts: the widget starts from them, no loading state (nothing jumps).
    await page.goto('/blog');
    await expect(cards(page).first()).toHaveText(new RegExp(FIRST.title));
    await expect(page.locator('medspa-blog [data-skeleton]')).toHaveCount(0);
    release();
    await page.goto('/__e2e/blog-embed');
    await expect(page.locator('medspa-blog [data-skeleton]')).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
  });

  test.describe('failure', () => {
    test.use({ ignoreConsole: /status of 500|\[medspa\] Loading (blog posts|the post types) failed/ });
    test('the toast "Error" / "Failed to load blog posts. Please try again later."', async ({ page, gotoAndSettle }) => {
      await page.route('**/rest/v1/news*', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'down' }) }),
      );
      await gotoAndSettle('/blog');
      await expect(toast(page).locator('.toast__title')).toHaveText('Error');
      await expect(toast(page).locator('.toast__description')).toHaveText('Failed to load blog posts. Please try again later.');
      await expect(list(page).getByRole('heading', { level: 1, name: 'Latest Updates' })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });

  test('the static HTML lists the posts and links the RSS feed; the feed lists them', async ({ request }) => {
    const html = await (await request.get('/blog')).text();
    expect(html).toContain(`href="/blog/${FIRST.id}"`);
    expect(html).toContain(FIRST.title);
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    const rss = await request.get('/blog/rss.xml');
    expect(rss.status()).toBe(200);
    expect(rss.headers()['content-type']).toContain('xml');
    const xml = await rss.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<title>${FIRST.title}</title>`);
    expect(xml).toContain(`/blog/${FIRST.id}</link>`);
  });

  test('hostile and large data (embedded): 200 posts, emoji and right-to-left text, markup, 50 KB text, a type with spaces', async ({
    page,
  }) => {
    const rows = Array.from({ length: 200 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      created_at: new Date(Date.UTC(2026, 10, 1) - i * 86_400_000).toISOString(),
      title: i === 0 ? '<script>window.__owned = 1</script> Spa 💆‍♀️ عرض خاص' : `Post ${i}`,
      summary: i === 1 ? 'x'.repeat(50_000) : i === 2 ? '<img src=x onerror="window.__owned=2">' : `Text ${i} 🌿 שלום`,
      type: i % 2 ? 'special offer' : 'news',
      source: i === 0 ? '<b>Bold</b>' : null,
    }));
    // news_cards as PostgREST answers it: the type filter, offset and limit, the count in Content-Range.
    await page.route('**/rest/v1/news_cards*', (route) => {
      const p = new URL(route.request().url()).searchParams;
      const type = p.get('type')?.replace(/^eq\./, '');
      const matching = type ? rows.filter((r) => r.type === type) : rows;
      const offset = Number(p.get('offset') ?? 0);
      const body = matching.slice(offset, offset + Number(p.get('limit')));
      const range = `${offset}-${offset + body.length - 1}/${matching.length}`;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Content-Range': range },
        body: JSON.stringify(body),
      });
    });
    await page.route('**/rest/v1/news_types*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([{ type: 'news' }, { type: 'special offer' }]) }),
    );
    await openFixture(page, 'blog-hostile', '<main><medspa-blog></medspa-blog></main>');
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first().locator('.card__title')).toHaveText(rows[0]!.title);
    await expect(cards(page).first().locator('.card__source')).toHaveText('via <b>Bold</b>');
    await expect(cards(page).nth(2).locator('.card__text')).toHaveText(rows[2]!.summary);
    expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
    const long = await cards(page).nth(1).boundingBox();
    expect(long!.height).toBeLessThan(600); // the 50 KB text is clamped
    await list(page).getByRole('button', { name: 'special offer' }).click();
    await expect(page.locator('medspa-blog .card__badge').first()).toHaveText('special offer');
    expect(new Set(await page.locator('medspa-blog .card__badge').allTextContents())).toEqual(new Set(['special offer']));
    await list(page).getByRole('button', { name: 'More posts' }).click();
    await expect(cards(page)).toHaveCount(24);
    await expect(list(page).getByRole('status')).toHaveText('Showing 24 of 100 posts');
  });
});

test.describe('blog post', () => {
  test('the host returns the post in its HTML: title, description, canonical, Open Graph and text', async ({ request }) => {
    const res = await request.get(`/blog/${FIRST.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${FIRST.title} | Gateway Med Spa</title>`);
    expect(html).toContain(`<meta property="og:title" content="${FIRST.title} | Gateway Med Spa">`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/blog/${FIRST.id}">`));
    expect(html).toMatch(/<meta name="description" content="Give yourself \(or someone you love\) the gift of great skin\./);
    expect(html).toContain('From now through December 31');
  });

  test('Back to Blog, Share, title, date, type badge and text; Share copies the link ("Link copied!"); axe clean', async ({
    page,
    context,
    gotoAndSettle,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoAndSettle(`/blog/${FIRST.id}`);
    const post = page.locator('medspa-blog-post .post');
    // The page's copy of the post is the element's `post` slot (light DOM); the bar is the element's.
    const article = page.locator('medspa-blog-post > article[slot="post"]');
    await expect(post.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(FIRST.title);
    await expect(article.locator('time')).toHaveText(FIRST.date);
    await expect(article.locator('.post__badge')).toHaveText('promotion');
    expect(await article.locator('.post__content p').count()).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoA11yViolations(page);

    await post.getByRole('button', { name: 'Share' }).click();
    await expect(toast(page).locator('.toast__title')).toHaveText('Link copied!');
    await expect(toast(page).locator('.toast__description')).toHaveText('The blog post link has been copied to your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await post.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('where the clipboard is refused, the page says so and shows the link to copy', async ({ page, gotoAndSettle }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    await gotoAndSettle(`/blog/${FIRST.id}`);
    const post = page.locator('medspa-blog-post .post');
    await post.getByRole('button', { name: 'Share' }).click();
    const link = post.getByLabel('Your browser did not allow copying. Copy the link below:');
    await expect(link).toHaveValue(page.url());
    await expect(toast(page)).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test.describe('its live read failing', () => {
    test.use({ ignoreConsole: [/Loading the blog post failed|rest\/v1\/news|status of 50/] });
    for (const width of [390, 1280]) {
      test(`${width} px: the post being read stays, with Share (the painted text is not replaced)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.route('**/rest/v1/news*', (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"XX000","message":"down"}' }),
        );
        // Live (at the latest at a first touch), its read fails once (no retries) and is logged: drawn the frames after
        // that, the failure is handled.
        const reported = page.waitForEvent('console', (m) => m.text().startsWith('[medspa] Loading the blog post failed'));
        await page.goto(`/blog/${FIRST.id}`);
        const article = page.locator('medspa-blog-post > article[slot="post"]');
        await expect(article.getByRole('heading', { level: 1 })).toHaveText(FIRST.title);
        await page.locator('medspa-blog-post').dispatchEvent('pointerover');
        await reported;
        await nextFrames(page);
        await expect(article).toBeVisible();
        await expect(article.getByRole('heading', { level: 1 })).toHaveText(FIRST.title);
        const post = page.locator('medspa-blog-post .post');
        await expect(post.getByRole('button', { name: 'Share' })).toBeVisible();
        await expect(page.getByText('This post could not be loaded')).toHaveCount(0);
      });
    }
  });

  test.describe('not found', () => {
    test.use({ ignoreConsole: /status of 404/ });
    test('an unknown id answers the 404 page with status 404', async ({ page, gotoAndSettle }) => {
      for (const id of ['no-such-post', '00000000-0000-4000-8000-000000000000']) {
        const res = await gotoAndSettle(`/blog/${id}`);
        expect(res?.status(), id).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      }
      await expectNoA11yViolations(page);
    });

    test('embedded for an id with no post, the widget says "Post not found" with the way back', async ({ page, gotoAndSettle }) => {
      await page.route('**/rest/v1/news*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
      await gotoAndSettle(`/blog/${FIRST.id}`);
      const post = page.locator('medspa-blog-post .post');
      await expect(post.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
      await expect(post.getByText('This post does not exist or has been removed.')).toBeVisible();
      await expect(post.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
      await expect(post.getByRole('button', { name: 'Share' })).toHaveCount(0);
      await expectNoA11yViolations(page);
    });
  });

  test('a post published after the build: the host reads it from its database (post page, /blog, RSS); markup in it stays text', async ({
    page,
    baseURL,
    gotoAndSettle,
  }) => {
    const title = `<script>window.__owned=1</script> Late post & "quotes" $& ${Date.now()}`;
    const content = `First paragraph عربى 🌿.\n\n<img src=x onerror="window.__owned=2">\n\nThird.`;
    const created = await rest(baseURL!, 'POST', 'news', { title, content, type: 'special offer', created_at: '2000-01-01T00:00:00Z' });
    expect(created.status).toBe(201);
    const id = (created.json as Record<string, string>[])[0]!.id!;
    try {
      const res = await page.request.get(`/blog/${id}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain('&lt;script&gt;window.__owned=1&lt;/script&gt; Late post &amp; &quot;quotes&quot; $&amp;');
      expect(html).not.toContain('<script>window.__owned');
      expect(html).not.toContain('<img src=x');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/blog/${id}">`));
      // On its type's first page (the type is this test's alone; /blog itself pages, issue 27).
      const list = await (await page.request.get('/blog/type/special%20offer')).text();
      expect(list).toContain(`href="/blog/${id}"`);
      expect(list).not.toContain('<script>window.__owned');
      const feed = await (await page.request.get('/blog/rss.xml')).text();
      expect(feed).toContain(`/blog/${id}</link>`);
      expect(feed).toContain('<title>&lt;script&gt;window.__owned=1&lt;/script&gt; Late post &amp; &quot;quotes&quot; $&amp;');

      await gotoAndSettle(`/blog/${id}`);
      const post = page.locator('medspa-blog-post');
      await expect(post.getByRole('button', { name: 'Share' })).toBeVisible();
      await expect(post.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(post.locator('.post__content p')).toHaveText([
        'First paragraph عربى 🌿.',
        '<img src=x onerror="window.__owned=2">',
        'Third.',
      ]);
      await expect(post.locator('.post__badge')).toHaveText('special offer');
      expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
      await expectNoA11yViolations(page);
    } finally {
      await rest(baseURL!, 'DELETE', `news?id=eq.${id}`);
    }
  });

  test('the database refuses an empty post and one over 50 000 characters, storing nothing', async ({ baseURL }) => {
    const marker = `Refused ${Date.now()}`;
    for (const content of ['', '   \n ', 'x'.repeat(50_001)]) {
      const r = await rest(baseURL!, 'POST', 'news', { title: marker, content });
      expect(r.status).toBe(400);
    }
    const left = await rest(baseURL!, 'GET', `news?select=id&title=eq.${encodeURIComponent(marker)}`);
    expect(left.json).toEqual([]);
  });
});
