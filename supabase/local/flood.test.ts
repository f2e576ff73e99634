// @vitest-environment node
/**
 * Flood (bounded): what a bot can do with the anon key in a burst, against the caps of
 * supabase/functions/_shared/limits.ts, over real HTTP into real PGlite: concurrent posts from one address,
 * huge bodies at once while a visitor reads, the newsletter's daily cap, and a staff-SMS burst from many
 * addresses that must not lock out a real visitor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServed } from './test-helpers.ts';
import { consultationMessage } from '../../widgets/content/forms.ts';
import { LIMITS } from '../functions/_shared/limits.ts';

let s: Awaited<ReturnType<typeof startServed>>;
beforeAll(async () => {
  s = await startServed();
});
afterAll(async () => {
  await s?.close();
});

const headers = () => ({ apikey: s.backend.anonKey, Authorization: `Bearer ${s.backend.anonKey}`, 'Content-Type': 'application/json' });
const countRows = async (sql: string) => (await s.backend.db.query<{ n: number }>(sql)).rows[0]!.n;

describe('flood', () => {
  it(`60 concurrent posts from one address: exactly ${LIMITS.contactPerClient.max} stored, the rest 429, no 5xx`, async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        fetch(`${s.url}/rest/v1/contact_submissions`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ name: `Flood ${i}`, email: 'flood@example.com', message: `flood ${i}` }),
        }).then((r) => r.status),
      ),
    );
    const tally = results.reduce<Record<number, number>>((t, x) => ((t[x] = (t[x] ?? 0) + 1), t), {});
    console.log('flood: 60 concurrent contact posts from one address ->', JSON.stringify(tally));
    expect(tally).toEqual({ 201: LIMITS.contactPerClient.max, 429: 60 - LIMITS.contactPerClient.max });
    expect(await countRows(`select count(*)::int as n from contact_submissions where email = 'flood@example.com'`)).toBe(
      LIMITS.contactPerClient.max,
    );
  }, 60_000);

  it('8 concurrent 50 MB bodies are refused with 413 while a visitor still reads the news quickly; memory stays bounded', async () => {
    const rssBefore = process.memoryUsage().rss;
    const chunk = new TextEncoder().encode(`[${'{"name":"x","email":"a@b.cd","message":"m"},'.repeat(1400)}`.slice(0, 64 * 1024));
    const huge = () =>
      fetch(`${s.url}/rest/v1/contact_submissions`, {
        method: 'POST',
        headers: headers(),
        duplex: 'half',
        body: new ReadableStream({
          start(c) {
            for (let i = 0; i < 800; i++) c.enqueue(chunk); // 50 MB, no Content-Length
            c.close();
          },
        }),
      } as RequestInit)
        .then((r) => r.status)
        .catch(() => 0); // 0: the connection was closed under the upload (the server answered 413 and hung up)
    const t0 = performance.now();
    const floods = Array.from({ length: 8 }, huge);
    const news = await fetch(`${s.url}/rest/v1/news?select=id`, { headers: headers() });
    const newsMs = performance.now() - t0;
    expect(news.status).toBe(200);
    const statuses = await Promise.all(floods);
    console.log(`flood: 8 concurrent 50 MB posts -> ${JSON.stringify(statuses)}; a news read meanwhile took ${Math.round(newsMs)} ms`);
    expect(statuses.every((x) => x === 413 || x === 0)).toBe(true);
    expect(statuses).toContain(413);
    expect(newsMs).toBeLessThan(5000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
    expect(await countRows(`select count(*)::int as n from contact_submissions where name = 'x'`)).toBe(0);
  }, 120_000);

  it(`the newsletter takes ${LIMITS.newsletterPerClientPerDay} signups per address a day, then 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.newsletterPerClientPerDay + 5; i++) {
      statuses.push((await s.anon.from('newsletter_subscribers').insert({ email: `flood${i}@example.com` })).status);
    }
    expect(statuses.filter((x) => x === 201)).toHaveLength(LIMITS.newsletterPerClientPerDay);
    expect(statuses.slice(LIMITS.newsletterPerClientPerDay)).toEqual(Array(5).fill(429));
  }, 60_000);

  it('a staff-SMS burst from many addresses: at most the daily budget of texts plus a few digests, and a real visitor still succeeds', async () => {
    const bots = LIMITS.smsPerDay + 60;
    // The SMS call names its stored row by the claim the insert returned (Prefer: return=representation, select=claim).
    const notify = (data: Record<string, string>, ip: string, claim: string) =>
      s.backend.handle(
        new Request(`${s.url}/functions/v1/send-consultation-sms`, {
          method: 'POST',
          body: JSON.stringify({ data, claim }),
          headers: { Authorization: `Bearer ${s.backend.anonKey}`, 'X-Forwarded-For': ip },
        }),
      ) as Promise<Response>;
    const store = (data: Record<string, string>, ip: string) =>
      s.backend.handle(
        new Request(`${s.url}/rest/v1/contact_submissions?select=claim`, {
          method: 'POST',
          body: JSON.stringify({ name: data.name, email: data.email, message: consultationMessage(data.phone!, data.reason!) }),
          headers: { ...headers(), Prefer: 'return=representation', 'X-Forwarded-For': ip },
        }),
      ) as Promise<Response>;
    const deliveries: Record<string, number> = {};
    for (let i = 0; i < bots; i++) {
      const ip = `198.18.${i >> 8}.${i & 255}`;
      const data = { name: `Bot ${i}`, phone: '314-555-0100', email: `bot${i}@example.com`, reason: 'spam' };
      const stored = await store(data, ip);
      expect(stored.status).toBe(201);
      const r = await notify(data, ip, ((await stored.json()) as { claim: string }[])[0]!.claim);
      expect(r.status).toBe(200);
      const d = ((await r.json()) as { delivery: string }).delivery;
      deliveries[d] = (deliveries[d] ?? 0) + 1;
    }
    const visitor = { name: 'Real Visitor', phone: '(314) 555-0142', email: 'real.visitor@example.com', reason: 'Botox' };
    const visitorStored = await store(visitor, '192.0.2.50');
    expect(visitorStored.status).toBe(201);
    const real = await notify(visitor, '192.0.2.50', ((await visitorStored.json()) as { claim: string }[])[0]!.claim);
    expect(real.status).toBe(200);
    expect(await real.json()).toMatchObject({ success: true, delivery: 'digest' });
    const texts = await countRows(`select count(*)::int as n from sms_outbox`);
    const digests = await countRows(`select count(*)::int as n from sms_outbox where body like '% more consultation request%'`);
    console.log(
      `flood: ${bots} stored bot requests from ${bots} addresses -> ${JSON.stringify(deliveries)}; texts ${texts} (${digests} digests)`,
    );
    expect(deliveries).toEqual({ outbox: LIMITS.smsPerDay, digest: bots - LIMITS.smsPerDay });
    // the first over-budget request, then every 25th: 1, 25, 50 of the 61 over budget
    expect(digests).toBe(3);
    expect(texts).toBe(LIMITS.smsPerDay + 3);
    expect(texts).toBeLessThanOrEqual(LIMITS.smsPerDay + LIMITS.smsDigestsPerDay);
  }, 180_000);
});
