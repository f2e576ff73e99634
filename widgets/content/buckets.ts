/** The storage buckets (docs/product.md §3), all public: created by supabase/migrations/*_storage_buckets.sql. */
export const BUCKETS = [
  'hero_images',
  'injectables_images',
  'hair_images',
  'ivtherapy_images',
  'gallery_images',
  'aboutus_images',
  'body_images',
  'face_images',
  'clinical_images',
] as const;

export type Bucket = (typeof BUCKETS)[number];
