// @vitest-environment node
/**
 * Every call of docs/product.md §7 through the real supabase-js client against the embedded backend (real Postgres),
 * answering what the widgets expect (docs/supabase-contract.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServed } from './test-helpers.ts';
import { consultationMessage } from '../../widgets/content/forms.ts';

let s: Awaited<ReturnType<typeof startServed>>;
beforeAll(async () => {
  s = await startServed();
});
afterAll(async () => {
  await s?.close();
});

const IMG = /\.(jpe?g|png|gif|webp)$/i;
const VID = /\.(mp4|webm|mov)$/i;

describe('REST (docs/product.md §7.1, 3, 4, 9, 10)', () => {
  it('1. inserts a contact submission and answers 201 with no body', async () => {
    const r = await s.anon
      .from('contact_submissions')
      .insert({ name: 'Ana', email: 'ana@example.com', message: 'Phone: 314-555-0100\nReason: hair loss' });
    expect(r.error).toBeNull();
    expect(r.status).toBe(201);
    expect(r.data).toBeNull();
    const rows = await s.service.from('contact_submissions').select('*').eq('email', 'ana@example.com');
    expect(rows.data).toHaveLength(1);
    expect(rows.data![0]).toMatchObject({ name: 'Ana', message: 'Phone: 314-555-0100\nReason: hair loss' });
    expect(rows.data![0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('1. inserts an array with ?columns=', async () => {
    const r = await s.anon.from('contact_submissions').insert([
      { name: 'B1', email: 'b1@example.com', message: 'one' },
      { name: 'B2', email: 'b2@example.com', message: 'two' },
    ]);
    expect(r.error).toBeNull();
    expect(r.status).toBe(201);
  });

  it('3. lists news newest first with every column, timestamps as PostgREST formats them', async () => {
    const r = await s.anon.from('news').select('*').order('created_at', { ascending: false });
    expect(r.error).toBeNull();
    expect(r.data!.length).toBeGreaterThanOrEqual(8);
    const dates = r.data!.map((n) => n.created_at as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(r.data![0]).sort()).toEqual(['content', 'created_at', 'id', 'source', 'title', 'type']);
    expect(dates[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
    expect(new Set(r.data!.map((n) => n.type)).size).toBeGreaterThanOrEqual(3);
    expect(r.data!.some((n) => n.source)).toBe(true);
  });

  it('4. reads one news item with single(), and 406 PGRST116 when there is no row', async () => {
    const list = await s.anon.from('news').select('*').order('created_at', { ascending: false });
    const id = list.data![2].id;
    const one = await s.anon.from('news').select('*').eq('id', id).single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual(list.data![2]);
    const none = await s.anon.from('news').select('*').eq('id', '00000000-0000-4000-8000-000000000000').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      message: 'JSON object requested, multiple (or no) rows returned',
    });
    const maybe = await s.anon.from('news').select('*').eq('id', '00000000-0000-4000-8000-000000000000').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('4. a malformed id is a 400 22P02, an unknown table a 404 PGRST205', async () => {
    const bad = await s.anon.from('news').select('*').eq('id', 'not-a-uuid').single();
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22P02');
    const missing = await s.anon.from('no_such_table').select('*');
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST205');
  });

  it('9. featured testimonials, at most 3, with before and after images', async () => {
    const r = await s.anon.from('testimonials').select('*').eq('featured', true).limit(3);
    expect(r.error).toBeNull();
    expect(r.data).toHaveLength(3);
    for (const t of r.data!) {
      expect(t.featured).toBe(true);
      expect(t.before_image_url).toMatch(/^\/storage\/v1\/object\/public\/clinical_images\/.+\.jpg$/);
      expect(t.after_image_url).toMatch(/^\/storage\/v1\/object\/public\/clinical_images\/.+\.jpg$/);
      const img = await fetch(s.url + t.after_image_url);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/jpeg');
    }
    const limited = await s.service.from('testimonials').select('*').limit(2);
    expect(limited.data).toHaveLength(2);
  });

  it('10. products by name ascending, price as a JSON number, two or more categories', async () => {
    const r = await s.anon.from('products').select('*').order('name', { ascending: true });
    expect(r.error).toBeNull();
    const names = r.data!.map((p) => p.name as string);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(typeof r.data![0].price).toBe('number');
    expect(new Set(r.data!.map((p) => p.category)).size).toBeGreaterThanOrEqual(2);
    expect(Object.keys(r.data![0]).sort()).toEqual(['category', 'created_at', 'description', 'id', 'image_url', 'name', 'price']);
  });

  it('answers CORS preflight like hosted Supabase (any origin) and refuses what is outside the contract', async () => {
    const pre = await fetch(`${s.url}/rest/v1/news?select=*`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey, authorization, x-client-info, accept-profile',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toContain('accept-profile');
    const h = { apikey: s.backend.anonKey, Authorization: `Bearer ${s.backend.anonKey}` };
    const or = await fetch(`${s.url}/rest/v1/news?or=(type.eq.press,type.eq.event)`, { headers: h });
    expect(or.status).toBe(400);
    expect((await or.json()).code).toBe('PGRST100');
    const embed = await fetch(`${s.url}/rest/v1/news?select=*,author(*)`, { headers: h });
    expect(embed.status).toBe(400);
    const root = await fetch(`${s.url}/rest/v1/`, { headers: h });
    expect(root.status).toBe(400);
    const noKey = await fetch(`${s.url}/rest/v1/news`);
    expect(noKey.status).toBe(401);
    const forged = await fetch(`${s.url}/rest/v1/news`, {
      headers: { apikey: s.backend.anonKey, Authorization: `Bearer ${s.backend.anonKey.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(401);
    expect(await s.backend.handle(new Request(`${s.url}/elsewhere`))).toBeNull();
  });
});

describe('Storage (docs/product.md §7.5 to 8, 13)', () => {
  const list = (bucket: string) =>
    s.anon.storage.from(bucket).list('', { limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } });

  it.each([
    ['hero_images', 3],
    ['injectables_images', 5],
    ['hair_images', 3],
    ['ivtherapy_images', 3],
    ['aboutus_images', 5],
    ['body_images', 3],
    ['face_images', 1],
    ['clinical_images', 4],
  ])('lists %s sorted by name with metadata (>= %i images)', async (bucket, min) => {
    const r = await list(bucket);
    expect(r.error).toBeNull();
    const files = r.data!.filter((f) => f.id !== null);
    const names = r.data!.map((f) => f.name);
    expect(names).toEqual([...names].sort());
    expect(files.filter((f) => IMG.test(f.name)).length).toBeGreaterThanOrEqual(min);
    expect(files[0]!.metadata).toMatchObject({ mimetype: 'image/jpeg', httpStatusCode: 200, cacheControl: 'max-age=3600' });
    expect(files[0]!.metadata!.size).toBeGreaterThan(0);
    expect(files[0]!.created_at).toMatch(/Z$/);
  });

  it('6. gallery has 5+ images and a video; public URLs serve them with the right types', async () => {
    const r = await list('gallery_images');
    const names = r.data!.map((f) => f.name);
    expect(names.filter((n) => IMG.test(n)).length).toBeGreaterThanOrEqual(5);
    const video = names.find((n) => VID.test(n))!;
    expect(video).toBeTruthy();
    const url = s.anon.storage.from('gallery_images').getPublicUrl(video).data.publicUrl;
    expect(url).toBe(`${s.url}/storage/v1/object/public/gallery_images/${video}`);
    const full = await fetch(url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await full.arrayBuffer());
    expect(bytes.length).toBe(Number(full.headers.get('content-length')));

    const part = await fetch(url, { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(10, 20));
    const tail = await fetch(url, { headers: { Range: 'bytes=-5' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.slice(-5));
    const beyond = await fetch(url, { headers: { Range: `bytes=${bytes.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const etag = head.headers.get('etag')!;
    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('13. image public URLs answer a plain GET (for the optimiser), with CORS', async () => {
    const r = await list('hero_images');
    const url = s.anon.storage.from('hero_images').getPublicUrl(r.data![0]!.name).data.publicUrl;
    const img = await fetch(url, { headers: { Origin: 'https://partner.example' } });
    expect(img.status).toBe(200);
    expect(img.headers.get('access-control-allow-origin')).toBe('*');
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await img.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]); // a JPEG
  });

  it('folders list with id null; prefix lists inside; unknown bucket is a StorageApiError; traversal is refused', async () => {
    const root = await list('clinical_images');
    expect(root.data!.find((f) => f.name === 'cases')).toMatchObject({ id: null, metadata: null });
    const cases = await s.anon.storage
      .from('clinical_images')
      .list('cases', { limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } });
    expect(cases.data!.map((f) => f.name)).toContain('hair-before.jpg');
    const page = await s.anon.storage.from('hero_images').list('', { limit: 1, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data).toHaveLength(1);
    expect(page.data![0]!.name).toBe('hero-2-reception.jpg');
    const nope = await list('no_such_bucket');
    expect(nope.data).toBeNull();
    expect(nope.error?.name).toBe('StorageApiError');
    expect(nope.error?.message).toBe('Bucket not found');
    const trav = await fetch(`${s.url}/storage/v1/object/public/hero_images/..%2F..%2Fseed.sql`);
    expect(trav.status).toBe(404);
    const missing = await fetch(`${s.url}/storage/v1/object/public/hero_images/missing.jpg`);
    expect(missing.status).toBe(404);
    const upload = await s.anon.storage.from('hero_images').upload('x.txt', new Blob(['x']));
    expect(upload.error).not.toBeNull();
  });
});

describe('Functions (docs/product.md §7.2, 11, 12)', () => {
  it('2. send-consultation-sms succeeds offline and leaves the text in the outbox, without the reason', async () => {
    const data = { name: 'Jane Doe', phone: '(314) 555-0100', email: 'jane@example.com', reason: 'Thinning hair since pregnancy' };
    // §7.1 first: the notification belongs to the stored request, found by the claim its insert returned
    const ins = await s.anon
      .from('contact_submissions')
      .insert({ name: data.name, email: data.email, message: consultationMessage(data.phone, data.reason) })
      .select('claim')
      .single();
    expect(ins.error).toBeNull();
    const r = await s.anon.functions.invoke('send-consultation-sms', { body: { data, claim: ins.data!.claim } });
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ success: true, delivery: 'outbox' });
    const out = await s.service.from('sms_outbox').select('*').order('created_at', { ascending: false }).limit(1);
    expect(out.data![0]!.body).toContain('Jane Doe');
    expect(out.data![0]!.body).toContain('(314) 555-0100');
    expect(out.data![0]!.body).not.toMatch(/pregnan|hair/i);
  });

  it('2. a wrong shape is a FunctionsHttpError with a JSON message', async () => {
    const r = await s.anon.functions.invoke('send-consultation-sms', { body: { name: 'x' } });
    expect(r.data).toBeNull();
    expect(r.error?.name).toBe('FunctionsHttpError');
    expect(r.error.context.status).toBe(400);
    expect((await r.error.context.json()).error).toMatch(/data/);
  });

  it('11. create-checkout answers the local test checkout URL with the server price', async () => {
    const r = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Lock Treatment Set', price: 129.99 } });
    expect(r.error).toBeNull();
    expect(r.data.url).toBe(`${s.url}/checkout/test/?product=Lock+Treatment+Set&amount=12999&currency=usd`);
    const stored = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Hyaluronic Hydration Serum', price: 64.5 } });
    expect(new URL(stored.data.url).searchParams.get('amount')).toBe('6450');
  });

  it('11. an unknown product or a wrong price is a 400 with a clear message', async () => {
    const unknown = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Snake Oil', price: 1 } });
    expect(unknown.error.context.status).toBe(400);
    expect((await unknown.error.context.json()).error).toBe('Unknown product: Snake Oil');
    const wrong = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Bio Cleanse', price: 0.01 } });
    expect(wrong.error.context.status).toBe(400);
    expect((await wrong.error.context.json()).error).toBe('Price $0.01 does not match the current price of Bio Cleanse ($45.99)');
  });

  it('12. get-google-maps-key: non-2xx JSON error without a key, the key when configured', async () => {
    const none = await s.anon.functions.invoke('get-google-maps-key');
    expect(none.error?.name).toBe('FunctionsHttpError');
    expect(none.error.context.status).toBe(503);
    expect(await none.error.context.json()).toEqual({ error: 'Google Maps API key is not configured' });
    s.backend.env.GOOGLE_MAPS_API_KEY = 'AIza-local-test';
    try {
      const ok = await s.anon.functions.invoke('get-google-maps-key');
      expect(ok.error).toBeNull();
      expect(ok.data).toEqual({ GOOGLE_MAPS_API_KEY: 'AIza-local-test' });
    } finally {
      delete s.backend.env.GOOGLE_MAPS_API_KEY;
    }
  });

  it('an unknown function is a 404; a missing or forged JWT a 401', async () => {
    const r = await s.anon.functions.invoke('no-such-function');
    expect(r.error.context.status).toBe(404);
    const noAuth = await fetch(`${s.url}/functions/v1/get-google-maps-key`, { method: 'POST' });
    expect(noAuth.status).toBe(401);
    const forged = await fetch(`${s.url}/functions/v1/get-google-maps-key`, { method: 'POST', headers: { Authorization: 'Bearer a.b.c' } });
    expect(forged.status).toBe(401);
  });
});
