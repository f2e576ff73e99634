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
