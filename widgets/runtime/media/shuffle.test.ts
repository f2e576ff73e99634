import { describe, expect, it } from 'vitest';
import { inOrder, parseOrder, readOrder, shuffled, SHUFFLE_ATTRIBUTE, SLOT_ATTRIBUTE } from './shuffle';
import { shuffleStaticImages as shuffleGroups } from './static-fallback';

const group = (slots: string[], value = '') => {
  const box = document.createElement('div');
  box.innerHTML = `<ul ${SHUFFLE_ATTRIBUTE}="${value}">${slots
    .map(
      (name, i) =>
        `<li><div ${SLOT_ATTRIBUTE}><span class="frame"><img alt="slot ${i}" src="/${name}.jpg"></span></div><h2>Card ${i}</h2></li>`,
    )
    .join('')}</ul>`;
  return box;
};
const srcs = (root: ParentNode) => [...root.querySelectorAll('img')].map((i) => i.getAttribute('src'));
const alts = (root: ParentNode) => [...root.querySelectorAll('img')].map((i) => i.getAttribute('alt'));

describe("shuffle (docs/product.md §7.8: interchangeable images, a new order per load; the loader's lines in static-fallback.ts)", () => {
  it('shuffled() keeps every item once', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect([...shuffled(items)].sort()).toEqual(items);
    expect(shuffled(items, () => 0)).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('parseOrder() reads a permutation and refuses anything else', () => {
    expect(parseOrder('2 0 1')).toEqual([2, 0, 1]);
    expect(parseOrder('')).toEqual([]);
    expect(parseOrder(null)).toEqual([]);
    expect(parseOrder('0 0 1')).toEqual([]);
    expect(parseOrder('0 3')).toEqual([]);
    expect(parseOrder('1 x')).toEqual([]);
  });

  it('inOrder() puts the first items in the order, the rest after', () => {
    expect(inOrder(['a', 'b', 'c', 'd'], [2, 0, 1])).toEqual(['c', 'a', 'b', 'd']);
    expect(inOrder(['a', 'b'], [2, 0, 1])).toEqual(['a', 'b']);
  });

  it('moves the image nodes among the slots once, each slot keeps its text alternative, the order is written', () => {
    const box = group(['a', 'b', 'c']);
    const nodes = [...box.querySelectorAll('.frame')];
    shuffleGroups(box, () => 0);
    expect(srcs(box)).toEqual(['/c.jpg', '/a.jpg', '/b.jpg']);
    expect(alts(box)).toEqual(['slot 0', 'slot 1', 'slot 2']);
    expect([...box.querySelectorAll('.frame')]).toEqual([nodes[2], nodes[0], nodes[1]]);
    expect([...box.querySelectorAll('li')].map((li) => li.children[0]!.children.length)).toEqual([1, 1, 1]);
    expect(readOrder(box)).toEqual([2, 0, 1]);
    expect(inOrder(['/a.jpg', '/b.jpg', '/c.jpg'], readOrder(box))).toEqual(srcs(box));
    // once: a second pass changes nothing
    shuffleGroups(box, () => 0.5);
    expect(srcs(box)).toEqual(['/c.jpg', '/a.jpg', '/b.jpg']);
  });

  it('over many loads every order shows up', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const box = group(['a', 'b', 'c']);
      shuffleGroups(box);
      seen.add(srcs(box).join());
    }
    expect(seen.size).toBe(6);
  });

  it('a group with a slot without an image stays as drawn; a single slot stays where it is', () => {
    const box = group(['a', 'b']);
    box.querySelector('[data-medspa-slot]')!.replaceChildren();
    shuffleGroups(box, () => 0);
    expect(srcs(box)).toEqual(['/b.jpg']);
    expect(readOrder(box)).toEqual([]);
    const one = group(['a']);
    shuffleGroups(one, () => 0);
    expect(srcs(one)).toEqual(['/a.jpg']);
    expect(readOrder(one)).toEqual([0]);
  });
});
