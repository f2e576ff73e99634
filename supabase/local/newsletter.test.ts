// @vitest-environment node
/**
 * newsletter_subscribers (supabase/migrations/20261124000100_newsletter_subscribers.sql) on real PGlite through
 * real supabase-js clients: anon inserts an address only, never reads; one row per lower-cased address, a repeat
 * answered like the first; the database's CHECKs; the daily cap per client address.
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

const rows = async (email: string) =>
  (await s.service.from('newsletter_subscribers').select('*').ilike('email', email)).data as Record<string, string>[];

describe('newsletter_subscribers', () => {
  it('anon inserts an address with its page; the server sets the time of consent; the service role reads it', async () => {
    const before = Date.now();
    const r = await s.anon
      .from('newsletter_subscribers')
      .insert({ email: 'First.Reader@Example.com', source_page: 'https://x.test/newsletter' });
    expect(r.error).toBeNull();
    expect(r.status).toBe(201);
    const [row] = await rows('first.reader@example.com');
    expect(row).toMatchObject({ email: 'first.reader@example.com', source_page: 'https://x.test/newsletter' });
    expect(new Date(row!.consented_at!).getTime()).toBeGreaterThanOrEqual(before - 5000);
  });

  it('a second signup of the same address (any case) succeeds the same way and keeps one row', async () => {
    const a = await s.anon.from('newsletter_subscribers').insert({ email: 'twice@example.com' });
    const b = await s.anon.from('newsletter_subscribers').insert({ email: ' TWICE@example.com ' });
    expect([a.error, a.status]).toEqual([null, 201]);
    expect([b.error, b.status]).toEqual([null, 201]);
    expect(await rows('twice@example.com')).toHaveLength(1);
  });

  it('a new and a known address get the same answer, headers included (no probing who subscribes)', async () => {
    const post = (email: string) =>
      fetch(`${s.url}/rest/v1/newsletter_subscribers`, {
        method: 'POST',
        headers: { apikey: s.backend.anonKey, Authorization: `Bearer ${s.backend.anonKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    const fresh = await post('probe-new@example.com');
    const known = await post('probe-new@example.com');
    const strip = (r: Response) => [r.status, r.headers.get('content-range'), [...r.headers.keys()].filter((k) => k !== 'date').join(',')];
    expect(strip(known)).toEqual(strip(fresh));
    expect(await known.text()).toBe(await fresh.text());
    const [row] = await rows('probe-new@example.com');
    expect(row).toBeDefined();
    expect(await rows('probe-new@example.com')).toHaveLength(1);
  });

  it('anon cannot read, update or delete, nor set consented_at or id', async () => {
    const read = await s.anon.from('newsletter_subscribers').select('*');
    expect(read.error?.code).toBe('42501');
    const upd = await s.anon.from('newsletter_subscribers').update({ email: 'x@example.com' }).eq('email', 'twice@example.com');
    expect(upd.error?.code).toBe('42501');
    const del = await s.anon.from('newsletter_subscribers').delete().eq('email', 'twice@example.com');
    expect(del.error?.code).toBe('42501');
    const forged = await s.anon
      .from('newsletter_subscribers')
      .insert({ email: 'forged@example.com', consented_at: '2000-01-01T00:00:00Z' });
    expect(forged.error?.code).toBe('42501');
    expect(await rows('twice@example.com')).toHaveLength(1);
    expect(await rows('forged@example.com')).toHaveLength(0);
  });

  it('refuses what is not an address, or too long, storing nothing', async () => {
    for (const email of ['', '   ', 'not-an-email', 'a@b', `${'a'.repeat(250)}@example.com`]) {
      const r = await s.anon.from('newsletter_subscribers').insert({ email });
      expect(r.error?.code, email).toBe('23514');
    }
    const page = await s.anon.from('newsletter_subscribers').insert({ email: 'page@example.com', source_page: 'x'.repeat(2001) });
    expect(page.error?.code).toBe('23514');
    expect(await rows('page@example.com')).toHaveLength(0);
  });

  it('caps signups per client address and day (20), in the database', async () => {
    const { db } = s.backend;
    const signup = (i: number) =>
      db.transaction(async (tx) => {
        await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' })]);
        await tx.exec('set local role anon');
        return tx.query('insert into public.newsletter_subscribers (email) values ($1)', [`cap${i}@example.com`]);
      });
    for (let i = 0; i < 20; i++) await signup(i);
    await expect(signup(20)).rejects.toThrow(/Too many signups from this address today/);
    expect(await rows('cap20@example.com')).toHaveLength(0);
    expect(await rows('cap19@example.com')).toHaveLength(1);
  });

  it('through the API, the client address comes from the connection (node-http.ts), and the cap holds', async () => {
    const codes: (string | undefined)[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await s.anon.from('newsletter_subscribers').insert({ email: `api${i}@example.com` });
      codes.push(r.error?.code);
      statuses.push(r.status);
    }
    // over the cap: 429 with a short message (PostgREST's raise-sqlstate-PGRST convention), not a 500
    expect(codes).toContain('P0429');
    expect(statuses).toContain(429);
    expect(statuses).not.toContain(500);
    const { data } = await s.service.from('function_rate_limits').select('subject, hits').eq('scope', 'newsletter-signup');
    expect(data!.map((r) => r.subject).sort()).toEqual(['127.0.0.1', '203.0.113.9'].sort());
  });
});
