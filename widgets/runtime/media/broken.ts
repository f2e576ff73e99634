/**
 * An image that cannot be shown (docs/product.md §4 "Storage images", §8): its variant and its original both failed,
 * or it had only the one address. The browser would draw its broken-image icon and alt text in the image's box;
 * instead the image is made transparent, so its frame's (or the section's) background shows, a designed surface,
 * and the alt text stays with assistive technology (`opacity`, unlike `visibility` or `display`, keeps the image in
 * the accessibility tree). Shared by the loader's watch over server markup and static pages (static-fallback.ts),
 * which needs no widget code, and by `<Picture>` (every widget image) once it is live.
 *
 * The mark is an attribute (a hook for CSS and tests) plus an inline `opacity` set through the CSSOM: it works in
 * any shadow root and on the page itself, whatever stylesheets they have, and the CSP (no inline style attributes)
 * does not apply to the CSSOM.
 */

/** On an `<img>` that cannot be shown. */
export const BROKEN_ATTRIBUTE = 'data-medspa-broken';

export function markBroken(img: HTMLImageElement): void {
  img.setAttribute(BROKEN_ATTRIBUTE, '');
  img.style.opacity = '0';
}

/** A marked image that loads after all (a new address): shown again. */
export function unmarkBroken(img: HTMLImageElement): void {
  if (!img.hasAttribute(BROKEN_ATTRIBUTE)) return;
  img.removeAttribute(BROKEN_ATTRIBUTE);
  img.style.removeProperty('opacity');
}

/**
 * Whether the image's load already ended in failure, its `error` event gone before anyone listened (server markup
 * before its code ran or hydrated): complete with nothing decoded. `decode()` confirms it (it rejects only for an
 * image that cannot be shown; an SVG without an intrinsic size also reports a natural width of 0).
 */
export function failedAlready(img: HTMLImageElement): Promise<boolean> {
  if (!img.complete || img.naturalWidth > 0 || !img.currentSrc) return Promise.resolve(false);
  if (typeof img.decode !== 'function') return Promise.resolve(true);
  return img.decode().then(
    () => false,
    () => img.complete && img.naturalWidth === 0,
  );
}
