// @vitest-environment node
/**
 * Issue #17, one regression per finding, on real PGlite through the real HTTP layer and supabase-js: each of
 * these answered a 5xx, stored what it should not, or let a bot through before.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { startServed } from './test-helpers.ts';
import { consultationMessage, hasVisibleText } from '../../widgets/content/forms.ts';
import { LIMITS } from '../functions/_shared/limits.ts';
import { smsSafeText } from '../functions/_shared/sms-text.ts';
import { serveLocalBackend } from './index.ts';
import { verifyJwt } from './jwt.ts';
import { requiredText } from '../../widgets/runtime/controls/rules.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from './keys.ts';

let s: Awaited<ReturnType<typeof startServed>>;
beforeAll(async () => {
  s = await startServed();
});
afterAll(async () => {
  await s?.close();
});
afterEach(async () => {
  for (const k of ['ALLOWED_ORIGINS', 'SMS_DAILY_LIMIT']) delete s.backend.env[k];
  await s.backend.db.exec('delete from public.function_rate_limits; delete from public.client_quota_hits; delete from public.sms_outbox;');
});

const anonHeaders = () => ({ apikey: s.backend.anonKey, Authorization: `Bearer ${s.backend.anonKey}`, 'Content-Type': 'application/json' });
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${s.url}${path}`, { method: 'POST', body, headers: { ...anonHeaders(), ...headers } });
const countRows = async (table: string) =>
  (await s.backend.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]!.n;
const good = { name: 'Valid Name', email: 'valid@example.com', message: 'Valid message' };

/**
 * Stores a request as the widget does (§7.1: the insert that reads back the claim), in process as the function calls
 * below (no idle keep-alive socket to go stale during a long test); the claim. The service role's key stores any row.
 */
async function storeRequest(row: Record<string, unknown>, key = s.backend.anonKey): Promise<string> {
  const r = (await s.backend.handle(
    new Request(`${s.url}/rest/v1/contact_submissions?select=claim`, {
      method: 'POST',
      body: JSON.stringify(row),
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
        Accept: 'application/vnd.pgrst.object+json',
        'X-Forwarded-For': '192.0.2.20',
      },
    }),
  )) as Response;
  expect(r.status).toBe(201);
  return ((await r.json()) as { claim: string }).claim;
}

/** A raw HTTP exchange (methods fetch refuses, bodies that never finish). */
function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(s.url + path);
    const req = httpRequest({ host: u.hostname, port: u.port, method, path, headers: { ...anonHeaders(), ...headers } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('1. flooding: body and row limits in the local layer, per-client caps in the database', () => {
  it(`a body over ${LIMITS.apiBodyBytes} bytes is 413 before anything is stored (declared or streamed)`, async () => {
    const before = await countRows('contact_submissions');
    const rows = JSON.stringify(Array.from({ length: 9000 }, (_, i) => ({ ...good, message: `m${i}`.padEnd(100, 'x') })));
    expect(rows.length).toBeGreaterThan(LIMITS.apiBodyBytes);
    const declared = await post('/rest/v1/contact_submissions', rows);
    expect(declared.status).toBe(413);
    expect((await declared.json()).code).toBe('PGRST413');
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 40; i++) c.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
        c.close();
      },
    });
    const streamed = await fetch(`${s.url}/rest/v1/contact_submissions`, {
      method: 'POST',
      body: stream,
      headers: anonHeaders(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await countRows('contact_submissions')).toBe(before);
  });

  it(`an insert of more than ${LIMITS.insertRows} rows is 413; nothing is stored`, async () => {
    const before = await countRows('contact_submissions');
    const r = await s.anon
      .from('contact_submissions')
      .insert(Array.from({ length: LIMITS.insertRows + 1 }, (_, i) => ({ ...good, message: `bulk ${i}` })));
    expect(r.status).toBe(413);
    expect(await countRows('contact_submissions')).toBe(before);
  });

  it(`the database caps anonymous messages at ${LIMITS.contactPerClient.max} per address per hour: 429 + Retry-After`, async () => {
    const before = await countRows('contact_submissions');
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < LIMITS.contactPerClient.max + 5; i++) {
      // a bot's own address headers change nothing: the local host reads the socket
      const spoof = { 'X-Forwarded-For': `198.51.100.${i}`, 'CF-Connecting-IP': `203.0.113.${i}`, 'X-Real-IP': `192.0.2.${i}` };
      const r = await post('/rest/v1/contact_submissions', JSON.stringify({ ...good, message: `cap ${i}` }), spoof);
      statuses.push(r.status);
      if (r.status === 429) retryAfter = r.headers.get('retry-after');
    }
    expect(statuses.filter((x) => x === 201)).toHaveLength(LIMITS.contactPerClient.max);
    expect(statuses.slice(LIMITS.contactPerClient.max)).toEqual(Array(5).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(LIMITS.contactPerClient.windowSeconds);
    expect(await countRows('contact_submissions')).toBe(before + LIMITS.contactPerClient.max);
    // the service role (staff tools) is not capped
    expect((await s.service.from('contact_submissions').insert(good)).error).toBeNull();
  });

  it('in SQL the client is cf-connecting-ip where present (hosted: set by Cloudflare), else the first x-forwarded-for entry', async () => {
    const address = (headers: Record<string, string>) =>
      s.backend.db.transaction(async (tx) => {
        await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
        return (await tx.query<{ a: string }>('select public.request_client_address() as a')).rows[0]!.a;
      });
    expect(await address({ 'cf-connecting-ip': '203.0.113.5', 'x-forwarded-for': '6.6.6.6, 203.0.113.5' })).toBe('203.0.113.5');
    expect(await address({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1' })).toBe('198.51.100.1');
    expect(await address({})).toBe('unknown');
  });

  it('the cap holds in SQL for a bulk insert under the row limit (the hosted project has no local layer)', async () => {
    const before = await countRows('contact_submissions');
    const r = await s.backend.db
      .transaction(async (tx) => {
        await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'x-forwarded-for': '198.51.100.7' })]);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'anon' })]);
        await tx.exec('set local role anon');
        await tx.query(
          `insert into public.contact_submissions (name, email, message) select 'Bulk', 'bulk@example.com', 'm' || g from generate_series(1, 40000) g`,
        );
      })
      .then(
        () => 'stored',
        (e: { code?: string; message?: string }) => `${e.code}:${e.message}`,
      );
    expect(r).toMatch(/^PGRST:.*Too many messages/);
    expect(await countRows('contact_submissions')).toBe(before);
  });
});

