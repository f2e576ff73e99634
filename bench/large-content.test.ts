// @vitest-environment node
/**
 * The large-content seed (bench/large-content.ts) stores what it says through the REST API with the service key, on
 * the real local backend: the posts, products and testimonials, a tenth of the testimonials featured.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServed } from '../supabase/local/test-helpers.ts';
import { largeProducts, seedLargeContent } from './large-content.ts';

let s: Awaited<ReturnType<typeof startServed>>;
beforeAll(async () => {
  s = await startServed();
}, 60_000);
afterAll(async () => {
  await s?.close();
});

it('seeds the given counts with the service key and reports them', async () => {
  const count = async (table: string, filter = '') => {
    const r = await fetch(`${s.url}/rest/v1/${table}?select=id${filter}`, {
      headers: { apikey: s.backend.serviceRoleKey, Prefer: 'count=exact', Range: '0-0' },
    });
    return Number(r.headers.get('content-range')?.split('/')[1]);
  };
  const before = { news: await count('news'), products: await count('products'), testimonials: await count('testimonials') };
  const seed = await seedLargeContent(s.url, s.backend.serviceRoleKey, { posts: 150, products: 30, testimonials: 20 });
  expect(seed).toMatchObject({ posts: 150, products: 30, testimonials: 20 });
  expect(seed.bytes).toBeGreaterThan(150 * 1000);
  expect(await count('news')).toBe(before.news + 150);
  expect(await count('products')).toBe(before.products + 30);
  expect(await count('testimonials')).toBe(before.testimonials + 20);
  expect(await count('testimonials', '&featured=eq.true&client_name=like.Client*')).toBe(2);
  expect(new Set(largeProducts(200).map((p) => p.name)).size).toBe(200);
}, 60_000);
