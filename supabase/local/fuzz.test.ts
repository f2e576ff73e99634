// @vitest-environment node
/**
 * Fuzz: a few hundred generated bad inputs (seeded, so a failure replays) against every write path of the
 * anon key (contact_submissions, newsletter_subscribers, PATCH/DELETE, filters, storage listing) and every
 * function, over real HTTP into real PGlite. Each must answer a 4xx with a JSON body that carries no internal
 * message, path or stack; no row may be stored by any of them (nor half a batch); the process still answers.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServed } from './test-helpers.ts';
import { fields } from '../../widgets/content/forms.ts';
import { LIMITS } from '../functions/_shared/limits.ts';
import { prng } from '../../scripts/prng.ts';

let s: Awaited<ReturnType<typeof startServed>>;
beforeAll(async () => {
  s = await startServed();
});
afterAll(async () => {
  await s?.close();
});

const SEED = 0x17_2026;
const rnd = prng(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
type Bytes = Uint8Array<ArrayBuffer>;
const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

/** Values no text field may hold (numbers and booleans are left out: like PostgREST, they become valid text). */
const badText = (max: number): unknown[] => [
  null,
  '',
  ' ',
  '\t\n',
  '\u00a0',
  '\u200b',
  '\u00a0\u200b\u2060\ufeff',
  '\u3000\u180e',
  {},
  [],
  { $gt: '' },
  { $ne: null },
  ['a', 'b'],
  'x'.repeat(max + 1),
  '😀'.repeat(max + 1),
  'a\u0000b',
];
const badEmails: unknown[] = [
  ...badText(fields.email.maxLength),
  'no-at-sign',
  'a@b',
  'a b@example.com',
  '@example.com',
  'a@@example.com',
  'a@example.',
  `${'a'.repeat(250)}@example.com`,
  1,
  true,
];
/** Whole bodies that are not a valid insert for any table. */
const badBodies = (): Array<string | Bytes> => [
  '',
  'null',
  'true',
  '42',
  '"text"',
  '[',
  '{"name": ',
  '{}',
  '[{}]',
  '[null]',
  '[[]]',
  '[1, 2]',
  '{"unknown_column": 1}',
  nested(10_000, '[', ']'),
  nested(LIMITS.jsonDepth + 1, '{"a":', '}').replace(/\{"a":\}$/, '{"a":1}'),
  nested(200, '[', ']'),
  new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), // invalid UTF-8
  '\u0000',
];

interface Case {
  target: string;
  method: string;
  path: string;
  body?: string | Bytes;
  headers?: Record<string, string>;
}

const contactGood = { name: 'Fuzz Person', email: 'fuzz@example.com', message: 'Fuzz message' };
/** A well-formed claim no insert returned (the database makes each one at random). */
const NEVER_ISSUED = '00000000-0000-4000-8000-000000000001';
const consultGood = { name: 'Fuzz Person', phone: '(314) 555-0100', email: 'fuzz@example.com', reason: 'Fuzz reason' };

function contactCases(n: number): Case[] {
  const out: Case[] = [];
  const limits = { name: fields.name.maxLength, email: fields.email.maxLength, message: fields.message.maxLength };
  for (let i = 0; i < n; i++) {
    const kind = rnd();
    let body: string | Bytes;
    if (kind < 0.55) {
      const field = pick(['name', 'email', 'message'] as const);
      const value = field === 'email' ? pick(badEmails) : pick(badText(limits[field]));
      body = JSON.stringify({ ...contactGood, message: `${contactGood.message} ${i}`, [field]: value });
    } else if (kind < 0.7) {
      // a batch of good rows with one bad row somewhere: nothing may be stored
      const rows: Record<string, unknown>[] = Array.from({ length: 2 + Math.floor(rnd() * 8) }, (_, j) => ({
        ...contactGood,
        message: `batch ${i}.${j}`,
      }));
      rows[Math.floor(rnd() * rows.length)]!.email = pick(badEmails.filter((e) => e !== null && typeof e !== 'object'));
      body = JSON.stringify(rows);
    } else if (kind < 0.75) {
      body = JSON.stringify(Array.from({ length: LIMITS.insertRows + 1 + Math.floor(rnd() * 50) }, () => contactGood));
    } else if (kind < 0.8) {
      body = JSON.stringify({ ...contactGood, id: '00000000-0000-0000-0000-000000000000' }); // column grant
    } else {
      body = pick(badBodies());
    }
    out.push({ target: 'rest: contact_submissions insert', method: 'POST', path: '/rest/v1/contact_submissions', body });
  }
  return out;
}

