/**
 * Strict CSP (issue 30): the nonce of the loader's own script tag, put on every script and style element the
 * widgets add to the page (the map's Google Maps script, the <style> fallback of runtime/styles.ts). A page whose
 * policy is `script-src 'nonce-…' 'strict-dynamic'` (and `style-src 'nonce-…'`) gives the loader its nonce;
 * chunks it imports are trusted through 'strict-dynamic'. The tag is the one whose address is the bundle's
 * (runtime/bundle-url.ts: import.meta.url of the loader, the IIFE's currentScript); when the loader was added
 * by another script (a tag manager) and that tag is not found, the first script with a nonce gives it (a page's
 * nonce is one per response). Browsers hide the nonce attribute's value once parsed; the `nonce` property keeps it.
 */
import { getBundleUrl } from './bundle-url';

let cached: string | undefined;

export function pageNonce(): string {
  if (cached !== undefined) return cached;
  if (typeof document === 'undefined') return '';
  const url = getBundleUrl();
  const scripts = [...document.querySelectorAll('script')];
  const own = url ? scripts.find((s) => s.src === url) : undefined;
  cached = own?.nonce || scripts.find((s) => s.nonce)?.nonce || '';
  return cached;
}

/** Gives `el` the page's nonce, when it has one. */
export function withNonce<E extends HTMLElement>(el: E): E {
  const nonce = pageNonce();
  if (nonce) el.nonce = nonce;
  return el;
}

/** Tests: read the page again. */
export function resetNonceForTests(): void {
  cached = undefined;
}
