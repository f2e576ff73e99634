// @vitest-environment node
/**
 * Leads in the database (issue 37; migrations 20261128000100_lead_metadata.sql and 20261128000200_lead_ids.sql) on
 * real PGlite through real supabase-js clients. Contact messages, consultation requests (both rows of
 * contact_submissions) and newsletter signups take the partner's `metadata` by the rules of
 * widgets/content/metadata.ts (the numbers here are that file's, held to the SQL at and past each one), and
 * anything else is refused with 400 (23514), never stored; they take the browser's `lead_id`, stored as sent.
 * Anon inserts with return=minimal and still reads nothing back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_MAX_DECIMALS, METADATA_MAX_KEYS, METADATA_MAX_LENGTH, metadataProblem } from '../../widgets/content/metadata.ts';
import { consultationMessage } from '../../widgets/content/forms.ts';
import { startServed } from './test-helpers.ts';

let s: Awaited<ReturnType<typeof startServed>>;
beforeAll(async () => {
  s = await startServed();
  // Every request comes from 127.0.0.1: lift its hourly contact quota for this file (the caps have their own tests).
  const { error } = await s.service.from('client_quotas').update({ max_hits: 10000 }).eq('scope', 'contact-submission');
  expect(error).toBeNull();
});
afterAll(async () => {
  await s?.close();
});

let n = 0;
const unique = () => `${Date.now()}.${++n}`;

/** A contact row as anon (a consultation request when `reason` is given), with whatever extra columns; the answer. */
async function sendContact(extra: Record<string, unknown>, reason?: string) {
  const id = unique();
  const email = `lead.${id}@example.com`;
  const message = reason ? consultationMessage('(314) 555-0100', reason) : `Hello ${id}`;
  const r = await s.anon.from('contact_submissions').insert({ name: `Lead ${id}`, email, message, ...extra });
  return { ...r, email };
}

const storedContact = async (email: string) =>
  (await s.service.from('contact_submissions').select('lead_id, metadata').eq('email', email)).data as {
    lead_id: string;
    metadata: unknown;
  }[];

async function signup(extra: Record<string, unknown>, email = `news.${unique()}@example.com`) {
  const r = await s.anon.from('newsletter_subscribers').insert({ email, ...extra });
  return { ...r, email };
}

const storedSignup = async (email: string) =>
  (await s.service.from('newsletter_subscribers').select('lead_id, metadata').eq('email', email)).data as {
    lead_id: string;
    metadata: unknown;
  }[];

function expectRefused(r: { status: number; error: { code?: string; message?: string } | null }, table: string) {
  expect(r.status).toBe(400);
  expect(r.error?.code).toBe('23514');
  expect(r.error?.message).toContain(`${table}_metadata_check`);
}

const partner = { campaign_id: 'A-17', variant: 2, price: 49.5, returning: true, Crm_Ref: 'Été 🌸' };
const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));

