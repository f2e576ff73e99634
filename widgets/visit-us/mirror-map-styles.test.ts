import { describe, expect, it } from 'vitest';
import { mirrorMapStyles } from './mirror-map-styles';

const sheetTexts = (root: ShadowRoot) => root.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join('\n'));

/**
 * Resolves once the next change to `head` has been delivered to its observers: observers are called in the order
 * they were made, so this one (made after the code's) runs after the code's has seen the change.
 */
const delivered = (head: HTMLElement) =>
  new Promise<void>((done) => {
    const o = new MutationObserver(() => {
      o.disconnect();
      done();
    });
    o.observe(head, { childList: true });
  });

describe('mirrorMapStyles', () => {
  it("copies Google's map CSS from the document head into the shadow root, now and later; nothing else", async () => {
    const early = Object.assign(document.createElement('style'), { textContent: '.gm-style { font-size: 11px; }' });
    const other = Object.assign(document.createElement('style'), { textContent: 'body { color: red; }' });
    document.head.append(early, other);
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });

    const stop = mirrorMapStyles(root);
    expect(sheetTexts(root).some((t) => t.includes('.gm-style'))).toBe(true);
    expect(sheetTexts(root).some((t) => t.includes('body'))).toBe(false);

    const late = Object.assign(document.createElement('style'), { textContent: '.gm-ui-hover-effect { opacity: 0.6; }' });
    let seen = delivered(document.head);
    document.head.append(late);
    await seen;
    expect(sheetTexts(root).some((t) => t.includes('.gm-ui-hover-effect'))).toBe(true);

    stop();
    const after = Object.assign(document.createElement('style'), { textContent: '.gmnoprint { display: none; }' });
    seen = delivered(document.head);
    document.head.append(after);
    await seen;
    expect(sheetTexts(root).some((t) => t.includes('.gmnoprint'))).toBe(false);
    for (const el of [early, other, late, after]) el.remove();
  });
});
