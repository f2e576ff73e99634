/**
 * The order of the benefit cards' images (docs/product.md §7.8: shuffled). A server-rendered element and its
 * hydration must draw the same order, so there the order is a seeded shuffle of the listing (the same listing, the
 * same order, on the server and in the browser, and for the page's preload of the hero: site/templates/service-page.tsx);
 * an element drawn in the browser alone gets a new order per load. Imports only the PRNG (the site build reads it in Node).
 */
import { prngFromText } from '../runtime/prng';

/** Fisher–Yates over a copy. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The server's order of a listing: a shuffle seeded by its files' names (not their addresses: the build's are
 * relative, a live listing's absolute, and the order must not change when the live listing arrives).
 */
export function serverOrder<T extends { name: string }>(items: readonly T[]): T[] {
  return shuffled(items, prngFromText(items.map((i) => i.name).join('\n')));
}