describe('contact_submissions.metadata', () => {
  it('a contact message and a consultation request store exactly the metadata they were sent with', async () => {
    const message = await sendContact({ metadata: partner });
    expect([message.error, message.status]).toEqual([null, 201]);
    expect(await storedContact(message.email)).toEqual([expect.objectContaining({ metadata: partner })]);
    const request = await sendContact({ metadata: partner }, 'Rosacea');
    expect(request.error).toBeNull();
    expect(await storedContact(request.email)).toEqual([expect.objectContaining({ metadata: partner })]);
  });

  it('without any the column is null', async () => {
    const r = await sendContact({});
    expect(r.error).toBeNull();
    expect(await storedContact(r.email)).toEqual([expect.objectContaining({ metadata: null })]);
  });

  it('takes the caps of widgets/content/metadata.ts and refuses one past each', async () => {
    const longest = { note: '😀'.repeat(METADATA_MAX_LENGTH), [`k${'x'.repeat(34)}`]: 1 };
    const fine = [
      keys(METADATA_MAX_KEYS),
      longest,
      { amount: Number(`1.${'1'.repeat(METADATA_MAX_DECIMALS)}`), big: Number.MAX_SAFE_INTEGER, low: -Number.MAX_SAFE_INTEGER },
    ];
    for (const metadata of fine) {
      expect(metadataProblem(metadata)).toBeNull();
      const r = await sendContact({ metadata });
      expect(r.error).toBeNull();
      expect(await storedContact(r.email)).toEqual([expect.objectContaining({ metadata })]);
    }
    const past = [
      keys(METADATA_MAX_KEYS + 1),
      { note: '😀'.repeat(METADATA_MAX_LENGTH + 1) },
      { [`k${'x'.repeat(35)}`]: 1 },
      { amount: Number(`1.${'1'.repeat(METADATA_MAX_DECIMALS + 1)}`) },
      { big: Number.MAX_SAFE_INTEGER + 2 },
    ];
    for (const metadata of past) {
      expect(metadataProblem(metadata), JSON.stringify(metadata)).not.toBeNull();
      const r = await sendContact({ metadata });
      expectRefused(r, 'contact_submissions');
      expect(await storedContact(r.email)).toEqual([]);
    }
  });

  it.each([
    ['a nested object', { plan: { tier: 'gold' } }],
    ['an array value', { tags: ['a', 'b'] }],
    ['a null value', { plan: null }],
    ['a key with a dash', { 'plan-id': 'x' }],
    ['a key starting with a digit', { '1plan': 'x' }],
    ['an empty key', { '': 'x' }],
    ['markup', { note: '<script>alert(1)</script>' }],
    ['a control character', { note: 'line\nbreak' }],
    ['a C1 control character', { note: 'x\u0085y' }],
    ['a blank value', { note: ' \u200b ' }],
    ['an empty value', { note: '' }],
    ['an array', ['plan', 'gold']],
    ['a string', 'plan=gold'],
    ['a number', 42],
    ['a very long value', { note: 'x'.repeat(100_000) }],
  ])('refuses %s with 400 and stores nothing', async (_what, hostile) => {
    expect(metadataProblem(hostile), 'the function and the browser refuse it too').not.toBeNull();
    const r = await sendContact({ metadata: hostile });
    expectRefused(r, 'contact_submissions');
    expect(await storedContact(r.email)).toEqual([]);
  });
});

describe('contact_submissions.lead_id', () => {
  it("stores the browser's id as sent; anon inserts with return=minimal and cannot select the row back", async () => {
    const id = crypto.randomUUID();
    const r = await sendContact({ lead_id: id, metadata: partner }, 'Acne scars');
    expect([r.error, r.status, r.data]).toEqual([null, 201, null]);
    expect(await storedContact(r.email)).toEqual([{ lead_id: id, metadata: partner }]);
    const read = await s.anon.from('contact_submissions').select('lead_id, metadata').eq('lead_id', id);
    expect(read.data ?? []).toEqual([]);
    expect(read.error).not.toBeNull();
    const returning = await s.anon
      .from('contact_submissions')
      .insert({ name: 'X', email: 'x@example.com', message: 'y' })
      .select('lead_id');
    expect(returning.data ?? []).toEqual([]);
    expect(returning.error).not.toBeNull();
  });

  it('an id already used is stored again, not refused (a refusal would tell the caller it exists)', async () => {
    const id = crypto.randomUUID();
    const first = await sendContact({ lead_id: id });
    const second = await sendContact({ lead_id: id });
    expect([first.error, second.error]).toEqual([null, null]);
    expect((await storedContact(second.email))[0]!.lead_id).toBe(id);
  });

  it('a row sent without one gets a random id; a value that is not a uuid is a 400', async () => {
    const r = await sendContact({});
    expect((await storedContact(r.email))[0]!.lead_id).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await sendContact({ lead_id: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(await storedContact(bad.email)).toEqual([]);
  });
});

describe('newsletter_subscribers: metadata and lead_id', () => {
  it('a signup stores both; a repeat of the address is answered the same and keeps the first', async () => {
    const id = crypto.randomUUID();
    const first = await signup({ lead_id: id, metadata: partner });
    expect([first.error, first.status, first.data]).toEqual([null, 201, null]);
    expect(await storedSignup(first.email)).toEqual([{ lead_id: id, metadata: partner }]);
    const again = await signup({ lead_id: crypto.randomUUID(), metadata: { campaign_id: 'other' } }, first.email);
    expect([again.error, again.status]).toEqual([null, 201]);
    expect(await storedSignup(first.email)).toEqual([{ lead_id: id, metadata: partner }]);
    const read = await s.anon.from('newsletter_subscribers').select('lead_id').eq('lead_id', id);
    expect(read.data ?? []).toEqual([]);
    expect(read.error).not.toBeNull();
  });

  it('refuses hostile metadata with 400 and stores nothing', async () => {
    for (const hostile of [{ note: '<b>x</b>' }, { 'bad key': 'x' }, keys(METADATA_MAX_KEYS + 1)]) {
      const r = await signup({ metadata: hostile });
      expectRefused(r, 'newsletter_subscribers');
      expect(await storedSignup(r.email)).toEqual([]);
    }
  });
});
