/**
 * Every route of site/routes.ts at 390 and 1280 px (issue 29): every <medspa-*> has its shadow root (the
 * server's declarative one before any code, the element's once live), every island woken becomes live, nothing is
 * reported (collector.ts: console error or warning, page error, rejection, CSP violation, failed resource, a
 * `[medspa] … hydration` line), and nothing moves after load: the boxes of the page's blocks and of every element
 * are where they were once every island is live. (Firefox and WebKit have no layout-shift entries; the boxes are
 * compared instead.)
 */
import { expect, it } from 'vitest';
import { routes } from '../../site/routes';
import type { EnginePage } from './driver';
import { describeEngine, ENGINE, settle, useEngine } from './suite';

type Box = { what: string; x: number; y: number; w: number; h: number };

/** In the page: the boxes of <main>'s blocks, the header and footer, and every <medspa-*> (page coordinates). */
function boxes(): Box[] {
  const out: Box[] = [];
  const add = (el: Element, what: string) => {
    if (!el.checkVisibility()) return;
    const r = el.getBoundingClientRect();
    out.push({ what, x: Math.round(r.left + scrollX), y: Math.round(r.top + scrollY), w: Math.round(r.width), h: Math.round(r.height) });
  };
  document.querySelectorAll('body > *, main > *, main > * > *').forEach((el, i) => add(el, `${el.localName}#${i}`));
  document.querySelectorAll('*').forEach((el, i) => el.localName.startsWith('medspa-') && add(el, `<${el.localName}>#${i}`));
  return out;
}

/** The page as loaded: its load event, its fonts, two frames. */
async function loaded(page: EnginePage) {
  await page.evaluate(
    () =>
      new Promise<boolean>((done) => {
        const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
        const ready = () => void document.fonts.ready.then(frames);
        if (document.readyState === 'complete') ready();
        else addEventListener('load', ready, { once: true });
      }),
  );
}

describeEngine(`${ENGINE}: every route`, () => {
  const t = useEngine();

  for (const width of [390, 1280]) {
    for (const route of routes) {
      it(`${route.path} at ${width} px`, async () => {
        const page = t.page;
        await page.setViewport(width, 800);
        await page.goto(route.path);
        await loaded(page);
        // The server's declarative shadow roots, parsed by the engine before any widget code.
        const withoutRoot = await page.evaluate(() =>
          [...document.querySelectorAll('*')]
            .filter((el) => el.localName.startsWith('medspa-') && !el.shadowRoot)
            .map((el) => el.localName),
        );
        expect(withoutRoot, 'server-rendered elements without their shadow root').toEqual([]);
        const before = await page.evaluate(boxes);
        expect(before.length).toBeGreaterThan(3);

        // Settled: every island live and the network quiet (what they fetched has arrived), then laid out: two frames.
        await settle(page);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))));
        const after = await page.evaluate(boxes);
        const moved = before
          .map((b) => ({ b, a: after.find((x) => x.what === b.what) }))
          .filter(
            ({ b, a }) => !a || Math.abs(a.x - b.x) > 1 || Math.abs(a.y - b.y) > 1 || Math.abs(a.w - b.w) > 1 || Math.abs(a.h - b.h) > 1,
          )
          .map(({ b, a }) => `${b.what}: ${JSON.stringify(b)} -> ${a ? JSON.stringify(a) : 'gone'}`);
        expect(moved, 'boxes that moved after load').toEqual([]);
        // Every element has its shadow root, also those the page added once live (the toaster, a dialog).
        const still = await page.evaluate(() =>
          [...document.querySelectorAll('*')]
            .filter(
              (el) =>
                el.localName.startsWith('medspa-') &&
                (!el.shadowRoot || (el.checkVisibility() && !el.shadowRoot.querySelector('.medspa-root:not([data-medspa-ssr])'))),
            )
            .map((el) => el.localName),
        );
        expect(still).toEqual([]);
        // The page is the window's width (nothing pushes it wider at 390 px).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }
});
