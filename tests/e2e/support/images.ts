import { expect, type Page } from '@playwright/test';

/** Storage addresses in browser tests: an image shows a variant (render URL) of a stored object, or the object itself. */
export const RENDER = '/storage/v1/render/image/public/';
export const OBJECT = '/storage/v1/object/public/';

/** The stored object's public address a variant (or the original) stands for: the file an image shows. */
export const objectOf = (url: string | null | undefined): string => (url ?? '').split('?')[0]!.replace(RENDER, OBJECT);

/**
 * Readies a page's images for a picture of it, in one walk of the composed tree (shadow roots included) per step:
 * every lazy image is asked for now (as a scroll through the page would, and again for one drawn since), then every
 * image that has an address has loaded or failed, the arrived ones are decoded and the fonts are ready. The steps are
 * polled from here: a page without JavaScript runs no timers of its own (a `setTimeout` in it never fires). Fails,
 * naming them, when images are still loading after `timeout` ms.
 */
export async function settleImages(page: Page, timeout = 15_000): Promise<void> {
  const loading = () =>
    page.evaluate(() => {
      const images = (root: Document | ShadowRoot): HTMLImageElement[] =>
        [...root.querySelectorAll('*')].flatMap((el) => [
          ...(el instanceof HTMLImageElement ? [el] : []),
          ...(el.shadowRoot ? images(el.shadowRoot) : []),
        ]);
      const all = images(document);
      for (const img of all) if (img.loading === 'lazy') img.loading = 'eager';
      return all.filter((img) => !img.complete && img.getAttribute('src')).map((img) => img.currentSrc || img.src);
    });
  await expect.poll(loading, { timeout, message: `images still loading after ${timeout} ms` }).toEqual([]);
  await page.evaluate(async () => {
    const images = (root: Document | ShadowRoot): HTMLImageElement[] =>
      [...root.querySelectorAll('*')].flatMap((el) => [
        ...(el instanceof HTMLImageElement ? [el] : []),
        ...(el.shadowRoot ? images(el.shadowRoot) : []),
      ]);
    // Only what has arrived: decode() of an image that never loaded would wait for ever.
    await Promise.all(
      images(document)
        .filter((img) => img.naturalWidth > 0)
        .map((img) => img.decode().catch(() => {})),
    );
    await document.fonts.ready;
  });
}
