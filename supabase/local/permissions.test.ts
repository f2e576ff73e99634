// @vitest-environment node
/**
 * The permission matrix: each table x select, insert, update, delete x anon and service role, through
 * supabase-js, enforced by Postgres (GRANTs + RLS under SET LOCAL ROLE). docs/backend.md quotes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Transaction } from '@electric-sql/pglite';
import { startServed } from './test-helpers.ts';

let s: Awaited<ReturnType<typeof startServed>>;
beforeAll(async () => {
  s = await startServed();
});
afterAll(async () => {
  await s?.close();
});

type Op = 'select' | 'insert' | 'update' | 'delete';
const ok = 'allowed';
const no = 'denied';

/** The design (docs/backend.md). */
const EXPECTED: Record<string, Record<'anon' | 'service_role', Record<Op, string>>> = {
  contact_submissions: {
    anon: { select: no, insert: ok, update: no, delete: no },
    service_role: { select: ok, insert: ok, update: ok, delete: ok },
  },
  news: { anon: { select: ok, insert: no, update: no, delete: no }, service_role: { select: ok, insert: ok, update: ok, delete: ok } },
  testimonials: {
    anon: { select: ok, insert: no, update: no, delete: no },
    service_role: { select: ok, insert: ok, update: ok, delete: ok },
  },
  products: { anon: { select: ok, insert: no, update: no, delete: no }, service_role: { select: ok, insert: ok, update: ok, delete: ok } },
  sms_outbox: {
    anon: { select: no, insert: no, update: no, delete: no },
    service_role: { select: ok, insert: ok, update: ok, delete: ok },
  },
  function_rate_limits: {
    anon: { select: no, insert: no, update: no, delete: no },
    service_role: { select: ok, insert: ok, update: ok, delete: ok },
  },
  client_quotas: {
    anon: { select: no, insert: no, update: no, delete: no },
    service_role: { select: ok, insert: ok, update: ok, delete: ok },
  },
  client_quota_hits: {
    anon: { select: no, insert: no, update: no, delete: no },
    service_role: { select: ok, insert: ok, update: ok, delete: ok },
  },
};

let n = 0;
function sample(table: string): Record<string, unknown> {
  n++;
  switch (table) {
    case 'contact_submissions':
      return { name: `Perm ${n}`, email: `perm${n}@example.com`, message: 'matrix' };
    case 'news':
      return { title: `Perm ${n}`, content: 'matrix', type: 'announcement' };
    case 'testimonials':
      return { testimonial_text: 'matrix', client_name: `Perm ${n}`, service_type: 'IV Therapy' };
    case 'products':
      return { name: `Perm product ${n}`, description: 'matrix', price: 10, category: 'Skincare' };
    case 'sms_outbox':
      return { recipient: 'clinic-staff', body: `matrix ${n}` };
    case 'client_quotas':
      return { scope: `perm-${n}`, max_hits: 1, window_seconds: 60 };
    case 'client_quota_hits':
      return { scope: 'matrix', subject: `s${n}`, window_start: '2026-11-20T00:00:00Z', hits: 1 };
    default:
      return { scope: 'matrix', subject: `s${n}`, day: '2026-11-20', hits: 1 };
  }
}
const keyCol = (table: string) =>
  table === 'client_quotas'
    ? 'scope'
    : table === 'function_rate_limits' || table === 'client_quota_hits'
      ? 'subject'
      : table === 'contact_submissions' || table === 'testimonials'
        ? table === 'testimonials'
          ? 'client_name'
          : 'name'
        : table === 'sms_outbox'
          ? 'body'
          : table === 'news'
            ? 'title'
            : 'name';

/** Runs one operation on a row created for it by the service role; reports allowed/denied and checks the effect. */
async function attempt(c: SupabaseClient, table: string, op: Op): Promise<string> {
  const row = sample(table);
  const k = keyCol(table);
  if (op === 'insert') {
    const r = await c.from(table).insert(row);
    const there = (
      await s.service
        .from(table)
        .select('*')
        .eq(k, row[k] as string)
    ).data!.length;
    if (r.error) {
      expect(there).toBe(0);
      expect(r.error.code).toBe('42501');
      expect(r.status).toBe(401);
      return no;
    }
    expect(there).toBe(1);
    return ok;
  }
  const seeded = await s.service.from(table).insert(row);
  expect(seeded.error).toBeNull();
  if (op === 'select') {
    const r = await c
      .from(table)
      .select('*')
      .eq(k, row[k] as string);
    if (r.error) {
      expect(r.error.code).toBe('42501');
      return no;
    }
    expect(r.data).toHaveLength(1);
    return ok;
  }
  if (op === 'update') {
    const field =
      table === 'products'
        ? 'description'
        : table === 'function_rate_limits' || table === 'client_quota_hits'
          ? 'hits'
          : table === 'client_quotas'
            ? 'max_hits'
            : table === 'sms_outbox'
              ? 'status'
              : table === 'testimonials'
                ? 'testimonial_text'
                : table === 'news'
                  ? 'content'
                  : 'message';
    const value = field === 'hits' || field === 'max_hits' ? 7 : field === 'status' ? 'sent' : 'changed';
    const r = await c
      .from(table)
      .update({ [field]: value })
      .eq(k, row[k] as string);
    const after = (
      await s.service
        .from(table)
        .select('*')
        .eq(k, row[k] as string)
    ).data![0];
    if (r.error) {
      expect(r.error.code).toBe('42501');
      expect(after[field]).toBe(row[field] ?? (field === 'status' ? 'queued' : after[field]));
      expect(after[field]).not.toBe(value);
      return no;
    }
    expect(after[field]).toBe(value);
    return ok;
  }
  const r = await c
    .from(table)
    .delete()
    .eq(k, row[k] as string);
  const left = (
    await s.service
      .from(table)
      .select('*')
      .eq(k, row[k] as string)
  ).data!.length;
  if (r.error) {
    expect(r.error.code).toBe('42501');
    expect(left).toBe(1);
    return no;
  }
  expect(left).toBe(0);
  return ok;
}