describe('2. send-consultation-sms: one text per stored request', () => {
  const visitor = { name: 'Real Visitor', phone: '(314) 555-0142', email: 'real@example.com', reason: 'Hair loss consultation' };
  const sms = (data: unknown, claim: string, ip: string, headers: Record<string, string> = {}) =>
    s.backend.handle(
      new Request(`${s.url}/functions/v1/send-consultation-sms`, {
        method: 'POST',
        body: JSON.stringify({ data, claim }),
        headers: { Authorization: `Bearer ${s.backend.anonKey}`, 'X-Forwarded-For': ip, ...headers },
      }),
    ) as Promise<Response>;

  it('100 requests from rotating addresses that stored nothing send nothing and spend no budget; the real visitor then gets through', async () => {
    s.backend.env.SMS_DAILY_LIMIT = '100';
    // the visitor's request is stored first; the bots' claims are their own guesses
    const claim = await storeRequest({
      name: visitor.name,
      email: visitor.email,
      message: consultationMessage(visitor.phone, visitor.reason),
    });
    for (let i = 0; i < 100; i++) {
      // the first bot sends the visitor's very text: without its claim, the text claims nothing
      const data = i === 0 ? visitor : { ...visitor, name: `Bot ${i}`, email: `bot${i}@example.com` };
      const r = await sms(data, crypto.randomUUID(), `203.0.113.${i}`);
      expect(r.status).toBe(422);
      expect(await r.json()).toEqual({ error: 'No stored consultation request matches this notification' });
    }
    expect(await countRows('sms_outbox')).toBe(0);
    const real = await sms(visitor, claim, '192.0.2.10');
    expect(real.status).toBe(200);
    expect(await real.json()).toMatchObject({ success: true, delivery: 'outbox' });
    // one stored request, one text: the same notification again is refused
    expect((await sms(visitor, claim, '192.0.2.10')).status).toBe(422);
    expect(await countRows('sms_outbox')).toBe(1);
  }, 60_000);

  it('a notification for a request stored more than 10 minutes ago is refused', async () => {
    const claim = await storeRequest(
      {
        name: visitor.name,
        email: 'old@example.com',
        message: consultationMessage(visitor.phone, visitor.reason),
        created_at: new Date(Date.now() - (LIMITS.smsClaimWindowSeconds + 60) * 1000).toISOString(),
      },
      s.backend.serviceRoleKey,
    );
    expect((await sms({ ...visitor, email: 'old@example.com' }, claim, '192.0.2.11')).status).toBe(422);
  });

  it('with an origin allow-list, a call without Origin is refused', async () => {
    s.backend.env.ALLOWED_ORIGINS = 'https://gatewaymedspa.com';
    expect((await sms(visitor, crypto.randomUUID(), '192.0.2.12')).status).toBe(403);
    for (const n of ['create-checkout', 'get-google-maps-key']) {
      const r = await s.backend.handle(
        new Request(`${s.url}/functions/v1/${n}`, {
          method: 'POST',
          body: '{}',
          headers: { Authorization: `Bearer ${s.backend.anonKey}` },
        }),
      );
      expect(r!.status, n).toBe(403);
    }
    const ok = await sms(visitor, crypto.randomUUID(), '192.0.2.12', { Origin: 'https://gatewaymedspa.com' });
    expect(ok.status).toBe(422); // past the allow-list; nothing stored for it
  });
});

