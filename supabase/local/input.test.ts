// @vitest-environment node
/**
 * Bad input through supabase-js: rejected by Postgres with clear errors and nothing half-stored;
 * valid Unicode stored exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServed } from './test-helpers.ts';

let s: Awaited<ReturnType<typeof startServed>>;
beforeAll(async () => {
  s = await startServed();
});
afterAll(async () => {
  await s?.close();
});

const count = async () => (await s.service.from('contact_submissions').select('*', { count: 'exact', head: false })).data!.length;
const good = { name: 'Valid Name', email: 'valid@example.com', message: 'Valid message' };

describe('contact_submissions rejects bad input', () => {
  it.each([
    ['invalid email', { email: 'not-an-email' }, 'contact_submissions_email_check'],
    ['email without domain dot', { email: 'a@b' }, 'contact_submissions_email_check'],
    ['email with spaces', { email: 'a b@example.com' }, 'contact_submissions_email_check'],
    ['blank name', { name: '   ' }, 'contact_submissions_name_check'],
    ['empty message', { message: '' }, 'contact_submissions_message_check'],
    ['whitespace message', { message: '\n\t ' }, 'contact_submissions_message_check'],
    ['over-long name', { name: 'x'.repeat(201) }, 'contact_submissions_name_check'],
    ['over-long message', { message: 'x'.repeat(5001) }, 'contact_submissions_message_check'],
    ['over-long email', { email: `${'a'.repeat(250)}@example.com` }, 'contact_submissions_email_check'],
  ])('%s -> 400 23514 naming the constraint', async (_label, patch, constraint) => {
    const before = await count();
    const r = await s.anon.from('contact_submissions').insert({ ...good, ...patch });
    expect(r.status).toBe(400);
    expect(r.error?.code).toBe('23514');
    expect(r.error?.message).toContain(constraint);
    expect(await count()).toBe(before);
  });

  it('missing required field -> 400 23502 not-null', async () => {
    const r = await s.anon.from('contact_submissions').insert({ name: 'A', email: 'a@example.com' });
    expect(r.status).toBe(400);
    expect(r.error?.code).toBe('23502');
  });

  it('wrong types and unknown columns are refused', async () => {
    // like PostgREST, a JSON number or object bound to a text column becomes its text; typed columns refuse
    const bool = await s.service
      .from('testimonials')
      .insert({ testimonial_text: 't', client_name: 'c', service_type: 's', featured: 'maybe' });
    expect(bool.status).toBe(400);
    expect(bool.error?.code).toBe('22P02');
    const extra = await s.anon.from('contact_submissions').insert({ ...good, phone: '314' });
    expect(extra.status).toBe(400);
    expect(extra.error?.code).toBe('PGRST204');
    const raw = await fetch(`${s.url}/rest/v1/contact_submissions`, {
      method: 'POST',
      body: '{"name": "x", ',
      headers: { apikey: s.backend.anonKey, Authorization: `Bearer ${s.backend.anonKey}`, 'Content-Type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    expect((await raw.json()).code).toBe('PGRST102');
  });

  it('a batch with one bad row stores nothing (one transaction)', async () => {
    const before = await count();
    const r = await s.anon.from('contact_submissions').insert([good, { ...good, email: 'bad' }]);
    expect(r.error?.code).toBe('23514');
    expect(await count()).toBe(before);
  });

  it('quotes and SQL fragments are stored as plain text', async () => {
    const evil = {
      name: `Robert'); DROP TABLE news;--`,
      email: `o'hara@example.com`,
      message: `"; delete from news where '1'='1 -- \\ $1 $$`,
    };
    const r = await s.anon.from('contact_submissions').insert(evil);
    expect(r.error).toBeNull();
    const back = await s.service.from('contact_submissions').select('name, email, message').eq('email', evil.email).single();
    expect(back.data).toEqual(evil);
    expect((await s.anon.from('news').select('*')).data!.length).toBeGreaterThanOrEqual(8);
    const filterInjection = await s.anon.from('news').select('*').eq('title', `x' or '1'='1`);
    expect(filterInjection.data).toEqual([]);
  });

  it('emoji, accents and other scripts are stored exactly', async () => {
    const uni = {
      name: 'Zoë Ñúñez-Łukasiewicz 王芳',
      email: 'zoe.nunez@example.com',
      message: 'Café ☕️ merci 🙏🏽 — 👩‍⚕️ e\u0301 (combining) — שלום',
    };
    const r = await s.anon.from('contact_submissions').insert(uni);
    expect(r.error).toBeNull();
    const back = await s.service.from('contact_submissions').select('name, email, message').eq('email', uni.email).single();
    expect(back.data).toEqual(uni);
  });

  it('length limits count characters, not bytes: 200 emoji fit in a name', async () => {
    const r = await s.anon.from('contact_submissions').insert({ ...good, name: '😀'.repeat(200) });
    expect(r.error).toBeNull();
  });
});

describe('other tables keep their invariants (service role writes)', () => {
  it('products: negative price, sub-cent price, blank name and duplicate name are refused', async () => {
    const base = { name: 'Check Product', description: 'd', price: 10, category: 'Skincare' };
    expect((await s.service.from('products').insert({ ...base, price: -1 })).error?.code).toBe('23514');
    expect((await s.service.from('products').insert({ ...base, price: 12.345 })).error?.code).toBe('23514');
    expect((await s.service.from('products').insert({ ...base, name: ' ' })).error?.code).toBe('23514');
    expect((await s.service.from('products').insert({ ...base, price: 'ten' })).error?.code).toBe('22P02');
    expect((await s.service.from('products').insert(base)).error).toBeNull();
    const dup = await s.service.from('products').insert(base);
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe('23505');
    const back = await s.service.from('products').select('price').eq('name', 'Check Product').single();
    expect(back.data).toEqual({ price: 10 });
  });

  it('news: blank title or type and a blank source are refused; a null source is fine', async () => {
    const base = { title: 'T', content: 'C', type: 'event' };
    expect((await s.service.from('news').insert({ ...base, title: '' })).error?.code).toBe('23514');
    expect((await s.service.from('news').insert({ ...base, type: ' ' })).error?.code).toBe('23514');
    expect((await s.service.from('news').insert({ ...base, source: '' })).error?.code).toBe('23514');
    expect((await s.service.from('news').insert({ ...base, source: null })).error).toBeNull();
  });

  it('testimonials: image URLs must be http(s) or a root-relative path', async () => {
    const base = { testimonial_text: 't', client_name: 'c', service_type: 's' };
    expect((await s.service.from('testimonials').insert({ ...base, after_image_url: 'javascript:alert(1)' })).error?.code).toBe('23514');
    expect(
      (await s.service.from('testimonials').insert({ ...base, after_image_url: '/storage/v1/object/public/clinical_images/x.jpg' })).error,
    ).toBeNull();
  });
});