describe('permission matrix', () => {
  const ops: Op[] = ['select', 'insert', 'update', 'delete'];
  for (const table of Object.keys(EXPECTED)) {
    for (const role of ['anon', 'service_role'] as const) {
      it(`${table} as ${role}: ${ops.map((o) => `${o} ${EXPECTED[table]![role][o]}`).join(', ')}`, async () => {
        const c = role === 'anon' ? s.anon : s.service;
        const got: Record<string, string> = {};
        for (const op of ops) got[op] = await attempt(c, table, op);
        expect(got).toEqual(EXPECTED[table]![role]);
      });
    }
  }

  it('anon cannot insert id or created_at into contact_submissions (column grant)', async () => {
    const r = await s.anon
      .from('contact_submissions')
      .insert({ id: '00000000-0000-4000-8000-000000000001', name: 'X', email: 'x@example.com', message: 'y' });
    expect(r.error?.code).toBe('42501');
  });

  it('anon cannot ask for the inserted row back (no SELECT, so no RETURNING), only its claim', async () => {
    const r = await s.anon.from('contact_submissions').insert({ name: 'X', email: 'x@example.com', message: 'y' }).select();
    expect(r.error?.code).toBe('42501');
    const name = await s.anon.from('contact_submissions').insert({ name: 'X', email: 'x@example.com', message: 'y' }).select('claim, name');
    expect(name.error?.code).toBe('42501');
    expect((await s.service.from('contact_submissions').select('id').eq('email', 'x@example.com')).data).toEqual([]);
  });

  it("the claim (issue 41): the inserter reads back its own row's, made by the database; no other row's, ever", async () => {
    const mine = await s.anon
      .from('contact_submissions')
      .insert({ name: 'Claimer', email: 'claimer@example.com', message: 'm' })
      .select('claim')
      .single<{ claim: string }>();
    expect(mine.error).toBeNull();
    const stored = await s.service.from('contact_submissions').select('claim').eq('email', 'claimer@example.com');
    expect(stored.data).toEqual([{ claim: mine.data!.claim }]);
    // a read is a transaction that stored nothing: no row, not even this visitor's own
    expect((await s.anon.from('contact_submissions').select('claim')).data).toEqual([]);
    expect((await s.anon.from('contact_submissions').select('claim').eq('claim', mine.data!.claim)).data).toEqual([]);
    // the claim is the database's: a caller cannot choose it
    const chosen = await s.anon
      .from('contact_submissions')
      .insert({ name: 'Chooser', email: 'chooser@example.com', message: 'm', claim: mine.data!.claim });
    expect(chosen.error?.code).toBe('42501');
    // two rows in one insert: each its own claim, both read back by that insert alone
    const two = await s.anon
      .from('contact_submissions')
      .insert([
        { name: 'Twin', email: 'twin@example.com', message: 'a' },
        { name: 'Twin', email: 'twin@example.com', message: 'b' },
      ])
      .select('claim');
    expect(new Set(two.data!.map((r) => r.claim)).size).toBe(2);
    expect(two.data!.map((r) => r.claim)).not.toContain(mine.data!.claim);
  });

  it('in SQL too: a transaction of anon sees the claims of the rows it stored, no other column and no other row', async () => {
    await s.service.from('contact_submissions').insert({ name: 'Earlier', email: 'earlier@example.com', message: 'm' });
    const asAnon = <T>(fn: (tx: Transaction) => Promise<T>) =>
      s.backend.db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
        await tx.exec('set local role anon');
        return fn(tx);
      });
    const rows = await asAnon(async (tx) => {
      await tx.query(`insert into public.contact_submissions (name, email, message) values ('Same', 'same@example.com', 'm')`);
      return (await tx.query<{ claim: string }>('select claim from public.contact_submissions')).rows.length;
    });
    const email = await asAnon((tx) => tx.query('select email from public.contact_submissions')).then(
      () => 'read',
      (e: { code?: string }) => e.code,
    );
    const seen = { rows, email };
    expect(seen).toEqual({ rows: 1, email: '42501' });
  });

  it('anon cannot call the rate-limit function; the service role can', async () => {
    const anon = await s.anon.rpc('consume_rate_limit', { p_scope: 'x', p_subject: 'y', p_limit: 1 });
    expect(anon.error?.code).toBe('42501');
    const svc = await s.service.rpc('consume_rate_limit', { p_scope: 'x', p_subject: 'y', p_limit: 1 });
    expect(svc.data).toMatchObject({ allowed: true, hits: 1 });
  });

  it('anon sees storage objects only of the public media buckets, and no bucket rows', async () => {
    const { rows } = await s.backend.db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      return tx.query<{ n: number }>('select count(*)::int as n from storage.buckets');
    });
    expect(rows[0]!.n).toBe(0);
  });
});
