/**
 * Adopting CSS text into shadow roots: one constructable stylesheet per distinct text, shared by every
 * instance; a <style> element where constructable stylesheets are missing (with the page's CSP nonce).
 */
import { withNonce } from './nonce';

const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet | undefined {
  let sheet = sheets.get(css);
  if (!sheet) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      return undefined;
    }
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adds the given CSS texts to a shadow root, after what it already has, once each. */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  const supported = 'adoptedStyleSheets' in root;
  if (supported) {
    const list = cssTexts.map(sheetFor);
    if (list.every((s): s is CSSStyleSheet => !!s)) {
      const fresh = list.filter((s) => !root.adoptedStyleSheets.includes(s));
      if (fresh.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...fresh];
      return;
    }
  }
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