function newsletterCases(n: number): Case[] {
  return Array.from({ length: n }, (_, i): Case => {
    const kind = rnd();
    let body: string | Bytes;
    if (kind < 0.6) body = JSON.stringify({ email: pick(badEmails) });
    else if (kind < 0.7) body = JSON.stringify({ email: `ok${i}@example.com`, source_page: pick(['x'.repeat(2001), {}, ['a']]) });
    else if (kind < 0.8) body = JSON.stringify({ email: `ok${i}@example.com`, consented_at: '2000-01-01T00:00:00Z' });
    else body = pick(badBodies());
    return { target: 'rest: newsletter_subscribers insert', method: 'POST', path: '/rest/v1/newsletter_subscribers', body };
  });
}

function otherRestCases(n: number): Case[] {
  const paths = [
    '/rest/v1/%ZZ',
    '/rest/v1/news%E0%A4%A',
    '/rest/v1/news?select=(',
    '/rest/v1/news?select=title,(x)',
    '/rest/v1/news?order=title.sideways',
    '/rest/v1/news?limit=-1',
    '/rest/v1/news?offset=abc',
    '/rest/v1/news?id=eq.not-a-uuid',
    '/rest/v1/news?id=eq.%00',
    '/rest/v1/news?nope=eq.1',
    '/rest/v1/news?or=(id.eq.1)',
    '/rest/v1/news?title=regex.x',
    '/rest/v1/news?title=in.nope',
    '/rest/v1/news?title=is.maybe',
    '/rest/v1/no_such_table',
    '/rest/v1/rpc/consume_rate_limit',
    '/rest/v1/rpc/no_such_function',
    '/rest/v1/news/extra/segments',
  ];
  const writes: Array<Omit<Case, 'target'>> = [
    { method: 'PATCH', path: '/rest/v1/contact_submissions?name=eq.x', body: '{"name":"y"}' },
    { method: 'PATCH', path: '/rest/v1/news?title=eq.x', body: '{"title":"y"}' },
    { method: 'PATCH', path: '/rest/v1/news', body: '{"title":"y"}' },
    { method: 'DELETE', path: '/rest/v1/news?title=eq.x' },
    { method: 'DELETE', path: '/rest/v1/contact_submissions' },
    { method: 'DELETE', path: '/rest/v1/newsletter_subscribers?email=like.*' },
    { method: 'PUT', path: '/rest/v1/news', body: '{}' },
    { method: 'POST', path: '/rest/v1/news', body: '{"title":"t","content":"c"}' },
    { method: 'POST', path: '/rest/v1/products?on_conflict=name', body: '{"name":"x"}' },
    { method: 'POST', path: '/rest/v1/sms_outbox', body: '{"recipient":"+1","body":"b"}' },
    { method: 'POST', path: '/rest/v1/client_quotas', body: '{"scope":"contact-submission","max_hits":1000000,"window_seconds":1}' },
    {
      method: 'POST',
      path: '/rest/v1/rpc/claim_consultation_notification',
      body: `{"p_claim":"${NEVER_ISSUED}","p_name":"a","p_email":"b","p_message":"c","p_max_age_seconds":1}`,
    },
    { method: 'POST', path: '/rest/v1/rpc/consume_client_quota', body: '{"p_scope":"contact-submission","p_subject":"1.2.3.4"}' },
  ];
  return Array.from({ length: n }, (): Case => {
    if (rnd() < 0.5) return { target: 'rest: filters and paths', method: pick(['GET', 'HEAD']), path: pick(paths) };
    return { target: 'rest: update, delete, other tables', ...pick(writes) };
  });
}

function storageCases(n: number): Case[] {
  const buckets = ['%ZZ', 'no_such_bucket', '%E0%A4%A', 'hero_images%00', '..%2F..'];
  return Array.from({ length: n }, (): Case => {
    if (rnd() < 0.4)
      return { target: 'storage: list', method: 'POST', path: `/storage/v1/object/list/${pick(buckets)}`, body: '{"prefix":""}' };
    if (rnd() < 0.2)
      return { target: 'storage: public object', method: 'GET', path: `/storage/v1/object/public/${pick(buckets)}/x%00.jpg` };
    const body = pick(['[', '[]', '[1]', 'null', '"x"', '42', nested(10_000, '[', ']'), new Uint8Array([0xff, 0xfe])]);
    return { target: 'storage: list', method: 'POST', path: '/storage/v1/object/list/hero_images', body };
  });
}

function smsCases(n: number): Case[] {
  return Array.from({ length: n }, (_, i): Case => {
    const kind = rnd();
    let body: string | Bytes;
    if (kind < 0.45) {
      const field = pick(['name', 'phone', 'email', 'reason'] as const);
      const bad =
        field === 'email'
          ? pick(badEmails)
          : field === 'phone'
            ? pick(['call me', '123', '+1 (314) 555-0100 ext. 9', '1'.repeat(16), null, {}, 'a\u0000b'])
            : pick(badText(field === 'name' ? fields.name.maxLength : fields.reason.maxLength).concat(['Jane\nDoe', 'Jane\u0007']));
      body = JSON.stringify({ data: { ...consultGood, [field]: bad }, claim: NEVER_ISSUED });
    } else if (kind < 0.65) {
      // a well-formed notification for a request that was never stored
      body = JSON.stringify({ data: { ...consultGood, name: `Never Stored ${i}` }, claim: NEVER_ISSUED });
    } else if (kind < 0.72) {
      body = JSON.stringify({ data: { ...consultGood, reason: 'r'.repeat(LIMITS.functionBodyBytes) }, claim: NEVER_ISSUED });
    } else {
      body = pick([...badBodies(), '{"data": []}', '{"data": "x"}', '[{"data": {}}]']);
    }
    return { target: 'function: send-consultation-sms', method: 'POST', path: '/functions/v1/send-consultation-sms', body };
  });
}

