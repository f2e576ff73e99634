// @vitest-environment node
/**
 * The three functions through supabase-js and the embedded backend, with local fakes of Twilio and Stripe
 * on 127.0.0.1: what each provider receives, the server's price, URLs from configuration, caps, CORS,
 * methods, malformed and oversized bodies, provider failures.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { startServed } from '../local/test-helpers.ts';
import { FEATURED_PRODUCTS } from '../../widgets/content/products.ts';
import { consultationMessage } from '../../widgets/content/forms.ts';
import { ATTRIBUTION_FIELDS } from '../../widgets/content/attribution.ts';
import { METADATA_MAX_KEYS, METADATA_MAX_LENGTH } from '../../widgets/content/metadata.ts';
import { RETURN_URL_NOT_ALLOWED, RULE_MESSAGES } from '../../widgets/content/checkout.ts';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
let s: Awaited<ReturnType<typeof startServed>>;
let fake: Server;
let fakeUrl = '';
const seen: Seen[] = [];
let mode: 'ok' | 'fail' = 'ok';

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.setHeader('Content-Type', 'application/json');
      if (mode === 'fail') {
        res.statusCode = 500;
        res.end(JSON.stringify({ code: 20500, message: 'internal' }));
        return;
      }
      if (req.url!.includes('/Messages.json')) {
        res.statusCode = 201;
        res.end(JSON.stringify({ sid: `SM${seen.length}`, status: 'queued' }));
        return;
      }
      if (req.url === '/v1/checkout/sessions') {
        res.end(JSON.stringify({ id: 'cs_test_1', url: 'https://checkout.stripe.test/c/pay/cs_test_1' }));
        return;
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
  const a = fake.address();
  fakeUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  s = await startServed();
});
afterAll(async () => {
  await s?.close();
  await new Promise<void>((r) => fake.close(() => r()));
});

const CONFIG_KEYS = [
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM_NUMBER',
  'TWILIO_API_BASE',
  'STAFF_SMS_NUMBERS',
  'STRIPE_SECRET_KEY',
  'STRIPE_API_BASE',
  'CHECKOUT_SUCCESS_URL',
  'CHECKOUT_CANCEL_URL',
  'CHECKOUT_RETURN_ORIGINS',
  'SMS_DAILY_LIMIT_PER_CLIENT',
  'SMS_DAILY_LIMIT',
  'SMS_DIGEST_DAILY_LIMIT',
  'CHECKOUT_DAILY_LIMIT_PER_CLIENT',
  'ALLOWED_ORIGINS',
  'GOOGLE_MAPS_API_KEY',
];
afterEach(async () => {
  for (const k of CONFIG_KEYS) delete s.backend.env[k];
  seen.length = 0;
  mode = 'ok';
  await s.backend.db.exec(
    'delete from public.function_rate_limits; delete from public.sms_outbox; update public.contact_submissions set notified_at = now() where notified_at is null;',
  );
});

const consult = {
  data: { name: 'Jane Doe', phone: '+1 (314) 555-0100', email: 'jane@example.com', reason: 'Botox for frown lines; history of migraines' },
};
type Consultation = typeof consult.data;
/**
 * What the widget does first (§7.1): the row the notification belongs to, read back for its claim as the widget's
 * insert does (stored with the service role: not capped). The body to notify it with.
 */
async function stored(data: Consultation = consult.data): Promise<{ data: Consultation; claim: string }> {
  const r = await s.service
    .from('contact_submissions')
    .insert({ name: data.name, email: data.email, message: consultationMessage(data.phone, data.reason) })
    .select('claim')
    .single<{ claim: string }>();
  expect(r.error).toBeNull();
  return { data, claim: r.data!.claim };
}
const twilio = () =>
  Object.assign(s.backend.env, {
    TWILIO_ACCOUNT_SID: 'AC_test_sid',
    TWILIO_AUTH_TOKEN: 'tok_secret',
    TWILIO_FROM_NUMBER: '+13145550000',
    TWILIO_API_BASE: fakeUrl,
    STAFF_SMS_NUMBERS: '+13145550142, +13145550143',
  });

