// @vitest-environment node
/**
 * Campaign attribution in the database (migration 20261125000200_attribution.sql, issue 30) on real PGlite
 * through real supabase-js clients: contact messages, consultation requests (both rows of contact_submissions)
 * and newsletter signups take a bounded `attribution`: the keys of widgets/content/attribution.ts, each value at
 * most its cap there (the caps here are that file's, held to the SQL by inserting at and past each one), visible,
 * without control characters or markup brackets. Anything else is refused with 400 (23514), never stored. Anon
 * still reads nothing back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_KEYS, attributionProblem } from '../../widgets/content/attribution.ts';
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

const campaign = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring-prp',
  gclid: 'abc',
  referrer: 'https://www.google.com',
  landing_path: '/offers/spring',
  source: 'hero-button',
};

let n = 0;
const unique = () => `${Date.now()}.${++n}`;

/** A contact row as anon (a message, or a consultation request when `reason` is given); returns the answer. */
async function sendContact(attribution: unknown, reason?: string) {
  const id = unique();
  const email = `attr.${id}@example.com`;
  const message = reason ? consultationMessage('(314) 555-0100', reason) : `Hello ${id}`;
  const row = { name: `Lead ${id}`, email, message, ...(attribution === undefined ? {} : { attribution }) };
  const r = await s.anon.from('contact_submissions').insert(row);
  return { ...r, email };
}

const storedContact = async (email: string) =>
  (await s.service.from('contact_submissions').select('attribution, message').eq('email', email)).data as {
    attribution: unknown;
    message: string;
  }[];

async function signup(attribution: unknown, email = `news.${unique()}@example.com`) {
  const r = await s.anon.from('newsletter_subscribers').insert({ email, ...(attribution === undefined ? {} : { attribution }) });
  return { ...r, email };
}

const storedSignup = async (email: string) =>
  (await s.service.from('newsletter_subscribers').select('attribution').eq('email', email)).data as { attribution: unknown }[];

/** Refused as a CHECK constraint refuses: 400, 23514, naming the attribution's constraint. */
function expectRefused(r: { status: number; error: { code?: string; message?: string } | null }, table: string) {
  expect(r.status).toBe(400);
  expect(r.error?.code).toBe('23514');
  expect(r.error?.message).toContain(`${table}_attribution_check`);
}

/** A value of `key` of `length` characters: an origin for referrer, a path for landing_path (their shapes). */
const filler = (key: keyof typeof ATTRIBUTION_FIELDS, length: number) =>
  key === 'referrer' ? `https://${'x'.repeat(length - 8)}` : key === 'landing_path' ? `/${'x'.repeat(length - 1)}` : 'x'.repeat(length);
const at = (key: keyof typeof ATTRIBUTION_FIELDS, length: number) => ({ [key]: filler(key, length) });