function checkoutCases(n: number): Case[] {
  return Array.from({ length: n }, (): Case => {
    const body = pick([
      JSON.stringify({ productId: 'Bio\u0000Cleanse', price: 45.99 }),
      JSON.stringify({ productId: 'Bio Cleanse', price: 1 }),
      JSON.stringify({ productId: 'No Such Product', price: 1 }),
      JSON.stringify({ productId: '', price: 45.99 }),
      JSON.stringify({ productId: '\u200b', price: 45.99 }),
      JSON.stringify({ productId: { $gt: '' }, price: 45.99 }),
      JSON.stringify({ productId: 'Bio Cleanse', price: -1 }),
      JSON.stringify({ productId: 'Bio Cleanse', price: '45.99' }),
      JSON.stringify({ productId: 'Bio Cleanse', price: 1e308 }),
      JSON.stringify({ productId: 'x'.repeat(201), price: 1 }),
      ...badBodies(),
    ]);
    return { target: 'function: create-checkout', method: 'POST', path: '/functions/v1/create-checkout', body };
  });
}

function mapsCases(n: number): Case[] {
  return Array.from({ length: n }, (): Case => {
    const body = pick(['[', '[]', '42', '"x"', 'true', nested(10_000, '[', ']'), 'x'.repeat(LIMITS.functionBodyBytes + 1), '{"a":']);
    return { target: 'function: get-google-maps-key', method: 'POST', path: '/functions/v1/get-google-maps-key', body };
  });
}

const INTERNALS = /\/work\/|node_modules|\.ts:\d+|\n\s+at |pglite|wasm|RuntimeError|TypeError|undefined is not/i;

async function counts() {
  const q = await s.backend.db.query<{ c: number; n: number; o: number; notified: number }>(
    `select (select count(*)::int from contact_submissions) as c, (select count(*)::int from newsletter_subscribers) as n,
            (select count(*)::int from sms_outbox) as o, (select count(*)::int from contact_submissions where notified_at is not null) as notified`,
  );
  return q.rows[0]!;
}

it('a few hundred generated bad inputs: all 4xx, no internals, nothing stored, the process still answers', async () => {
  const cases = [
    ...contactCases(130),
    ...newsletterCases(70),
    ...otherRestCases(60),
    ...storageCases(40),
    ...smsCases(70),
    ...checkoutCases(40),
    ...mapsCases(20),
  ];
  const before = await counts();
  const perTarget = new Map<string, Record<number, number>>();
  const failures: string[] = [];
  for (const [i, c] of cases.entries()) {
    const res = await fetch(`${s.url}${c.path}`, {
      method: c.method,
      body: c.body,
      headers: {
        apikey: s.backend.anonKey,
        Authorization: `Bearer ${s.backend.anonKey}`,
        'Content-Type': 'application/json',
        ...c.headers,
      },
    });
    const text = await res.text();
    const tally = perTarget.get(c.target) ?? {};
    tally[res.status] = (tally[res.status] ?? 0) + 1;
    perTarget.set(c.target, tally);
    const bodyShown = typeof c.body === 'string' ? c.body.slice(0, 80) : `${c.body?.byteLength ?? 0} bytes`;
    if (res.status < 400 || res.status >= 500)
      failures.push(`#${i} ${c.method} ${c.path} ${bodyShown} -> ${res.status} ${text.slice(0, 160)}`);
    else if (INTERNALS.test(text)) failures.push(`#${i} ${c.method} ${c.path} leaks: ${text.slice(0, 160)}`);
    else if (c.method !== 'HEAD' && text && !/^[[{]/.test(text.trim())) failures.push(`#${i} ${c.path}: not JSON: ${text.slice(0, 80)}`);
  }
  console.log(`fuzz (seed ${SEED}): ${cases.length} bad inputs`);
  for (const [t, tally] of perTarget) console.log(`  ${t}: ${JSON.stringify(tally)}`);
  expect(failures).toEqual([]);
  expect(cases.length).toBeGreaterThanOrEqual(400);
  expect(await counts()).toEqual(before);

  // alive, and still taking a good row
  expect((await s.anon.from('news').select('id')).status).toBe(200);
  expect((await s.anon.from('contact_submissions').insert(contactGood)).status).toBe(201);
}, 240_000);
