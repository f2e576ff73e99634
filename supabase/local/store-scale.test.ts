// @vitest-environment node
/**
 * The store at a clinic's scale (issue 27): with 200 products stored with the service key, each page of the store is
 * read with its range and the count through the widget's own read (widgets/tables/products.ts) against the embedded
 * backend (real Postgres), and answers what the build cuts from every product (storePageOf).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServed } from './test-helpers.ts';
import { largeProducts } from '../../bench/large-content.ts';
import { createConnection, type Connection } from '../../widgets/runtime/connection.ts';
import { fetchStorePage, STORE_PAGE_SIZE, storePageCount, storePageOf } from '../../widgets/tables/products.ts';
import { FEATURED_PRODUCTS, PRODUCT_COLUMNS, toProducts } from '../../widgets/content/products.ts';
import { rest } from '../../widgets/runtime/rest.ts';
import { LIMITS } from '../functions/_shared/limits.ts';

let s: Awaited<ReturnType<typeof startServed>>;
let anon: Connection;
const received: number[] = [];

beforeAll(async () => {
  s = await startServed();
  const key = s.backend.serviceRoleKey;
  // A stored row named like a featured product: shown once, as the featured one.
  const rows = [...largeProducts(200), { name: 'Bio Cleanse', description: 'a copy', price: 1, category: 'Skincare', image_url: null }];
  for (let i = 0; i < rows.length; i += LIMITS.insertRows) {
    const res = await fetch(`${s.url}/rest/v1/products`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(rows.slice(i, i + LIMITS.insertRows)),
    });
    expect(res.status).toBe(201);
  }
  const counting: typeof fetch = async (input, init) => {
    const out = await fetch(input, init);
    received.push((await out.clone().arrayBuffer()).byteLength);
    return out;
  };
  anon = createConnection(s.url, s.backend.anonKey, counting);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('the store a page at a time, with 200 stored products', () => {
  it('page 1: the featured products, then the first stored ones by name, with the count; a few KB', async () => {
    const from = received.length;
    const first = await fetchStorePage(1, anon);
    const bytes = received.slice(from).reduce((n, b) => n + b, 0);
    expect(first.rows).toHaveLength(STORE_PAGE_SIZE);
    expect(first.rows.slice(0, 2).map((p) => p.name)).toEqual(FEATURED_PRODUCTS.map((p) => p.name));
    expect(first.rows.filter((p) => p.name === 'Bio Cleanse')).toHaveLength(1);
    expect(first.rows[0]!.price).toBe(45.99); // the featured price, not the stored copy's
    // The seed's products are stored too: the count is every stored product but the copy, plus the featured two.
    const { data } = await rest(anon).from('products').select(PRODUCT_COLUMNS).order('name');
    const every = toProducts(data);
    const others = every.filter((p) => p.name !== 'Bio Cleanse').map((p) => p.name);
    expect(first.rows.slice(2).map((p) => p.name)).toEqual(others.slice(0, STORE_PAGE_SIZE - 2));
    expect(others).toContain('Scale Product 200');
    expect(first.total).toBe(every.filter((p) => p.name !== 'Bio Cleanse').length + 2);
    expect(bytes).toBeLessThan(12_000);
  });

  it('every page is what the build cuts from every product; pages follow without gap or repeat; past the last, empty', async () => {
    const { data } = await rest(anon).from('products').select(PRODUCT_COLUMNS).order('name');
    const every = toProducts(data);
    const last = storePageCount(storePageOf(every, 1).total);
    expect(last).toBeGreaterThanOrEqual(9);
    const seen: string[] = [];
    for (let page = 1; page <= last; page++) {
      const read = await fetchStorePage(page, anon);
      expect(read).toEqual(storePageOf(every, page));
      seen.push(...read.rows.map((p) => p.name));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(storePageOf(every, 1).total);
    expect(await fetchStorePage(last + 1, anon)).toEqual({ rows: [], total: storePageOf(every, 1).total });
  });
});
