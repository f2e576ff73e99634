// @vitest-environment node
/**
 * POST /rest/v1/<table>: what an insert takes from the query (rest.ts `insertQueryError`, issue 38 item 4). A
 * query the stand-in does not use on an insert is refused with a PGRST-style 400 and nothing is stored; the
 * widgets' own inserts (supabase-js, with and without `.select()`) still go through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServed } from './test-helpers.ts';

let s: Awaited<ReturnType<typeof startServed>>;
beforeAll(async () => {
  s = await startServed();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const row = (n: string) => ({ name: `Query ${n}`, email: `query-${n}@example.com`, message: 'About the query string' });
const stored = async (email: string) =>
  (await s.service.from('contact_submissions').select('id', { count: 'exact' }).eq('email', email)).count;

async function post(query: string, body: object, prefer?: string) {
  const key = s.backend.serviceRoleKey; // the service role may read back what it inserts (return=representation)
  const r = await fetch(`${s.url}/rest/v1/contact_submissions?${query}`, {
    method: 'POST',
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...(prefer ? { Prefer: prefer } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: (await r.text()) || null };
}

describe('POST with a query the insert does not use', () => {
  it.each([
    ['or=(id.eq.1)', 'PGRST100'],
    ['and=(', 'PGRST100'],
    ['order=nope', 'PGRST100'],
    ['limit=abc', 'PGRST100'],
    ['bogus=eq.1', 'PGRST100'],
    ['offset=1', 'PGRST100'],
    ['name=eq.x', 'PGRST100'],
    ['select=id,bogus', '42703'],
    ['select=id,bogus&columns=name,email,message', '42703'],
  ])('%s: 400 %s, PGRST-style body, nothing stored', async (query, code) => {
    const body = row(query.replace(/\W+/g, '-'));
    for (const prefer of [undefined, 'return=representation']) {
      const r = await post(query, body, prefer);
      expect(r.status).toBe(400);
      const json = JSON.parse(r.body!) as Record<string, unknown>;
      expect(Object.keys(json).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(json.code).toBe(code);
    }
    expect(await stored(body.email)).toBe(0);
  });

  it('the refusal names the parameter', async () => {
    const r = await post('bogus=eq.1', row('named'));
    expect(JSON.parse(r.body!).message).toContain('"bogus"');
  });
});

describe('what an insert does take', () => {
  it('select= with return=representation answers those columns', async () => {
    const body = row('select');
    const r = await post('select=name,email', body, 'return=representation');
    expect(r.status).toBe(201);
    expect(JSON.parse(r.body!)).toEqual([{ name: body.name, email: body.email }]);
  });

  it("supabase-js: the widgets' insert, an array (columns=), insert().select() and apikey in the query", async () => {
    const one = row('one');
    expect((await s.anon.from('contact_submissions').insert(one)).status).toBe(201);
    const many = [row('many-a'), row('many-b')];
    expect((await s.anon.from('contact_submissions').insert(many)).status).toBe(201);
    const back = await s.service.from('contact_submissions').insert(row('back')).select('id, name').single();
    expect(back.error).toBeNull();
    expect(back.data).toMatchObject({ name: 'Query back' });
    expect((await post(`apikey=${s.backend.serviceRoleKey}`, row('apikey'))).status).toBe(201);
    for (const r of [one, ...many, row('apikey')]) expect(await stored(r.email)).toBe(1);
  });
});
