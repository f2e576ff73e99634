/**
 * The store's fixed facts (docs/product.md §3, §9): the two featured products, always shown before the stored ones
 * and priced by the create-checkout function from this very list, and how a price is written.
 */

/** One product as the store shows it: a row of `products`, or a featured product. */
export interface Product {
  id: string;
  name: string;
  description: string;
  price: number;
  category: string;
  image_url: string | null;
}

/** docs/product.md §3: always first, in this order. Their prices are the ones the checkout charges. */
export const FEATURED_PRODUCTS: readonly Product[] = [
  {
    id: 'featured-1',
    name: 'Bio Cleanse',
    description: 'A gentle daily cleanser that clears impurities without stripping the skin, suitable after treatments.',
    price: 45.99,
    category: 'Skincare',
    image_url: '/storage/v1/object/public/clinical_images/products/bio-cleanse.jpg',
  },
  {
    id: 'featured-2',
    name: 'Lock Treatment Set',
    description: 'A shampoo, conditioner and scalp serum set that supports thicker, stronger hair between sessions.',
    price: 129.99,
    category: 'Hair Care',
    image_url: '/storage/v1/object/public/clinical_images/products/lock-treatment-set.jpg',
  },
];

/** docs/product.md §9: prices with two decimals, `$45.99` (and `$1,299.00`). */
export function formatPrice(price: number): string {
  return `$${price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The columns of `products` a card shows (issue 27: the store asks for these, never `*`). */
export const PRODUCT_COLUMNS = 'id,name,description,price,category,image_url';
/**
 * At most this many stored products are read, by name (issue 27: a bounded answer; the clinic's scale is about 200).
 * More would need the store to page (docs/product.md "Content at scale").
 */
export const PRODUCTS_LIMIT = 300;

/** Rows as the store shows them: text as text, the price a number (numeric may arrive as a string); unusable rows left out. */
export function toProducts(rows: unknown): Product[] {
  if (!Array.isArray(rows)) return [];
  const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));
  return rows
    .filter((r): r is Record<string, unknown> => !!r && typeof r === 'object')
    .map((r) => ({
      id: text(r.id),
      name: text(r.name),
      description: text(r.description),
      price: Number(r.price),
      category: text(r.category),
      image_url: typeof r.image_url === 'string' && r.image_url.trim() ? r.image_url : null,
    }))
    .filter((p) => p.name.trim() !== '' && Number.isFinite(p.price));
}

/** docs/product.md §7.10: the featured products first, then the stored ones (already by name); a stored row with a featured name is left out. */
export function storeList(stored: readonly Product[]): Product[] {
  const featured = new Set(FEATURED_PRODUCTS.map((p) => p.name));
  return [...FEATURED_PRODUCTS, ...stored.filter((p) => !featured.has(p.name))];
}
