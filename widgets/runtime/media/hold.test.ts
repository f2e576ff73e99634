// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HOLD_ATTRIBUTE, releaseHeld } from './hold';

describe('releaseHeld', () => {
  it('gives back every held address, in the document and in shadow roots, and leaves a slide held for its turn', () => {
    document.body.innerHTML = `
      <img id="a" ${HOLD_ATTRIBUTE}="" loading="lazy" data-later-src="a.jpg" data-later-srcset="a-1.jpg 1x" data-later-sizes="10px">
      <div id="host"></div>
      <img id="slide" data-later-src="s.jpg" data-later-layout="hero">`;
    const root = document.getElementById('host')!.attachShadow({ mode: 'open' });
    root.innerHTML = `<picture><source ${HOLD_ATTRIBUTE}="" media="(max-width: 700px)" data-later-srcset="p-1.jpg 1x"><img id="b" ${HOLD_ATTRIBUTE}="" data-later-src="b.jpg"></picture>`;
    releaseHeld();
    const a = document.getElementById('a')!;
    expect([a.getAttribute('src'), a.getAttribute('srcset'), a.getAttribute('sizes')]).toEqual(['a.jpg', 'a-1.jpg 1x', '10px']);
    expect(a.getAttributeNames().filter((n) => n.startsWith('data-later-') || n === HOLD_ATTRIBUTE)).toEqual([]);
    expect(root.querySelector('source')!.getAttribute('srcset')).toBe('p-1.jpg 1x');
    expect(root.getElementById('b')!.getAttribute('src')).toBe('b.jpg');
    expect(root.querySelector(`[${HOLD_ATTRIBUTE}]`)).toBeNull();
    // not held: the motion driver gives it its address when its turn comes (runtime/motion/dom.ts)
    const slide = document.getElementById('slide')!;
    expect([slide.hasAttribute('src'), slide.getAttribute('data-later-src')]).toEqual([false, 's.jpg']);
  });
});
