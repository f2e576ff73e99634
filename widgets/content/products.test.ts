// @vitest-environment node
/**
 * Every product the store shows out of the box has a photo of its own (issue 32): the featured products
 * (FEATURED_PRODUCTS, the one place for their photos) and the seeded rows (supabase/seed.sql, the one place for
 * theirs) each name a different file, and that file is in the sample media the local backend serves.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FEATURED_PRODUCTS, storeList } from './products';

const SUPABASE = new URL('../../supabase/', import.meta.url);
const PUBLIC = '/storage/v1/object/public/';

/** The seeded products as (name, image_url) pairs, read from the seed's one insert into public.products. */
function seededProducts(): { name: string; image_url: string | null }[] {
  const sql = readFileSync(fileURLToPath(new URL('seed.sql', SUPABASE)), 'utf8');
  const insert = /insert into public\.products \(name, description, price, category, image_url\) values([\s\S]*?\);)/.exec(sql)?.[1];
  if (!insert) throw new Error('seed.sql: no insert into public.products');
  return [...insert.matchAll(/\(\s*'((?:[^']|'')*)',\s*'(?:[^']|'')*',\s*[\d.]+,\s*'(?:[^']|'')*',\s*(null|'[^']*')\)/g)].map((m) => ({
    name: m[1]!.replace(/''/g, "'"),
    image_url: m[2] === 'null' ? null : m[2]!.slice(1, -1),
  }));
}

describe('product photos', () => {
  const seeded = seededProducts();
  const all = storeList(seeded.map((p) => ({ id: p.name, description: '', price: 1, category: '', ...p })));

  it('reads every seeded product', () => {
    expect(seeded.map((p) => p.name)).toContain('Scalp Revive Shampoo');
    expect(all).toHaveLength(FEATURED_PRODUCTS.length + seeded.length);
  });

  it.each(FEATURED_PRODUCTS.map((p) => [p.name, p.image_url] as const))('%s has its own photo (%s)', (name, url) => {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(url).toBe(`${PUBLIC}clinical_images/products/${slug}.jpg`);
  });

  it('every product out of the box has a photo, no two the same, each one in the sample media', () => {
    const urls = all.map((p) => p.image_url);
    expect(urls.filter((u) => !u)).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls as string[]) {
      expect(url.startsWith(PUBLIC), url).toBe(true);
      expect(existsSync(fileURLToPath(new URL(`media/${url.slice(PUBLIC.length)}`, SUPABASE))), url).toBe(true);
    }
  });
});
