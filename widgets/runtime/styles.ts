/**
 * Adopting CSS text into shadow roots: one constructable stylesheet per distinct text, shared by every
 * instance (./sheets.ts); a <style> element where constructable stylesheets are missing (with the page's CSP nonce).
 */
import { withNonce } from './nonce';
import { adoptSheets } from './sheets';

export { elementStyles } from './sheets';

/** Adds the given CSS texts to a shadow root, after what it already has, once each. */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  if (adoptSheets(root, cssTexts)) return;
  for (const css of cssTexts) {
    const exists = [...root.querySelectorAll('style[data-medspa]')].some((s) => s.textContent === css);
    if (exists) continue;
    // (with the loader's nonce: a strict CSP's style-src allows it, runtime/nonce.ts)
    const style = withNonce(document.createElement('style'));
    style.setAttribute('data-medspa', '');
    style.textContent = css;
    root.prepend(style);
  }
}
