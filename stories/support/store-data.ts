/** Stored products for the store and buy-button stories (a story file's exports are all stories). */
const image = (file: string) => `/storage/v1/object/public/clinical_images/products/${file}`;
/** Rows as the table gives them, by name; one without an image. */
export const storyProducts = [
  {
    id: 'p1',
    name: 'Daily Defense Mineral SPF 50',
    description: 'Sheer zinc oxide sunscreen for sensitive, post-treatment skin.',
    price: 38,
    category: 'Skincare',
    image_url: image('spf-50.jpg'),
  },
  {
    id: 'p2',
    name: 'Follicle Strength Supplement',
    description: 'Biotin, saw palmetto and marine collagen for healthy hair growth.',
    price: 49.99,
    category: 'Hair Care',
    image_url: image('hair-supplement.jpg'),
  },
  {
    id: 'p3',
    name: 'Post-Procedure Recovery Balm',
    description: 'Centella and panthenol for the days after peels and laser treatments.',
    price: 34,
    category: 'Recovery',
    image_url: null,
  },
];

/** A product whose name runs long, with a word longer than a phone is wide (the long-text states). */
export const LONG_NAME_PRODUCT = {
  id: 'p4',
  name: 'Professional-Strength Hydradermabrasion-Antioxidant Serum Collection with Peptide Complex',
  description: `Eight weeks of serums for every step of a routine. ${'Peptides, niacinamide and hyaluronic acid in one kit. '.repeat(5)}`,
  price: 1249,
  category: 'Skincare',
  image_url: null,
};

/**
 * The products table over `rows`, as PostgREST answers the store's reads: by name, a page by `offset` and `limit`,
 * the count in Content-Range (the store's pages and "More products", issue 27).
 */
export function productRoutes(rows: readonly { name: string }[]) {
  const sorted = [...rows].sort((a, b) => a.name.localeCompare(b.name));
  return {
    'GET /rest/v1/products': (req: { url: URL }) => {
      const p = req.url.searchParams;
      const offset = Number(p.get('offset') ?? 0);
      const page = sorted.slice(offset, offset + Number(p.get('limit') ?? sorted.length));
      const range = page.length ? `${offset}-${offset + page.length - 1}/${sorted.length}` : `*/${sorted.length}`;
      return { status: 200, body: page, headers: { 'content-range': range } };
    },
  };
}

/** `n` more stored products, for the store's "More products" and page links. */
export const manyProducts = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    ...storyProducts[i % storyProducts.length]!,
    id: `many-${i}`,
    name: `${storyProducts[i % storyProducts.length]!.name} ${String(i + 1).padStart(2, '0')}`,
  }));
