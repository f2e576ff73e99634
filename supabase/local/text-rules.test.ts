// @vitest-environment node
/**
 * The text rules of issue 38 in the database, on real PGlite through real supabase-js clients, held to the one
 * place each is written: the visible-text rule (widgets/content/forms.ts VISIBLE_CHARACTER; public.has_visible_text,
 * migration 20261128001000) compared over every code point, the email rule (forms.ts isEmailAddress;
 * private.valid_email, 20261128001100) and the character, origin and path patterns of attribution and metadata
 * (widgets/content/attribution.ts; 20261128001200 and 20261128001300), whose very text the functions hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_FORBIDDEN, VISIBLE_CHARACTER, consultationMessage } from '../../widgets/content/forms.ts';
import { FORBIDDEN_TEXT_SOURCE, LANDING_PATH_SOURCE, REFERRER_SOURCE } from '../../widgets/content/attribution.ts';
import { startServed } from './test-helpers.ts';
import { isSurrogate, MAX_CODE_POINT } from './visible-text-sql.ts';

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

/** Names made only of invisible characters (issue 38 item 5), each stored before. */
const INVISIBLE_ONLY = ['\u0301\u0302\u0303', '\u{E0041}', '\u{1D173}', '\uFFF9', '\u{E0100}', '\u180F'];

let n = 0;
const unique = () => `${Date.now()}.${++n}`;

async function sendContact(row: { name?: string; email?: string; message?: string }) {
  const id = unique();
  const full = { name: `Lead ${id}`, email: `rules.${id}@example.com`, message: `Hello ${id}`, ...row };
  const r = await s.anon.from('contact_submissions').insert(full);
  const stored = (await s.service.from('contact_submissions').select('id').eq('email', full.email).eq('message', full.message)).data;
  return { status: r.status, code: r.error?.code, message: r.error?.message, stored: stored?.length ?? 0 };
}

async function signup(email: string) {
  const r = await s.anon.from('newsletter_subscribers').insert({ email });
  const stored = (await s.service.from('newsletter_subscribers').select('id').eq('email', email.toLowerCase())).data;
  return { status: r.status, code: r.error?.code, message: r.error?.message, stored: stored?.length ?? 0 };
}

const refused = (constraint: string) => ({ status: 400, code: '23514', message: expect.stringContaining(constraint), stored: 0 });

describe('public.has_visible_text is forms.ts VISIBLE_CHARACTER', () => {
  it('gives the same answer for every code point', async () => {
    // One query: the database's visible code points as ranges (gaps and islands), surrogates left out (not text).
    const { rows } = await s.backend.db.query<{ lo: number; hi: number }>(
      `select min(c) as lo, max(c) as hi
         from (select c, c - row_number() over (order by c) as g
                 from generate_series(1, ${MAX_CODE_POINT}) c
                where c not between 55296 and 57343 and public.has_visible_text(chr(c))) v
        group by g order by lo`,
    );
    const inDatabase = new Set<number>();
    for (const { lo, hi } of rows) for (let c = lo; c <= hi; c++) inDatabase.add(c);
    const differing: string[] = [];
    for (let c = 1; c <= MAX_CODE_POINT; c++) {
      if (isSurrogate(c)) continue;
      const ch = String.fromCodePoint(c);
      // A Node with older Unicode tables than the migration's (its comment names them) does not know every code
      // point the class holds: those alone may differ. Newer tables fail here: print the class into a new migration.
      if (VISIBLE_CHARACTER.test(ch) !== inDatabase.has(c) && !/\p{Cn}/u.test(ch)) differing.push(`U+${c.toString(16)}`);
    }
    expect(differing.slice(0, 20)).toEqual([]);
  }, 120_000);

  it.each(INVISIBLE_ONLY)('refuses the name %j (issue 38 item 5) and a message of it; stores nothing', async (value) => {
    expect(await sendContact({ name: value })).toEqual(refused('contact_submissions_name_check'));
    expect(await sendContact({ name: `${value} \u200b ${value}` })).toEqual(refused('contact_submissions_name_check'));
    expect(await sendContact({ message: consultationMessage('(314) 555-0100', value).replace(/[^\n]+/g, value) })).toEqual(
      refused('contact_submissions_message_check'),
    );
  });

  it('still stores names with something to read: accents, other scripts, combining marks on a letter, emoji', async () => {
    for (const name of ['José', 'A\u0301na', '李小龙', 'Ωmega', '🌸'])
      expect({ name, ...(await sendContact({ name })) }).toEqual({ name, status: 201, code: undefined, message: undefined, stored: 1 });
  });
});

describe('email addresses (private.valid_email is forms.ts isEmailAddress)', () => {
  const HOSTILE = ['\u200b@\u200b.\u200b', '<script>@x.io', '\u0301@example.com', 'jane@\u0301.\u0302', 'a"b@x.io', 'a`b@x.io'];

  it.each(HOSTILE)('contact_submissions refuses %j (issue 38 item 6) and stores nothing', async (email) => {
    expect(await sendContact({ email })).toEqual(refused('contact_submissions_email_check'));
  });

  it.each(HOSTILE)('newsletter_subscribers refuses %j and stores nothing', async (email) => {
    expect(await signup(email)).toEqual(refused('newsletter_subscribers_email_check'));
  });

  it("stores ordinary addresses, an apostrophe's and a Unicode one", async () => {
    for (const email of [`o'brien.${unique()}@example.ie`, `ünï.${unique()}@bücher.de`]) {
      expect(await sendContact({ email })).toMatchObject({ status: 201, stored: 1 });
      expect(await signup(email)).toMatchObject({ status: 201, stored: 1 });
    }
  });

  it('states the markup characters of forms.ts EMAIL_FORBIDDEN', async () => {
    const { rows } = await s.backend.db.query<{ def: string }>(
      `select pg_get_functiondef('private.valid_email(text)'::regprocedure) as def`,
    );
    expect(rows[0]!.def).toContain(`'${EMAIL_FORBIDDEN.source}'`);
  });
});

describe("attribution's and metadata's patterns are attribution.ts's very text", () => {
  it.each([
    ['private.valid_attribution(jsonb)', [FORBIDDEN_TEXT_SOURCE, REFERRER_SOURCE, LANDING_PATH_SOURCE]],
    ['private.valid_metadata(jsonb)', [FORBIDDEN_TEXT_SOURCE]],
  ] as const)('%s', async (fn, sources) => {
    const { rows } = await s.backend.db.query<{ def: string }>(`select pg_get_functiondef($1::regprocedure) as def`, [fn]);
    for (const source of sources) expect(rows[0]!.def).toContain(`'${source}'`);
  });

  it('metadata refuses what attribution refuses, through the API', async () => {
    for (const note of ['＜script＞', '&lt;b&gt;', 'a\u202Eb', '\u0301\u0302']) {
      const r = await s.anon
        .from('contact_submissions')
        .insert({ name: 'Meta', email: `meta.${unique()}@example.com`, message: 'hi', metadata: { note } });
      expect([note, r.status, r.error?.message]).toEqual([note, 400, expect.stringContaining('contact_submissions_metadata_check')]);
    }
  });
});
