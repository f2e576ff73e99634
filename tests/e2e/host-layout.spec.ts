/**
 * The element's own box is the page's: page CSS (a media query, a grid, inline style, `hidden`) lays the host out,
 * while nothing inside changes under a hostile page (root font size, `!important` inherited properties). The
 * --medspa-pause-* properties reach the pause control from the page; /widgets/theme.css lists every theme token.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { openFixture } from './support/widget-pages';

const HOSTILE = `
html { font-size: 10px !important; }
body { font-size: 30px; }
* { color: red !important; font-family: serif !important; line-height: 3 !important; letter-spacing: 5px !important;
    text-transform: uppercase !important; font-weight: 100 !important; font-style: italic !important; }
`;

const LAYOUT = `
body { margin: 0; }
.grid { display: grid; grid-template-columns: 100px 300px 200px; align-items: start; }
.grid medspa-consultation-button { display: block; grid-column: 2; width: 250px; margin: 10px 20px; }
medspa-news-ticker { margin-top: 13px; }
@media (max-width: 600px) {
  medspa-news-ticker { display: none; }
}
`;

const BODY = `<div class="grid">
  <medspa-consultation-button id="placed"></medspa-consultation-button>
  <medspa-consultation-button id="hidden-one" hidden label="Hidden one"></medspa-consultation-button>
</div>
<div class="grid"><medspa-consultation-button id="inline" style="width: 260px; margin-left: 7px"></medspa-consultation-button></div>
<medspa-news-ticker></medspa-news-ticker>`;

async function open(page: Page, css: string): Promise<void> {
  const name = `host-layout-${Math.random().toString(36).slice(2)}`;
  await page.route(`**/__e2e/${name}.css`, (r) => r.fulfill({ contentType: 'text/css', body: css }));
  await openFixture(page, name, BODY, `<link rel="stylesheet" href="/__e2e/${name}.css">`);
  await expect(page.locator('#placed').getByRole('button', { name: 'Schedule Consultation' })).toBeVisible();
}

/** What the text inside looks like: the computed styles of the button and of the ticker's label. */
async function insideLook(page: Page) {
  const props = ['font-family', 'font-size', 'color', 'line-height', 'letter-spacing', 'text-transform', 'font-weight', 'font-style'];
  const read = (selector: string) =>
    page.locator(selector).evaluate((el, names) => {
      const s = getComputedStyle(el);
      return { ...Object.fromEntries(names.map((n) => [n, s.getPropertyValue(n)])), width: el.getBoundingClientRect().width };
    }, props);
  return {
    button: await read('#placed [part="button"]'),
    label: await read('medspa-news-ticker [part="label"]'),
  };
}

test.describe('the page lays out the host element', () => {
  test('display, width, margin, grid-column, a media query, inline style and hidden are the page’s; the inside is not', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await open(page, LAYOUT);
    const clean = await insideLook(page);

    await open(page, HOSTILE + LAYOUT);
    // The hostile sheet is in force on the page itself.
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toBe('serif');
    // Inside: the same look as on the clean page, field for field.
    expect(await insideLook(page)).toEqual(clean);

    // grid-column, width and margin from the page's stylesheet.
    const grid = (await page.locator('.grid').first().boundingBox())!;
    const placed = (await page.locator('#placed').boundingBox())!;
    expect(placed.x - grid.x).toBe(100 + 20);
    expect(placed.y - grid.y).toBe(10);
    expect(placed.width).toBe(250);
    // Inline style beats the page's stylesheet, as on any element.
    const inline = (await page.locator('#inline').boundingBox())!;
    expect(inline.width).toBe(260);
    expect(inline.x - grid.x).toBe(100 + 7);

    // `hidden` hides though the page's CSS gives the element display: block; removing it shows it.
    await expect(page.locator('#hidden-one').getByRole('button')).toBeHidden();
    expect(await page.locator('#hidden-one').boundingBox()).toBeNull();
    await page.locator('#hidden-one').evaluate((el) => el.removeAttribute('hidden'));
    await expect(page.locator('#hidden-one').getByRole('button', { name: 'Hidden one' })).toBeVisible();

    // The ticker: the page's margin, then display: none from a media query on a small screen.
    const ticker = page.locator('medspa-news-ticker');
    expect(await ticker.evaluate((el) => getComputedStyle(el).marginTop)).toBe('13px');
    await expect(ticker.locator('[part="ticker"]')).toBeVisible();
    await page.setViewportSize({ width: 500, height: 800 });
    await expect(ticker.locator('[part="ticker"]')).toBeHidden();
    expect(await ticker.boundingBox()).toBeNull();

    // visibility from the page reaches inside (the element is hidden, not only its box).
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.locator('#placed').evaluate((el) => (el.style.visibility = 'hidden'));
    await expect(page.locator('#placed').getByRole('button')).toBeHidden();
  });
});

test.describe('--medspa-pause-* from the page', () => {
  test('set on the ticker, they style its pause control; the defaults are the manifest’s', async ({ page, request }) => {
    const manifest = (await (await request.get('/widgets/custom-elements.json')).json()) as {
      modules: { declarations: { tagName: string; cssProperties: { name: string; default?: string }[] }[] }[];
    };
    const props = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === 'medspa-news-ticker')!.cssProperties;
    const stated = props.find((p) => p.name === '--medspa-pause-bg')!.default!;

    const name = `pause-${Math.random().toString(36).slice(2)}`;
    await openFixture(page, name, `<medspa-news-ticker id="a"></medspa-news-ticker><medspa-news-ticker id="b"></medspa-news-ticker>`);
    const pause = (id: string) => page.locator(`#${id}`).getByRole('button', { name: /^(Pause|Play) news$/ });
    await expect(pause('a')).toBeVisible();
    const look = (id: string) =>
      pause(id).evaluate((el) => {
        const s = getComputedStyle(el);
        return { bg: s.backgroundColor, color: s.color, border: s.borderTopColor };
      });
    // The stated default renders: resolve it as the element would, on a probe inside its shadow root.
    const expected = await page.locator('#a').evaluate((host, value) => {
      const probe = document.createElement('i');
      probe.style.backgroundColor = value;
      host.shadowRoot!.append(probe);
      const bg = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return bg;
    }, stated);
    expect((await look('a')).bg).toBe(expected);

    await page.addStyleTag({
      content: '#b { --medspa-pause-bg: rgb(1, 2, 3); --medspa-pause-color: rgb(4, 5, 6); --medspa-pause-border: rgb(7, 8, 9); }',
    });
    // (polled: once, under a full run's load, the first read still gave the old values)
    await expect.poll(() => look('b')).toEqual({ bg: 'rgb(1, 2, 3)', color: 'rgb(4, 5, 6)', border: 'rgb(7, 8, 9)' });
    expect((await look('a')).bg).toBe(expected);
  });
});

test('/widgets/theme.css lists every theme token of the manifest with its default, on every element', async ({ request }) => {
  const res = await request.get('/widgets/theme.css');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/css; charset=utf-8');
  const css = await res.text();
  const manifest = (await (await request.get('/widgets/custom-elements.json')).json()) as {
    modules: { declarations: { tagName?: string; customElement?: boolean; cssProperties?: { name: string; default?: string }[] }[] }[];
  };
  const declarations = manifest.modules.flatMap((m) => m.declarations);
  // The theme tokens: the declaration with no tag.
  const tokens = declarations.find((d) => !d.customElement)!.cssProperties!;
  expect(tokens.map((t) => t.name)).toEqual(
    expect.arrayContaining(['--medspa-color-text', '--medspa-color-muted', '--medspa-font-heading']),
  );
  for (const t of tokens) expect(css).toContain(`${t.name}: ${t.default};`);
  const selector = /\n([a-z-,\s]+)\{/
    .exec(css)![1]!
    .split(',')
    .map((s) => s.trim());
  expect(selector).toEqual(declarations.flatMap((d) => (d.tagName ? [d.tagName] : [])));
});