describe('send-consultation-sms: the form rules (widgets/content/forms.ts)', () => {
  const withData = (data: Partial<Consultation>) => ({ data: { ...consult.data, ...data }, claim: crypto.randomUUID() });
  it.each<[object, RegExp]>([
    [withData({ name: '   ' }), /^data\.name: Name is required$/],
    [withData({ name: 'n'.repeat(201) }), /data\.name: name must be at most 200 characters/],
    [withData({ name: 'Jane\nDoe' }), /control characters/],
    [withData({ phone: 'call me maybe' }), /^data\.phone: Please enter a valid phone number$/],
    [withData({ phone: '123 45' }), /Please enter a valid phone number/],
    [withData({ email: 'not-an-email' }), /^data\.email: Invalid email address$/],
    [withData({ reason: 'r'.repeat(2001) }), /data\.reason: reason must be at most 2000 characters/],
    // issue 38 item 5: names of invisible characters only (one reached a staff text), item 6: emails
    ...['\u0301\u0302\u0303', '\u{E0041}', '\u{1D173}', '\uFFF9', '\u{E0100}', '\u180F'].map((name): [object, RegExp] => [
      withData({ name }),
      /^data\.name: Name is required$/,
    ]),
    [withData({ reason: '\u0301\u0302\u0303' }), /^data\.reason: Please provide a reason for your visit$/],
    [withData({ email: '\u200b@\u200b.\u200b' }), /^data\.email: Invalid email address$/],
    [withData({ email: '<script>@x.io' }), /^data\.email: Invalid email address$/],
  ])("refuses %j with 400 and the rule's message", async (body, msg) => {
    const r = await s.anon.functions.invoke('send-consultation-sms', { body });
    expect(r.error.context.status).toBe(400);
    expect((await r.error.context.json()).error).toMatch(msg);
  });

  it('takes every field at its limit', async () => {
    const body = await stored(withData({ name: 'n'.repeat(200), phone: '+1 (314) 555-0100', reason: 'r'.repeat(2000) }).data);
    const r = await s.anon.functions.invoke('send-consultation-sms', { body });
    expect(r.error).toBeNull();
  });
});

describe('send-consultation-sms: the claim (issue 41)', () => {
  const notified = async (claims: string[]) =>
    ((await s.service.from('contact_submissions').select('claim, notified_at').in('claim', claims)).data ?? [])
      .filter((r) => r.notified_at)
      .map((r) => r.claim as string);

  it('notifies the very row of its claim, once: a double submit is two rows, two claims', async () => {
    const [first, second] = [await stored(), await stored()];
    expect(first.claim).not.toBe(second.claim);
    expect((await s.anon.functions.invoke('send-consultation-sms', { body: second })).error).toBeNull();
    expect(await notified([first.claim, second.claim])).toEqual([second.claim]);
    const again = await s.anon.functions.invoke('send-consultation-sms', { body: second });
    expect(again.error.context.status).toBe(422);
    expect(await notified([first.claim, second.claim])).toEqual([second.claim]);
  });

  it('a claim no insert returned, or with another text than its row, claims nothing (422)', async () => {
    const row = await stored();
    const unknown = await s.anon.functions.invoke('send-consultation-sms', { body: { ...row, claim: crypto.randomUUID() } });
    expect(unknown.error.context.status).toBe(422);
    expect((await unknown.error.context.json()).error).toBe('No stored consultation request matches this notification');
    for (const data of [
      { ...row.data, phone: '+1 (314) 555-0199' },
      { ...row.data, name: 'Someone Else' },
    ]) {
      const other = await s.anon.functions.invoke('send-consultation-sms', { body: { data, claim: row.claim } });
      expect(other.error.context.status).toBe(422);
    }
    expect(await notified([row.claim])).toEqual([]);
  });

  it('refuses a body without a claim, or one that is not a uuid (400)', async () => {
    for (const [body, message] of [
      [consult, /^claim: claim must be a uuid$/],
      [{ ...consult, claim: 'row-1' }, /^claim: claim must be a uuid$/],
    ] as const) {
      const r = await s.anon.functions.invoke('send-consultation-sms', { body });
      expect(r.error.context.status).toBe(400);
      expect((await r.error.context.json()).error).toMatch(message);
    }
  });
});

