/**
 * The order of the benefit cards' images (docs/product.md §7.8: shuffled on each load). A server-rendered element
 * and its hydration must draw the same order, so the server draws a seeded shuffle of the listing (the same listing,
 * the same order, on the server and in the browser, and for the page's preload of the hero:
 * site/templates/service-page.tsx). That order stays for the hero, the page's largest paint; the cards' photos get a
 * new order on each load from the loader before any widget code (runtime/media/shuffle.ts), which the hydration
 * reads back (`withCardOrder`). An element drawn in the browser alone shuffles the whole listing itself. Imports only
 * the PRNG and the shuffle (the site build reads it in Node).
 */
import { prngFromText } from '../runtime/prng';
import { inOrder, shuffled } from '../runtime/media/shuffle';

export { shuffled };

/**
 * The server's order of a listing: a shuffle seeded by its files' names (not their addresses: the build's are
 * relative, a live listing's absolute, and the order must not change when the live listing arrives).
 */
export function serverOrder<T extends { name: string }>(items: readonly T[]): T[] {
  return shuffled(items, prngFromText(items.map((i) => i.name).join('\n')));
}

/** The hero (first) as it was; the cards' images (the next `order.length`) in the order the loader gave them. */
export function withCardOrder<T>(items: readonly T[], order: readonly number[]): T[] {
  if (!order.length || items.length < 1 + order.length) return [...items];
  return [items[0]!, ...inOrder(items.slice(1), order)];
}
