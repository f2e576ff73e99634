/**
 * The ES-module loader (dist/widgets/loader.js): only the widgets on a page are downloaded, elements
 * inserted later are upgraded, React arrives once however many widgets, and the loader stays within the bench's
 * budget (bench/budgets.json `loaderGzKB`: it holds every element's definition, the islands' scheduler and the image
 * fallback: it is the only script a server-rendered page starts with).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import budgets from '../../bench/budgets.json' with { type: 'json' };
import { test, expect } from './support/fixtures';
import { defineChunkFeature, elementTags, openFixture } from './support/widget-pages';

const tags = elementTags();
/** Elements the loader stamps from a template chunk and wakes on a first touch (runtime/stamp.ts, issue 39). */
const templated = new Set(
  readdirSync('widgets', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join('widgets', d.name)).filter((f) => f.endsWith('.template.ts')))
    .map((f) => `medspa-${f.replace(/\.template\.ts$/, '')}`),
);
const LOADER_BUDGET_BYTES = budgets.bundle.find((b) => b.metric === 'loaderGzKB')!.max * 1024;
const widgetFeature = (tag: string) => tag.replace(/^medspa-/, '');
const features = new Set(tags.map(widgetFeature));

/** Network quiet, bounded (a widget may keep a connection open). */
const quiet = (page: import('@playwright/test').Page) => page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});

function watchWidgets(page: import('@playwright/test').Page) {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/widgets/')) urls.push(req.url());
  });
  return urls;
}

/** Tags present anywhere on the page, shadow roots included. */
async function tagsOnPage(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.localName.startsWith('medspa-')) found.add(el.localName);
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return [...found];
  });
}

test.describe('loader', () => {
  test.use({ allowConsoleErrors: true }); // bare widgets on blank pages may log what their real pages never do

  test("a page without widgets downloads only the loader (with its static imports): within the bench's budget gzipped, no widget, no React", async ({
    page,
    request,
  }) => {
    const urls = watchWidgets(page);
    await openFixture(page, 'none', '<main><h1>No widgets here</h1></main>');
    await quiet(page);
    const paths = urls.map((u) => new URL(u).pathname);
    expect(paths[0]).toBe('/widgets/loader.js');
    expect(
      paths.filter((p) => defineChunkFeature(`http://x${p}`)),
      'no widget chunk',
    ).toEqual([]);
    let raw = 0;
    let gz = 0;
    for (const p of new Set(paths)) {
      const body = await (await request.get(p)).body();
      expect(body.includes('react.transitional.element'), `${p} carries React`).toBe(false);
      raw += body.length;
      gz += gzipSync(body, { level: 9 }).length;
    }
    test.info().annotations.push({ type: 'loader', description: `${paths.join(', ')}: ${raw} B raw, ${gz} B gzip` });
    expect(gz, `loader and its static imports (${paths.join(', ')}) gzipped`).toBeLessThanOrEqual(LOADER_BUDGET_BYTES);
  });

  for (const tag of tags) {
    test(`only <${tag}>'s code is downloaded when it is the only widget`, async ({ page }) => {
      const urls = watchWidgets(page);
      await openFixture(page, `only-${tag}`, `<main><${tag}></${tag}></main>`);
      await page.waitForFunction((t) => !!document.querySelector(t)?.shadowRoot?.querySelector('.medspa-root'), tag, { timeout: 10_000 });
      await quiet(page);
      if (templated.has(tag)) {
        // stamped from its template, its code comes with the first touch
        expect(urls.map(defineChunkFeature).filter(Boolean), 'no widget code before a touch').toEqual([]);
        await page.locator(tag).first().hover();
        await page.waitForFunction(
          (t) => !!document.querySelector(t)?.shadowRoot?.querySelector('.medspa-root:not([data-medspa-ssr])'),
          tag,
        );
        await quiet(page);
      }
      const present = new Set((await tagsOnPage(page)).map(widgetFeature));
      const fetched = urls.map(defineChunkFeature).filter((f): f is string => !!f && features.has(f));
      expect(fetched).toContain(widgetFeature(tag));
      for (const f of fetched) expect(present.has(f), `${f}.define was downloaded but <medspa-${f}> is not on the page`).toBe(true);
      expect(new Set(urls).size, 'no file fetched twice').toBe(urls.length);
    });
  }

  test('an element inserted after load is upgraded, also when nested, and its code fetched only then', async ({ page }) => {
    const urls = watchWidgets(page);
    await openFixture(page, 'later', '<main><h1>Later</h1></main>');
    await quiet(page);
    expect(urls.map(defineChunkFeature).filter(Boolean), 'no widget code before the element').toEqual([]);
    await page.evaluate(() => {
      const wrap = document.createElement('div');
      wrap.innerHTML = '<section><medspa-book-now label="Book later"></medspa-book-now></section>';
      document.querySelector('main')!.append(wrap);
    });
    await expect(page.getByRole('link', { name: /Book later/ })).toBeVisible();
    expect(await page.evaluate(() => !!document.querySelector('medspa-book-now')!.shadowRoot)).toBe(true);
    // A second one, added directly, is upgraded too (same definition).
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('medspa-book-now'), { id: 'two' })));
    await expect.poll(() => page.evaluate(() => !!document.getElementById('two')!.shadowRoot)).toBe(true);
  });

  test('React is fetched once per page, however many widgets', async ({ page }) => {
    const scripts = new Map<string, number>();
    const reactCopies = new Set<string>();
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      const url = res.url();
      if (!/\.m?js(\?|$)/.test(url)) return;
      scripts.set(url, (scripts.get(url) ?? 0) + 1);
      pending.push(
        res.body().then(
          (b) => {
            if (b.includes('react.transitional.element')) reactCopies.add(url);
          },
          () => {},
        ),
      );
    });
    const body = tags.map((t) => `<${t}></${t}><${t}></${t}>`).join('\n');
    await openFixture(page, 'all', `<main><h1>Everything</h1>${body}</main>`);
    for (const t of tags)
      await page.waitForFunction((x) => [...document.querySelectorAll(x)].every((el) => el.shadowRoot?.querySelector('.medspa-root')), t, {
        timeout: 10_000,
      });
    await quiet(page);
    await Promise.all(pending);
    for (const [url, n] of scripts) expect(n, `${url} fetched ${n} times`).toBe(1);
    expect([...reactCopies], 'files carrying React').toHaveLength(1);
  });
});
