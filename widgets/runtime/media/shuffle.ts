/**
 * Interchangeable images shown in a new order on each page load, with no widget code (docs/product.md §7.8: the PRP
 * benefit cards' photos). A server-rendered element draws them in a fixed order (the page's HTML is one file) and
 * marks them: a group `data-medspa-shuffle=""` holding slots `data-medspa-slot`, each with one image node (its frame)
 * as first child, all slots the same box. The loader, on every server-rendered shadow root before any widget code
 * (static-fallback.ts `shuffleStaticImages`, which imports nothing to keep the loader small), moves the image nodes
 * once among the slots in a random order, keeps each slot's text alternative where it was (it names the slot, not
 * the photo), and writes the order on the group ("2 0 1": slot i shows the image drawn in slot order[i]). The element
 * hydrates with that order (`readOrder`), so React adopts the nodes as they are.
 *
 * Nothing shifts: the slots keep their boxes (no layout shift), the swap happens as the loader starts (as a rule
 * before those photos, below the page's largest image, have arrived), and the images move with their requests, so
 * nothing is fetched twice. Nothing animates, so reduced motion has nothing to stop. Pure (the site build imports
 * `shuffled`); shuffle.test.ts holds it to the loader's lines.
 */

export const SHUFFLE_ATTRIBUTE = 'data-medspa-shuffle';
export const SLOT_ATTRIBUTE = 'data-medspa-slot';

/** Fisher–Yates over a copy. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The order written on a group: a permutation of 0…n-1, or [] (not shuffled, or not a permutation). */
export function parseOrder(value: string | null | undefined): number[] {
  const order = (value ?? '').split(' ').filter(Boolean).map(Number);
  const seen = new Set(order);
  return order.every((i) => Number.isInteger(i) && i >= 0 && i < order.length) && seen.size === order.length ? order : [];
}

/** The order of the first shuffled group under `root` (a server-rendered element's shadow root), [] when none. */
export function readOrder(root: ParentNode | null | undefined): number[] {
  return parseOrder(root?.querySelector(`[${SHUFFLE_ATTRIBUTE}]`)?.getAttribute(SHUFFLE_ATTRIBUTE));
}

/** `items` in the written order: item i of the result is `items[order[i]]`; the rest as they were. */
export function inOrder<T>(items: readonly T[], order: readonly number[]): T[] {
  if (order.length > items.length) return [...items];
  return [...order.map((i) => items[i]!), ...items.slice(order.length)];
}