describe('4. bad input is a short 4xx, never a 500 with internals', () => {
  const noInternals = (body: string) => {
    expect(body).not.toMatch(/\/work\/|node_modules|\.ts:\d+|\n\s+at |pglite|wasm/i);
  };

  it.each([
    ['contact {}', '/rest/v1/contact_submissions', '{}'],
    ['contact [{}]', '/rest/v1/contact_submissions', '[{}]'],
    ['newsletter {}', '/rest/v1/newsletter_subscribers', '{}'],
    ['newsletter [{}]', '/rest/v1/newsletter_subscribers', '[{}]'],
    ['JSON 10 000 deep', '/rest/v1/contact_submissions', '['.repeat(10000) + ']'.repeat(10000)],
    ['name {"$gt":""}', '/rest/v1/contact_submissions', JSON.stringify({ ...good, name: { $gt: '' } })],
    ['storage list %ZZ', '/storage/v1/object/list/%ZZ%E0%A4%A', '{}'],
    ['storage list array body', '/storage/v1/object/list/hero_images', '[1]'],
  ])('%s -> 4xx', async (_label, path, body) => {
    const before = await countRows('contact_submissions');
    const r = await post(path, body);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    noInternals(await r.text());
    expect(await countRows('contact_submissions')).toBe(before);
  });

  it('a bad percent-encoding in a REST path; TRACE', async () => {
    const path = await fetch(`${s.url}/rest/v1/%ZZ%ZZ`, { headers: anonHeaders() });
    expect(path.status).toBe(400);
    noInternals(await path.text());
    const trace = await raw('TRACE', '/rest/v1/news');
    expect(trace.status).toBe(405);
    noInternals(trace.body);
    // Node's parser does not know TRACK: its own 400, still not a 500
    expect((await raw('TRACK', '/rest/v1/news')).status).toBe(400);
  });

  it('a NUL in a checkout productId is a 400', async () => {
    const r = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Bio\u0000Cleanse', price: 45.99 } });
    expect(r.error.context.status).toBe(400);
    expect((await r.error.context.json()).error).toMatch(/control characters/);
  });

  it('a function body nested deeper than the limit is a 400', async () => {
    const r = await fetch(`${s.url}/functions/v1/create-checkout`, {
      method: 'POST',
      body: '['.repeat(5000) + ']'.repeat(5000),
      headers: anonHeaders(),
    });
    expect(r.status).toBe(400);
    expect((await r.json()).error).toMatch(/nested deeper/);
  });
});

describe('5. text that reaches an SMS is normalised; the row keeps what was typed', () => {
  it.each([
    ['Jane\u2028Doe', 'Jane Doe'],
    ['Jane\u0085Doe', 'Jane Doe'],
    ['Jane \u202eeoD', 'Jane eoD'],
    ['Jane\u200b\u2066Doe\u2069', 'Jane Doe'],
    ['Visit https://evil.example/x now', 'Visit [link] now'],
    ['Go to evil.example', 'Go to [link]'],
    ['www.evil.example', '[link]'],
    ['mail a@b.example', 'mail [link]'],
    ['Ｊａｎｅ', 'Jane'],
    ['x'.repeat(100), 'x'.repeat(LIMITS.smsNameChars - 1) + '…'],
  ])('%j -> %j', (input, out) => {
    expect(smsSafeText(input)).toBe(out);
  });

  it('through the function: the text has no separator, bidi control or link; the stored row is unchanged', async () => {
    const name = 'Eve\u2028Call http://phish.example \u202eevil';
    const data = { name, phone: '314-555-0100', email: 'eve@example.com', reason: 'peel' };
    const claim = await storeRequest({ name, email: data.email, message: consultationMessage(data.phone, data.reason) });
    const r = await s.anon.functions.invoke('send-consultation-sms', { body: { data, claim } });
    expect(r.error).toBeNull();
    const body = (await s.backend.db.query<{ body: string }>('select body from sms_outbox')).rows[0]!.body;
    expect(body).toBe(
      'New consultation request from Eve Call [link] evil. Please call back at 314-555-0100. Details are in the contact inbox.',
    );
    expect(body).not.toMatch(/[\u2028\u2029\u0085\u202a-\u202e\u2066-\u2069]/);
    const row = await s.backend.db.query<{ name: string }>(`select name from contact_submissions where email = 'eve@example.com'`);
    expect(row.rows[0]!.name).toBe(name);
  });
});

