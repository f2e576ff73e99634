/**
 * Islands (widgets/runtime/upgrade.ts): a server-rendered element loads its code when its descriptor's `hydrate`
 * says (idle, visible, interaction). A test that needs every widget live wakes them all:
 *
 *   await wakeIslands(page);   // every <medspa-*> on the page defined, upgraded and hydrated
 *
 * `hydrateOn()` reads the descriptors (scripts/elements.ts), as the loader's table does.
 */
import type { Page } from '@playwright/test';
import { collectElements } from '../../../scripts/elements';
import type { HydrateOn } from '../../../widgets/runtime/contract';

let table: Promise<Record<string, HydrateOn>> | undefined;
/** tag -> when its server markup hydrates (the descriptor's `hydrate`, default `visible`). */
export function hydrateOn(): Promise<Record<string, HydrateOn>> {
  table ??= collectElements().then((entries) =>
    Object.fromEntries(entries.map((e) => [e.descriptor.tag, e.descriptor.hydrate ?? 'visible'])),
  );
  return table;
}

/**
 * An element that is not rendered (display: none at this width, like the floating Book Now on a wide screen) never
 * comes into view: a visible island that is hidden stays server markup, and that is right. Such elements are not
 * waited for.
 */

/**
 * Whether every <medspa-*> of the document is live: its code has arrived and rendered or hydrated it, so its shadow
 * root holds a root box without the server's mark. (Every element is defined as soon as the loader runs,
 * runtime/element.ts: being defined says nothing about its code.)
 */
export function allLive(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')].every(
      (el) =>
        !el.localName.startsWith('medspa-') ||
        !el.checkVisibility() ||
        !!el.shadowRoot?.querySelector('.medspa-root:not([data-medspa-ssr])'),
    ),
  );
}

/**
 * Makes every island load, as a visitor's first touch would: runtime/upgrade.ts wakes a server-rendered element on a
 * pointer over it whatever its moment (idle, visible, interaction). The event is dispatched, so the pointer does not
 * move, nothing shows hover and nothing scrolls; no animation frame is awaited (tests may freeze the clock). Then
 * waits until all are live and the network is quiet.
 */
export async function wakeIslands(page: Page, { timeout = 15_000 } = {}): Promise<void> {
  // The loader defines them all at once; on a page whose largest paint is an image it comes once that image has
  // painted (site/boot/start-loader.ts), which may be after `load`.
  await page.waitForFunction(
    () => [...document.querySelectorAll('*')].every((el) => !el.localName.startsWith('medspa-') || customElements.get(el.localName)),
    undefined,
    { timeout },
  );
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('*'))
      if (el.localName.startsWith('medspa-') && el.shadowRoot?.querySelector('.medspa-root[data-medspa-ssr]'))
        el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
  });
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('*')].every(
          (el) =>
            !el.localName.startsWith('medspa-') ||
            !el.checkVisibility() ||
            !!el.shadowRoot?.querySelector('.medspa-root:not([data-medspa-ssr])'),
        ),
      undefined,
      { timeout },
    )
    .catch(async (err: unknown) => {
      const asleep = await page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .filter((el) => el.localName.startsWith('medspa-') && el.checkVisibility())
          .map((el) => ({
            tag: el.localName,
            rendered: !!el.shadowRoot?.querySelector('.medspa-root'),
            ssr: !!el.shadowRoot?.querySelector('.medspa-root[data-medspa-ssr]'),
          }))
          .filter((e) => !e.rendered || e.ssr),
      );
      throw new Error(`islands not live after ${timeout} ms: ${JSON.stringify(asleep)}`, { cause: err });
    });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}