describe('send-consultation-sms with Twilio', () => {
  it('texts every staff number from the secrets, never the request, without the reason', async () => {
    twilio();
    const body = await stored();
    const r = await s.anon.functions.invoke('send-consultation-sms', { body: { ...body, to: '+19995550000' } });
    expect(r.error).toBeNull();
    expect(r.data).toEqual({ success: true, delivery: 'sms', recipients: 2 });
    expect(seen).toHaveLength(2);
    for (const [i, req] of seen.entries()) {
      expect(req.method).toBe('POST');
      expect(req.url).toBe('/2010-04-01/Accounts/AC_test_sid/Messages.json');
      expect(req.headers.authorization).toBe(`Basic ${Buffer.from('AC_test_sid:tok_secret').toString('base64')}`);
      expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(req.body);
      expect(form.get('To')).toBe(['+13145550142', '+13145550143'][i]);
      expect(form.get('From')).toBe('+13145550000');
      expect(form.get('Body')).toBe(
        'New consultation request from Jane Doe. Please call back at +1 (314) 555-0100. Details are in the contact inbox.',
      );
      expect(form.get('Body')).not.toMatch(/botox|migraine/i);
    }
    expect((await s.backend.db.query('select * from sms_outbox')).rows).toHaveLength(0);
  });

  it('a Twilio failure is a non-2xx JSON error for the widget (no provider details)', async () => {
    twilio();
    mode = 'fail';
    const body = await stored();
    const r = await s.anon.functions.invoke('send-consultation-sms', { body });
    expect(r.error?.name).toBe('FunctionsHttpError');
    expect(r.error.context.status).toBe(502);
    expect(await r.error.context.json()).toEqual({ error: 'The notification could not be sent' });
    // the claim is released: once the provider is back, the same stored request can be notified
    mode = 'ok';
    expect((await s.anon.functions.invoke('send-consultation-sms', { body })).error).toBeNull();
  });

  it('incomplete Twilio secrets are a 500, not a silent outbox', async () => {
    s.backend.env.TWILIO_ACCOUNT_SID = 'AC_only';
    const r = await s.anon.functions.invoke('send-consultation-sms', { body: await stored() });
    expect(r.error.context.status).toBe(500);
  });

  it('caps per client address and per day with 429 and Retry-After', async () => {
    s.backend.env.SMS_DAILY_LIMIT_PER_CLIENT = '2';
    const bodies = [await stored(), await stored(), await stored(), await stored()];
    for (const body of bodies.slice(0, 2)) expect((await s.anon.functions.invoke('send-consultation-sms', { body })).error).toBeNull();
    const third = await s.anon.functions.invoke('send-consultation-sms', { body: bodies[2] });
    expect(third.error.context.status).toBe(429);
    const retry = Number(third.error.context.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(86400);
    expect((await third.error.context.json()).error).toMatch(/Too many/);
    // another address is not capped by this one
    const other = await s.backend.handle(
      new Request(`${s.url}/functions/v1/send-consultation-sms`, {
        method: 'POST',
        body: JSON.stringify(bodies[3]),
        headers: { Authorization: `Bearer ${s.backend.anonKey}`, 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9' },
      }),
    );
    expect(other!.status).toBe(200);
    expect((await s.backend.db.query('select * from sms_outbox')).rows).toHaveLength(3);
  });

  it('caps the whole day across addresses', async () => {
    s.backend.env.SMS_DAILY_LIMIT = '1';
    s.backend.env.SMS_DIGEST_DAILY_LIMIT = '1';
    const stores = [await stored(), await stored(), await stored()];
    const call = (ip: string) =>
      s.backend.handle(
        new Request(`${s.url}/functions/v1/send-consultation-sms`, {
          method: 'POST',
          body: JSON.stringify(stores.shift()),
          headers: { Authorization: `Bearer ${s.backend.anonKey}`, 'X-Forwarded-For': ip },
        }),
      );
    expect((await call('203.0.113.1'))!.status).toBe(200);
    // Over the day's budget a real visitor is not turned away: the staff get a digest text instead.
    const second = (await call('203.0.113.2'))!;
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ success: true, delivery: 'digest', recipients: 1 });
    const third = (await call('203.0.113.3'))!;
    expect(await third.json()).toEqual({ success: true, delivery: 'digest', recipients: 0 });
    const bodies = (await s.backend.db.query<{ body: string }>('select body from sms_outbox order by created_at')).rows.map((r) => r.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe('1 more consultation request arrived today after the daily text limit. Details are in the contact inbox.');
  });
});

describe('create-checkout with Stripe', () => {
  const stripe = () =>
    Object.assign(s.backend.env, {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_API_BASE: fakeUrl,
      CHECKOUT_SUCCESS_URL: 'https://gatewaymedspa.example/checkout/success/',
      CHECKOUT_CANCEL_URL: 'https://gatewaymedspa.example/store/',
    });

  it('creates a session with the server price and the configured URLs, answers {url}', async () => {
    stripe();
    const r = await s.anon.functions.invoke('create-checkout', {
      body: { productId: 'Bio Cleanse', price: 45.99, success_url: 'https://evil.example/' },
    });
    expect(r.error).toBeNull();
    expect(r.data).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_1', price: 45.99, currency: 'usd' });
    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.url).toBe('/v1/checkout/sessions');
    expect(req.headers.authorization).toBe('Bearer sk_test_local');
    const form = new URLSearchParams(req.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('4599');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Bio Cleanse');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('success_url')).toBe('https://gatewaymedspa.example/checkout/success/?session_id={CHECKOUT_SESSION_ID}');
    expect(form.get('cancel_url')).toBe('https://gatewaymedspa.example/store/');
    expect(form.has('client_reference_id')).toBe(false);
  });

  it("returns to an embedding page's own addresses when their origin is allowed, with its reference", async () => {
    stripe();
    s.backend.env.CHECKOUT_RETURN_ORIGINS = 'https://partner.example, https://other.example/';
    const r = await s.anon.functions.invoke('create-checkout', {
      body: {
        productId: 'Bio Cleanse',
        price: 45.99,
        successUrl: 'https://partner.example/thanks?from=ad#top',
        cancelUrl: 'https://other.example/shop',
        clientReferenceId: 'campaign_42-b',
      },
    });
    expect(r.error).toBeNull();
    const form = new URLSearchParams(seen[0]!.body);
    expect(form.get('success_url')).toBe(
      'https://partner.example/thanks?from=ad&client_reference_id=campaign_42-b&session_id={CHECKOUT_SESSION_ID}#top',
    );
    expect(form.get('cancel_url')).toBe('https://other.example/shop');
    expect(form.get('client_reference_id')).toBe('campaign_42-b');
  });

  it("sends the visit's campaign attribution as the session's metadata (issue 30)", async () => {
    stripe();
    const attribution = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Été 🌸',
      gclid: 'abc',
      landing_path: '/spring',
      source: 'hero',
    };
    const r = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Bio Cleanse', price: 45.99, attribution } });
    expect(r.error).toBeNull();
    const form = new URLSearchParams(seen[0]!.body);
    const metadata = Object.fromEntries([...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
    expect(metadata).toEqual({ product_name: 'Bio Cleanse', ...attribution });
  });

  it.each([
    ['an unknown key', { utm_source: 'google', email: 'lead@example.com' }, /^attribution: has an unknown key/],
    ['markup', { utm_campaign: '<img src=x onerror=alert(1)>' }, /utm_campaign must not contain control characters, < or >/],
    ['a control character', { utm_term: 'a\u0007b' }, /utm_term must not contain control characters/],
    ['a value past its cap', { utm_source: 'x'.repeat(ATTRIBUTION_FIELDS.utm_source + 1) }, /utm_source must be at most 100 characters/],
    ['a very long value', { gclid: 'x'.repeat(5_000) }, /gclid must be at most 255 characters/],
    ['a number', { utm_source: 1 }, /utm_source must be a string/],
    ['a blank value', { utm_source: ' ' }, /utm_source must not be blank/],
    ['an array', ['google'], /^attribution: must be an object/],
    // issue 38 item 7
    ['a bidi override', { utm_campaign: 'spring\u202Egnp' }, /utm_campaign must not contain control characters, < or >/],
    ['a combining-only value', { utm_source: '\u0301\u0302\u0303' }, /utm_source must not be blank/],
    ['full-width brackets', { utm_campaign: '＜script＞' }, /utm_campaign must not contain/],
    ['entities', { utm_campaign: '&lt;script&gt;' }, /utm_campaign must not contain/],
    ['a javascript: referrer', { referrer: 'javascript:alert(1)' }, /referrer must be an http\(s\) origin/],
  ])('refuses an attribution with %s (400), before any session is made', async (_what, attribution, message) => {
    stripe();
    const r = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Bio Cleanse', price: 45.99, attribution } });
    expect(r.error.context.status).toBe(400);
    expect((await r.error.context.json()).error).toMatch(message);
    expect(seen).toHaveLength(0);
  });

  it('refuses a return address whose origin is not allowed, before any session is made', async () => {
    stripe();
    s.backend.env.CHECKOUT_RETURN_ORIGINS = 'https://partner.example';
    for (const [field, value] of [
      ['successUrl', 'https://evil.example/thanks'],
      ['cancelUrl', 'https://partner.example.evil.example/'],
      ['successUrl', 'http://partner.example/thanks'],
    ] as const) {
      const r = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Bio Cleanse', price: 45.99, [field]: value } });
      expect(r.error.context.status).toBe(400);
      const origin = new URL(value).origin;
      // A code of its own (issue 37): the element tells the page which setting to change.
      expect(await r.error.context.json()).toEqual({
        error: `${field}: ${origin} is not an allowed checkout return origin`,
        code: RETURN_URL_NOT_ALLOWED,
        field,
        origin,
      });
    }
    expect(seen).toHaveLength(0);
  });

  it.each([
    'https://clinic.example\\@evil.example/',
    'https://clinic.example/\r\nSet-Cookie: x=1',
    'https://clinic\u3002example/',
    'http://clinic.example/\u0000',
    ' https://clinic.example/',
    'http:/clinic.example/@evil.example',
    'http:\\\\clinic.example\\@evil.example',
  ])('refuses the return address %j (issue 38 item 1) with 400 naming the rule, before any session is made', async (value) => {
    stripe();
    s.backend.env.CHECKOUT_RETURN_ORIGINS = 'https://clinic.example, http://clinic.example';
    for (const field of ['successUrl', 'cancelUrl']) {
      const r = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Bio Cleanse', price: 45.99, [field]: value } });
      expect(r.error.context.status).toBe(400);
      expect((await r.error.context.json()).error).toBe(`${field}: ${field} ${RULE_MESSAGES.returnUrl}`);
    }
    expect(seen).toHaveLength(0);
  });

  it("forwards an allowed return address only as its parsed serialisation, never the caller's text", async () => {
    stripe();
    s.backend.env.CHECKOUT_RETURN_ORIGINS = 'https://clinic.example';
    const r = await s.anon.functions.invoke('create-checkout', {
      body: {
        productId: 'Bio Cleanse',
        price: 45.99,
        successUrl: 'HTTPS://Clinic.Example:443/caf\u00e9/../thanks?q=\u00fc#top',
        cancelUrl: 'https://clinic.example',
      },
    });
    expect(r.error).toBeNull();
    const form = new URLSearchParams(seen[0]!.body);
    expect(form.get('success_url')).toBe('https://clinic.example/thanks?q=%C3%BC&session_id={CHECKOUT_SESSION_ID}#top');
    expect(form.get('cancel_url')).toBe('https://clinic.example/');
  });

  it("sends the partner's metadata as meta_<key> beside the attribution, values as text (issue 37)", async () => {
    stripe();
    const attribution = { utm_source: 'google', source: 'hero' };
    const metadata = { source: 'partner-own', campaign_id: 'A-17', seats: 2, price: 49.5, vip: true, product_name: 'x' };
    const r = await s.anon.functions.invoke('create-checkout', {
      body: { productId: 'Bio Cleanse', price: 45.99, attribution, metadata },
    });
    expect(r.error).toBeNull();
    const form = new URLSearchParams(seen[0]!.body);
    const sent = Object.fromEntries([...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
    expect(sent).toEqual({
      product_name: 'Bio Cleanse',
      ...attribution,
      meta_source: 'partner-own',
      meta_campaign_id: 'A-17',
      meta_seats: '2',
      meta_price: '49.5',
      meta_vip: 'true',
      meta_product_name: 'x',
    });
    expect(Object.keys(sent).every((k) => k.length <= 40)).toBe(true);
  });

  it.each([
    ['too many keys', Object.fromEntries(Array.from({ length: METADATA_MAX_KEYS + 1 }, (_, i) => [`k${i}`, i])), /at most 10 keys/],
    ['a key Stripe would cut', { [`k${'x'.repeat(35)}`]: 1 }, /is not a key/],
    ['a nested object', { plan: { tier: 'gold' } }, /plan must be a string, a number or a boolean/],
    ['markup', { note: '<script>' }, /note must not contain control characters, < or >/],
    ['full-width markup', { note: '＜script＞' }, /note must not contain control characters, < or >/],
    ['a bidi override', { note: 'a\u202Eb' }, /note must not contain control characters, < or >/],
    ['a value past its cap', { note: 'x'.repeat(METADATA_MAX_LENGTH + 1) }, /note must be at most 200 characters/],
    ['an array', ['a'], /^metadata: must be an object/],
  ])('refuses metadata with %s (400), before any session is made', async (_what, metadata, message) => {
    stripe();
    const r = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Bio Cleanse', price: 45.99, metadata } });
    expect(r.error.context.status).toBe(400);
    expect((await r.error.context.json()).error).toMatch(message);
    expect(seen).toHaveLength(0);
  });

  it("always allows the clinic's own site (SITE_URL) as a return origin", async () => {
    stripe();
    const r = await s.anon.functions.invoke('create-checkout', {
      body: { productId: 'Bio Cleanse', price: 45.99, successUrl: `${s.url}/thanks/` },
    });
    expect(r.error).toBeNull();
    const form = new URLSearchParams(seen[0]!.body);
    expect(form.get('success_url')).toBe(`${s.url}/thanks/?session_id={CHECKOUT_SESSION_ID}`);
    expect(form.get('cancel_url')).toBe('https://gatewaymedspa.example/store/');
  });

  it('charges a stored product at its database price; a tampered price never reaches Stripe', async () => {
    stripe();
    const ok = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Retinol Renewal Night Cream', price: 72 } });
    expect(ok.error).toBeNull();
    expect(new URLSearchParams(seen[0]!.body).get('line_items[0][price_data][unit_amount]')).toBe('7200');
    const cheap = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Retinol Renewal Night Cream', price: 7.2 } });
    expect(cheap.error.context.status).toBe(400);
    expect(seen).toHaveLength(1);
  });

  it('a Stripe failure is a 502 JSON error', async () => {
    stripe();
    mode = 'fail';
    const r = await s.anon.functions.invoke('create-checkout', { body: { productId: 'featured-2', price: 129.99 } });
    expect(r.error.context.status).toBe(502);
    expect(await r.error.context.json()).toEqual({ error: 'Checkout could not be started' });
  });

  it('caps checkout attempts per client and day', async () => {
    s.backend.env.CHECKOUT_DAILY_LIMIT_PER_CLIENT = '1';
    expect((await s.anon.functions.invoke('create-checkout', { body: { productId: 'Bio Cleanse', price: 45.99 } })).error).toBeNull();
    const r = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Bio Cleanse', price: 45.99 } });
    expect(r.error.context.status).toBe(429);
    expect(r.error.context.headers.get('retry-after')).toMatch(/^\d+$/);
    // A clear message (the store shows its own toast, docs/product.md §8).
    expect(await r.error.context.json()).toMatchObject({ error: 'Too many checkout attempts from this address today' });
  });

  it.each(FEATURED_PRODUCTS.map((p) => [p.name, p.price] as const))(
    'charges the featured %s at the store price %s',
    async (name, price) => {
      stripe();
      expect((await s.anon.functions.invoke('create-checkout', { body: { productId: name, price } })).error).toBeNull();
      expect(new URLSearchParams(seen[0]!.body).get('line_items[0][price_data][unit_amount]')).toBe(String(Math.round(price * 100)));
      const r = await s.anon.functions.invoke('create-checkout', { body: { productId: name, price: price - 0.01 } });
      expect(r.error.context.status).toBe(400);
      expect(await r.error.context.json()).toMatchObject({ price });
    },
  );

  it.each([
    [{ productId: 'Bio Cleanse' }, /price/],
    [{ productId: 'Bio Cleanse', price: '45.99' }, /price must be a number/],
    [{ productId: '', price: 45.99 }, /productId is required/],
    [{ productId: 'Bio Cleanse', price: -1 }, /negative/],
    [[1, 2], /Body must be/],
    [{ productId: 'Bio Cleanse', price: 45.99, successUrl: '/thanks' }, /^successUrl: .*absolute http\(s\) address/],
    [{ productId: 'Bio Cleanse', price: 45.99, cancelUrl: 'javascript:alert(1)' }, /^cancelUrl: .*absolute http\(s\)/],
    [{ productId: 'Bio Cleanse', price: 45.99, successUrl: 'https://user:pw@partner.example/' }, /without credentials/],
    [{ productId: 'Bio Cleanse', price: 45.99, successUrl: `https://partner.example/${'a'.repeat(2048)}` }, /at most 2048/],
    [{ productId: 'Bio Cleanse', price: 45.99, clientReferenceId: 'has space' }, /^clientReferenceId: .*letters, digits/],
    [{ productId: 'Bio Cleanse', price: 45.99, clientReferenceId: 'x'.repeat(201) }, /clientReferenceId/],
    [{ productId: 'Bio Cleanse', price: 45.99, clientReferenceId: '' }, /clientReferenceId/],
    [{ productId: 'Bio Cleanse', price: 45.99, clientReferenceId: 42 }, /clientReferenceId must be a string/],
  ])('refuses a wrong shape %j with 400', async (body, msg) => {
    const r = await s.anon.functions.invoke('create-checkout', { body: body as object });
    expect(r.error.context.status).toBe(400);
    expect((await r.error.context.json()).error).toMatch(msg);
  });
});

describe('create-checkout without Stripe (the test checkout)', () => {
  it('leaves the test page address as it was when nothing per-embed is asked', async () => {
    const r = await s.anon.functions.invoke('create-checkout', { body: { productId: 'Bio Cleanse', price: 45.99 } });
    expect(r.data).toEqual({
      url: `${s.url}/checkout/test/?product=Bio+Cleanse&amount=4599&currency=usd`,
      test: true,
      price: 45.99,
      currency: 'usd',
    });
  });

  it("puts the attribution on the test page's address as the session's metadata", async () => {
    const r = await s.anon.functions.invoke('create-checkout', {
      body: { productId: 'Bio Cleanse', price: 45.99, attribution: { utm_source: 'google', gclid: 'abc' } },
    });
    const q = new URL(r.data.url as string).searchParams;
    expect([q.get('metadata[utm_source]'), q.get('metadata[gclid]'), q.has('success_url')]).toEqual(['google', 'abc', false]);
  });

  it("puts the partner's metadata there as meta_<key> (issue 37)", async () => {
    const r = await s.anon.functions.invoke('create-checkout', {
      body: { productId: 'Bio Cleanse', price: 45.99, attribution: { utm_source: 'google' }, metadata: { campaign_id: 'A-17', seats: 2 } },
    });
    const q = new URL(r.data.url as string).searchParams;
    expect([q.get('metadata[utm_source]'), q.get('metadata[meta_campaign_id]'), q.get('metadata[meta_seats]')]).toEqual([
      'google',
      'A-17',
      '2',
    ]);
  });

  it('hands the test page the return addresses, the reference on the success one', async () => {
    s.backend.env.CHECKOUT_RETURN_ORIGINS = 'https://partner.example';
    const r = await s.anon.functions.invoke('create-checkout', {
      body: { productId: 'Bio Cleanse', price: 45.99, successUrl: 'https://partner.example/thanks', clientReferenceId: 'abc' },
    });
    const q = new URL(r.data.url as string).searchParams;
    expect(q.get('success_url')).toBe('https://partner.example/thanks?client_reference_id=abc');
    expect(q.get('cancel_url')).toBe(`${s.url}/store/`);
  });
});

describe('every function: HTTP rules', () => {
  const names = ['send-consultation-sms', 'create-checkout', 'get-google-maps-key'];
  const url = (n: string) => `${s.url}/functions/v1/${n}`;
  const auth = () => ({ Authorization: `Bearer ${s.backend.anonKey}`, apikey: s.backend.anonKey });

  it.each(names)('%s: preflight, allow-list, 405, malformed JSON, 16 KB cap', async (n) => {
    // default (no ALLOWED_ORIGINS): any origin
    const pre = await fetch(url(n), {
      method: 'OPTIONS',
      headers: { Origin: 'https://anywhere.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-client-info');

    s.backend.env.ALLOWED_ORIGINS = 'https://gatewaymedspa.com, https://www.gatewaymedspa.com';
    const good = await fetch(url(n), { method: 'OPTIONS', headers: { Origin: 'https://www.gatewaymedspa.com' } });
    expect(good.status).toBe(204);
    expect(good.headers.get('access-control-allow-origin')).toBe('https://www.gatewaymedspa.com');
    expect(good.headers.get('vary')).toContain('Origin');
    const bad = await fetch(url(n), { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(bad.status).toBe(403);
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
    const badPost = await fetch(url(n), { method: 'POST', body: '{}', headers: { ...auth(), Origin: 'https://evil.example' } });
    expect(badPost.status).toBe(403);
    delete s.backend.env.ALLOWED_ORIGINS;

    const get = await fetch(url(n), { headers: auth() });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await get.json()).toEqual({ error: 'Method GET not allowed; use POST' });

    const malformed = await fetch(url(n), {
      method: 'POST',
      body: '{"data": ',
      headers: { ...auth(), 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Request body is not valid JSON' });

    const huge = await fetch(url(n), {
      method: 'POST',
      body: JSON.stringify({ data: { name: 'x'.repeat(17 * 1024) } }),
      headers: { ...auth(), 'Content-Type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toMatch(/larger than 16384 bytes/);
    const text = await (await fetch(url(n), { method: 'POST', body: '[', headers: auth() })).text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('a streamed body without Content-Length is still capped at 16 KB', async () => {
    const big = new ReadableStream({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        c.close();
      },
    });
    const r = await s.backend.handle(
      new Request(url('create-checkout'), { method: 'POST', body: big, headers: auth(), duplex: 'half' } as RequestInit),
    );
    expect(r!.status).toBe(413);
  });
});
