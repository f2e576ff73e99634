/**
 * The Google Maps JS API writes its CSS into document.head, and document styles do not reach into a shadow
 * root: inside a widget the map's controls, info windows and copyright line come out unstyled (a known,
 * long-standing limitation of the API). This copies Google's rules into the widget's own shadow root as adopted
 * stylesheets, for the styles already there and those Google adds later. Adopted sheets are not inline styles,
 * so this also works on pages whose CSP has no 'unsafe-inline' for styles (where Google's own <style> is blocked).
 */
import { adoptStyles } from '../runtime/styles';

const GOOGLE_CSS = /\.gm-|\.gmnoprint|\.gm-style/;

function cssOf(el: HTMLStyleElement): string {
  if (el.textContent?.trim()) return el.textContent;
  try {
    return [...(el.sheet?.cssRules ?? [])].map((r) => r.cssText).join('\n');
  } catch {
    return '';
  }
}

/** Starts mirroring into `root`; returns the function that stops it. */
export function mirrorMapStyles(root: ShadowRoot, head: HTMLElement = document.head): () => void {
  const copy = (node: Node) => {
    if (!(node instanceof HTMLStyleElement)) return;
    const css = cssOf(node);
    if (GOOGLE_CSS.test(css)) adoptStyles(root, [css]);
  };
  head.querySelectorAll('style').forEach(copy);
  const observer = new MutationObserver((records) => {
    for (const r of records) r.addedNodes.forEach(copy);
  });
  observer.observe(head, { childList: true });
  return () => observer.disconnect();
}
