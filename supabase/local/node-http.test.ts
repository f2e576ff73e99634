// @vitest-environment node
/**
 * The client address the local API's caps see (node-http.ts `toWebRequest`, server/client-address.ts), on the
 * real local server: behind TRUST_PROXY each forwarded visitor has their own quota; without it a forwarded
 * address is a client's say-so and is ignored (issue 38 item 8). And a client gone before its body was read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../functions/_shared/limits.ts';
import { startServed } from './test-helpers.ts';

let direct: Awaited<ReturnType<typeof startServed>>;
let proxied: Awaited<ReturnType<typeof startServed>>;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([startServed(), startServed({ trustProxy: 1 })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

type Served = typeof direct;
/** One newsletter signup as a browser behind the proxy sends it, with the proxy's X-Forwarded-For. */
async function signup(s: Served, email: string, xff: string) {
  const key = s.backend.anonKey;
  const r = await fetch(`${s.url}/rest/v1/newsletter_subscribers`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'X-Forwarded-For': xff },
    body: JSON.stringify({ email }),
  });
  await r.body?.cancel();
  return r.status;
}
const subjects = async (s: Served) =>
  (await s.service.from('function_rate_limits').select('subject').eq('scope', 'newsletter-signup')).data!.map((r) => r.subject as string);
const stored = async (s: Served, prefix: string) =>
  (await s.service.from('newsletter_subscribers').select('email', { count: 'exact' }).like('email', `${prefix}%`)).count;

const visitors = Array.from({ length: 25 }, (_, i) => `198.51.100.${i + 1}`);

describe('the client address behind a proxy', () => {
  it('TRUST_PROXY=1: 25 signups from 25 forwarded addresses are 25 visitors, all stored', async () => {
    const statuses = [];
    for (const [i, ip] of visitors.entries()) statuses.push(await signup(proxied, `fwd${i}@example.com`, ip));
    expect(statuses).toEqual(visitors.map(() => 201));
    expect(await stored(proxied, 'fwd')).toBe(25);
    expect((await subjects(proxied)).sort()).toEqual([...visitors].sort());
  });

  it('TRUST_PROXY=1: the right-most entry counts, so a visitor cannot pick a fresh address to pass the cap', async () => {
    const cap = LIMITS.newsletterPerClientPerDay;
    const statuses = [];
    for (let i = 0; i <= cap; i++) statuses.push(await signup(proxied, `pick${i}@example.com`, `203.0.113.${i + 1}, 192.0.2.50`));
    expect(statuses.slice(0, cap)).toEqual(Array(cap).fill(201));
    expect(statuses[cap]).toBe(429);
    expect(await subjects(proxied)).toContain('192.0.2.50');
    expect(await subjects(proxied)).not.toContain('203.0.113.1');
  });

  it('without TRUST_PROXY the forwarded address is ignored: 25 forwarded addresses are one client (20 stored, then 429)', async () => {
    const statuses = [];
    for (const [i, ip] of visitors.entries()) statuses.push(await signup(direct, `one${i}@example.com`, ip));
    const cap = LIMITS.newsletterPerClientPerDay;
    expect(statuses).toEqual([...Array(cap).fill(201), ...Array(25 - cap).fill(429)]);
    expect(await stored(direct, 'one')).toBe(cap);
    expect(await subjects(direct)).toEqual(['127.0.0.1']);
  });
});

describe('a client that goes away before its body is read', () => {
  it('gives no Request (nothing to answer) instead of throwing "should not be disturbed or locked"', async () => {
    const { createServer, request } = await import('node:http');
    const { toWebRequest } = await import('./node-http.ts');
    const built = new Promise<Request | null | Error>((resolve) => {
      const server = createServer((req, res) => {
        // The host awaits its backend before it builds the Request; meanwhile the client hangs up.
        req.once('close', () => {
          try {
            resolve(toWebRequest(req, 'http://127.0.0.1', { res }));
          } catch (err) {
            resolve(err as Error);
          }
          res.destroy();
          server.close();
        });
      });
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        const client = request({ host: '127.0.0.1', port, method: 'POST', path: '/rest/v1/leads', headers: { 'content-length': '100' } });
        client.on('error', () => {});
        // Half the body, then gone once the server has the request.
        server.once('request', () => client.destroy());
        client.write('{"name":"');
      });
    });
    expect(await built).toBeNull();
  });
});