describe('6. smaller ones', () => {
  it('a key with junk after the signature does not authenticate', async () => {
    expect(verifyJwt(LOCAL_ANON_KEY, LOCAL_JWT_SECRET).ok).toBe(true);
    for (const junk of ['!!', 'x', '.', '%20']) {
      expect(verifyJwt(LOCAL_ANON_KEY + junk, LOCAL_JWT_SECRET).ok, junk).toBe(false);
      const key = LOCAL_ANON_KEY + junk;
      const r = await fetch(`${s.url}/rest/v1/news?select=id`, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
      expect(r.status, junk).toBe(401);
    }
  });

  it('?apikey= (as supabase-js and Supabase accept) is the key, not a filter', async () => {
    const r = await fetch(`${s.url}/rest/v1/news?select=id&apikey=${s.backend.anonKey}`);
    expect(r.status).toBe(200);
    expect(((await r.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it.each(['//evil.example/x.png', '/\\evil.example/x.png', 'https:///x.png', '/x .png'])(
    'products image_url %j is refused',
    async (url) => {
      const r = await s.service.from('products').insert({ name: `Img ${url}`, price: 1, category: 'Skincare', image_url: url });
      expect(r.error?.code).toBe('23514');
    },
  );

  it('root-relative and absolute image URLs still pass', async () => {
    for (const [i, url] of ['/storage/v1/object/public/clinical_images/x.jpg', 'https://cdn.example/x.jpg'].entries()) {
      const r = await s.service.from('products').insert({ name: `Img ok ${i}`, price: 1, category: 'Skincare', image_url: url });
      expect(r.error).toBeNull();
    }
  });

  it.each(['\u00a0', '\u200b', '\u00a0\u200b\u2060\ufeff', '\u3000', ' \u180e '])(
    'a name of only %j is blank (database and form rule)',
    async (name) => {
      expect(hasVisibleText(name)).toBe(false);
      expect(requiredText('name').safeParse(name).success).toBe(false); // the browser's rule (zod/mini)
      const r = await s.anon.from('contact_submissions').insert({ ...good, name });
      expect(r.error?.code).toBe('23514');
      expect(r.error?.message).toContain('contact_submissions_name_check');
    },
  );

  it('a request body that never finishes is cut off within the request timeout', async () => {
    const served = await serveLocalBackend({ env: {}, requestTimeoutMs: 1000 });
    try {
      const u = new URL(served.url);
      const t0 = Date.now();
      const closed = await new Promise<string>((resolve) => {
        const sock = connect(Number(u.port), u.hostname, () => {
          sock.write(
            `POST /rest/v1/contact_submissions HTTP/1.1\r\nHost: ${u.host}\r\napikey: ${LOCAL_ANON_KEY}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`,
          );
        });
        let got = '';
        sock.on('data', (d) => (got += d));
        sock.on('close', () => resolve(got));
        sock.on('error', () => resolve(got));
      });
      expect(Date.now() - t0).toBeLessThan(5000);
      expect(closed).toMatch(/^HTTP\/1\.1 408|^$/);
    } finally {
      await served.close();
    }
  });
});

describe('limits live once (supabase/functions/_shared/limits.ts)', () => {
  it("the database's caps are the module's numbers", async () => {
    const q = await s.backend.db.query<{ max_hits: number; window_seconds: number }>(
      `select max_hits, window_seconds from public.client_quotas where scope = 'contact-submission'`,
    );
    expect(q.rows[0]).toEqual({ max_hits: LIMITS.contactPerClient.max, window_seconds: LIMITS.contactPerClient.windowSeconds });
    const src = await s.backend.db.query<{ prosrc: string }>(
      `select prosrc from pg_proc where proname = 'newsletter_subscribers_before_insert'`,
    );
    expect(src.rows[0]!.prosrc).toContain(`'newsletter-signup', public.request_client_address(), ${LIMITS.newsletterPerClientPerDay})`);
  });

  it('docs/backend.md lists every limit with its number', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync(new URL('../../docs/backend.md', import.meta.url), 'utf8');
    const numbers = (v: unknown): number[] => (typeof v === 'number' ? [v] : Object.values(v as object).flatMap(numbers));
    for (const [key, value] of Object.entries(LIMITS)) {
      const line = doc.split('\n').find((l) => l.includes(`\`${key}\``));
      expect(line, `docs/backend.md has a row for ${key}`).toBeDefined();
      for (const n of numbers(value)) expect(line!.replace(/[\s,_]/g, ''), `${key} = ${n}`).toContain(String(n));
    }
  });
});
