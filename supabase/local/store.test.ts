// @vitest-environment node
/**
 * The store's data on real Postgres through supabase-js (issue 8): hostile product rows are stored exactly and read
 * back by name as the store lists them; anon reads products but cannot write them; create-checkout charges such a
 * product at its stored price and names it in the test checkout address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServed } from './test-helpers.ts';
import { storeList, toProducts } from '../../widgets/content/products.ts';

let s: Awaited<ReturnType<typeof startServed>>;
beforeAll(async () => {
  s = await startServed();
});
afterAll(async () => {
  await s?.close();
});

/** 200 characters (the database's limit, in code points: the emoji is one). */
const prefix = `"Quoted" 'name' 🌿 `;
const quoted = prefix + 'x'.repeat(200 - [...prefix].length);
const rows = [
  { name: quoted, description: '<img src=x onerror=alert(1)><b>bold</b>', price: 0, category: 'Skincare', image_url: null },
  {
    name: 'AAA Html <script>',
    description: '</script>',
    price: 99999.99,
    category: 'Hair Care',
    image_url: '/storage/v1/object/public/x.jpg',
  },
];

describe('products for the store', () => {
  it('hostile rows are stored exactly and come back by name, after the featured products', async () => {
    expect((await s.service.from('products').insert(rows)).error).toBeNull();
    const r = await s.anon.from('products').select('*').order('name', { ascending: true });
    expect(r.error).toBeNull();
    const list = storeList(toProducts(r.data));
    expect(list.slice(0, 2).map((p) => p.id)).toEqual(['featured-1', 'featured-2']);
    const byName = new Map(list.map((p) => [p.name, p]));
    expect(byName.get(quoted)).toMatchObject({ description: rows[0]!.description, price: 0, image_url: null });
    expect(byName.get('AAA Html <script>')).toMatchObject({ description: '</script>', price: 99999.99 });
    // The database's order (by name) is the store's, after the featured products.
    expect(list.slice(2).map((p) => p.name)).toEqual((r.data as { name: string }[]).map((p) => p.name));
    expect([...quoted]).toHaveLength(200);
  });

  it('anon reads products and cannot write them (RLS)', async () => {
    const insert = await s.anon.from('products').insert({ name: 'Anon', description: '', price: 1, category: 'x' });
    expect(insert.error?.code).toBe('42501');
    const update = await s.anon.from('products').update({ price: 0.01 }).eq('name', 'AAA Html <script>').select();
    expect(update.data ?? []).toEqual([]);
    const back = await s.anon.from('products').select('price').eq('name', 'AAA Html <script>').single();
    expect(back.data).toEqual({ price: 99999.99 });
  });

  it('create-checkout charges the stored price of a hostile name and names it in the test checkout', async () => {
    const r = await s.anon.functions.invoke('create-checkout', { body: { productId: quoted, price: 0 } });
    expect(r.error).toBeNull();
    const url = new URL((r.data as { url: string }).url);
    expect(url.pathname).toBe('/checkout/test/');
    expect(url.searchParams.get('product')).toBe(quoted);
    expect(url.searchParams.get('amount')).toBe('0');
    const cheap = await s.anon.functions.invoke('create-checkout', { body: { productId: 'AAA Html <script>', price: 9.99 } });
    expect(cheap.error.context.status).toBe(400);
    expect(await cheap.error.context.json()).toMatchObject({ price: 99999.99 });
  });
});