describe('contact_submissions.attribution', () => {
  it('a contact message stores exactly the campaign fields it was sent with', async () => {
    const r = await sendContact(campaign);
    expect([r.error, r.status]).toEqual([null, 201]);
    expect(await storedContact(r.email)).toEqual([expect.objectContaining({ attribution: campaign })]);
  });

  it('a consultation request stores them beside its message, and none of the reason', async () => {
    const r = await sendContact(campaign, 'Rosacea flare-ups');
    expect(r.error).toBeNull();
    const [row] = await storedContact(r.email);
    expect(row!.attribution).toEqual(campaign);
    expect(JSON.stringify(row!.attribution)).not.toContain('Rosacea');
  });

  it('without one (the page had none) the column is null', async () => {
    const r = await sendContact(undefined);
    expect(r.error).toBeNull();
    expect(await storedContact(r.email)).toEqual([expect.objectContaining({ attribution: null })]);
    const explicit = await sendContact(null);
    expect(explicit.error).toBeNull();
    expect(await storedContact(explicit.email)).toEqual([expect.objectContaining({ attribution: null })]);
  });

  it.each(ATTRIBUTION_KEYS)('%s: takes its cap of widgets/content/attribution.ts and refuses one character more', async (key) => {
    const cap = ATTRIBUTION_FIELDS[key];
    const ok = await sendContact(at(key, cap));
    expect(ok.error).toBeNull();
    expect(await storedContact(ok.email)).toEqual([expect.objectContaining({ attribution: at(key, cap) })]);
    const long = await sendContact(at(key, cap + 1));
    expectRefused(long, 'contact_submissions');
    expect(await storedContact(long.email)).toEqual([]);
  });

  it('counts characters, not bytes: Unicode within the cap is stored as sent', async () => {
    const unicode = { utm_campaign: 'Été 🌸 ', utm_source: '😀'.repeat(ATTRIBUTION_FIELDS.utm_source), utm_term: 'ボトックス' };
    const r = await sendContact(unicode);
    expect(r.error).toBeNull();
    expect(await storedContact(r.email)).toEqual([expect.objectContaining({ attribution: unicode })]);
    expectRefused(await sendContact({ utm_source: '😀'.repeat(ATTRIBUTION_FIELDS.utm_source + 1) }), 'contact_submissions');
  });

  it.each([
    ['an unknown key', { ...campaign, email: 'lead@example.com' }],
    ['a key of another case', { UTM_SOURCE: 'google' }],
    ['markup', { utm_campaign: '<script>alert(1)</script>' }],
    ['a lone bracket', { utm_content: 'a>b' }],
    ['a control character', { utm_term: 'line\nbreak' }],
    ['a C1 control character', { utm_term: 'x\u0085y' }],
    ['a blank value', { utm_source: ' \u200b ' }],
    ['an empty value', { utm_source: '' }],
    ['a number', { utm_source: 42 }],
    ['a nested object', { utm_source: { nested: 'x' } }],
    ['an array', ['utm_source', 'google']],
    ['a string', 'utm_source=google'],
    ['a very long value', { utm_campaign: 'x'.repeat(100_000) }],
    // issue 38 item 7
    ['a bidi override', { utm_campaign: 'spring\u202Egnp' }],
    ['a bidi isolate', { utm_term: 'a\u2067b' }],
    ['a left-to-right mark', { utm_term: 'a\u200Eb' }],
    ['an Arabic letter mark', { utm_term: 'a\u061Cb' }],
    ['a combining-only value', { utm_source: '\u0301\u0302\u0303' }],
    ['a tag-character value', { utm_source: '\u{E0041}' }],
    ['full-width brackets', { utm_campaign: '＜script＞' }],
    ['entities', { utm_campaign: '&lt;script&gt;' }],
    ['a numeric reference', { utm_content: '&#60;b' }],
    ['a javascript: referrer', { referrer: 'javascript:alert(1)' }],
    ['a referrer with a path', { referrer: 'https://www.google.com/search?q=x' }],
    ['a landing path that is an address', { landing_path: 'https://evil.example/' }],
  ])('refuses %s with 400 and stores nothing', async (_what, hostile) => {
    expect(attributionProblem(hostile), 'the functions refuse it too').not.toBeNull();
    const r = await sendContact(hostile);
    expectRefused(r, 'contact_submissions');
    expect(await storedContact(r.email)).toEqual([]);
  });

  it("keeps the home page's path, an IPv6 origin and an ampersand that is no reference (issue 38 item 7)", async () => {
    const fine = { landing_path: '/', referrer: 'http://[::1]:8080', utm_campaign: 'Spring & summer' };
    const r = await sendContact(fine);
    expect(r.error).toBeNull();
    expect(await storedContact(r.email)).toEqual([expect.objectContaining({ attribution: fine })]);
  });

  it('anon inserts the column but cannot read it back', async () => {
    const r = await sendContact(campaign);
    expect(r.error).toBeNull();
    const read = await s.anon.from('contact_submissions').select('attribution').eq('email', r.email);
    expect(read.data ?? []).toEqual([]);
    expect(read.error).not.toBeNull();
  });
});

describe('newsletter_subscribers.attribution', () => {
  it('a signup stores the campaign; a repeat of the address keeps the first', async () => {
    const first = await signup(campaign);
    expect([first.error, first.status]).toEqual([null, 201]);
    expect(await storedSignup(first.email)).toEqual([{ attribution: campaign }]);
    const again = await signup({ utm_source: 'newsletter', utm_campaign: 'other' }, first.email);
    expect([again.error, again.status]).toEqual([null, 201]);
    expect(await storedSignup(first.email)).toEqual([{ attribution: campaign }]);
  });

  it('without one the column is null', async () => {
    const r = await signup(undefined);
    expect(r.error).toBeNull();
    expect(await storedSignup(r.email)).toEqual([{ attribution: null }]);
  });

  it('refuses hostile values with 400 and stores nothing', async () => {
    for (const hostile of [
      { utm_source: '<b>x</b>' },
      { evil: 'x' },
      at('utm_medium', ATTRIBUTION_FIELDS.utm_medium + 1),
      { utm_source: '\u202Egoogle' },
      { referrer: 'javascript:alert(1)' },
      { utm_campaign: '＜script＞' },
    ]) {
      const r = await signup(hostile);
      expectRefused(r, 'newsletter_subscribers');
      expect(await storedSignup(r.email)).toEqual([]);
    }
  });
});
