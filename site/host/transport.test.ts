// @vitest-environment node
/** HTTPS policy: told it is behind TLS (own certificate, or a trusted proxy), the host redirects plain HTTP and sends HSTS. */
import { writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDist, hasOpenssl, http, tempDir, testCertificate, type Answer } from '../../scripts/test-helpers.ts';
import { startHost, type HostOptions, type RunningHost } from '../server.ts';
import { HSTS } from './headers.ts';

const tmp = tempDir('transport');
const dist = fakeDist(tmp.dir);
const hosts: RunningHost[] = [];
afterAll(async () => {
  await Promise.all(hosts.map((h) => h.close()));
  tmp.remove();
});

async function host(o: HostOptions): Promise<RunningHost> {
  const h = await startHost({ dist, port: 0, supabaseUrl: 'https://project.supabase.co', quiet: true, ...o });
  hosts.push(h);
  return h;
}

describe('plain HTTP (the default)', () => {
  it('believes no X-Forwarded-Proto: anyone can send one', async () => {
    const h = await host({});
    const r = await http(`${h.url}/`, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(r.status).toBe(200);
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a TLS proxy (TRUST_PROXY=1)', () => {
  const SITE = 'https://gatewaymedspa.com';
  let url: string;
  beforeAll(async () => {
    url = (await host({ trustProxy: true, siteUrl: SITE })).url;
  });

  it("redirects what came over plain HTTP to the same path on the site's origin, keeping the method (308)", async () => {
    for (const xfp of [undefined, 'http']) {
      const r = await http(`${url}/about?x=1`, { headers: { Host: 'gatewaymedspa.com', ...(xfp ? { 'X-Forwarded-Proto': xfp } : {}) } });
      expect(r.status).toBe(308);
      expect(r.headers['location']).toBe(`${SITE}/about?x=1`);
    }
    const post = await http(`${url}/rest/v1/contact_submissions`, { method: 'POST', headers: { Host: 'gatewaymedspa.com:8443' } });
    expect([post.status, post.headers['location']]).toEqual([308, `${SITE}/rest/v1/contact_submissions`]);
  });

  it('sends HSTS on what came over TLS (the first proxy in a chain decides)', async () => {
    for (const xfp of ['https', 'https, http']) {
      const r = await http(`${url}/`, { headers: { 'X-Forwarded-Proto': xfp } });
      expect(r.status).toBe(200);
      expect(r.headers['strict-transport-security']).toBe(HSTS);
    }
    expect((await http(`${url}/nope`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers['strict-transport-security']).toBe(HSTS);
  });

  it("never redirects to the request's Host (issue 38 item 8)", async () => {
    for (const Host of ['evil.example', 'evil.example:443', 'evil.example/@x', '[::1]', 'localhost']) {
      const r = await http(`${url}/store`, { headers: { Host } });
      expect([Host, r.status, r.headers['location']]).toEqual([Host, 308, `${SITE}/store`]);
    }
    const odd = await http(`${url}//evil.example/x`, { headers: { Host: 'evil.example' } });
    expect(new URL(String(odd.headers['location'])).origin).toBe(SITE);
  });
});

describe('the client address the mounted backend is given (server/client-address.ts)', () => {
  /** A backend stand-in that answers with the X-Forwarded-For it was handed (the address its caps count). */
  const echo: HostOptions['startBackend'] = async () => ({
    handle: async (req) => new Response(req.headers.get('x-forwarded-for')),
    close: async () => {},
    anonKey: 'anon',
    serviceRoleKey: 'service',
  });
  const seen = async (h: RunningHost, xff: string) =>
    (await http(`${h.url}/rest/v1/x`, { headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': xff } })).body;

  it('TRUST_PROXY=1: the forwarded address (the right-most entry); without it the socket, whatever the header says', async () => {
    const [proxied, direct] = await Promise.all([
      host({ supabaseUrl: '', startBackend: echo, trustProxy: 1, siteUrl: 'https://gatewaymedspa.com' }),
      host({ supabaseUrl: '', startBackend: echo }),
    ]);
    for (let i = 1; i <= 25; i++) expect(await seen(proxied, `198.51.100.${i}`)).toBe(`198.51.100.${i}`);
    expect(await seen(proxied, '6.6.6.6, 198.51.100.9')).toBe('198.51.100.9');
    expect(await seen(direct, '198.51.100.1')).toBe('127.0.0.1');
  });
});

describe('TRUST_PROXY at start', () => {
  const withEnv = async <T>(env: Record<string, string>, run: () => Promise<T>): Promise<T> => {
    const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    try {
      return await run();
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
    }
  };

  it('refuses to start without an https site origin to redirect to, or with a value that is not a count', async () => {
    await expect(host({ trustProxy: 1, siteUrl: 'http://gatewaymedspa.com' })).rejects.toThrow(/TRUST_PROXY is set.*SITE_URL=https/);
    await withEnv({ TRUST_PROXY: '1', SITE_URL: '' }, () => expect(host({})).rejects.toThrow(/TRUST_PROXY is set/));
    await withEnv({ TRUST_PROXY: 'maybe', SITE_URL: 'https://gatewaymedspa.com' }, () =>
      expect(host({})).rejects.toThrow(/TRUST_PROXY=maybe is not a number of proxies/),
    );
  });

  it('takes the site origin from SITE_URL, else from the build (site-build.json)', async () => {
    await withEnv({ TRUST_PROXY: '2', SITE_URL: 'https://env.example/' }, async () => {
      const r = await http(`${(await host({})).url}/a`);
      expect(r.headers['location']).toBe('https://env.example/a');
    });
    const built = tempDir('transport-built');
    try {
      const d = fakeDist(built.dir);
      writeFileSync(join(d, 'site-build.json'), JSON.stringify({ siteUrl: 'https://built.example' }));
      const h = await withEnv({ SITE_URL: '' }, () =>
        startHost({ dist: d, port: 0, supabaseUrl: 'https://project.supabase.co', quiet: true, trustProxy: 1 }),
      );
      hosts.push(h);
      expect((await http(`${h.url}/b`)).headers['location']).toBe('https://built.example/b');
    } finally {
      built.remove();
    }
  });
});

describe.skipIf(!hasOpenssl)('its own TLS listener (TLS_CERT, TLS_KEY)', () => {
  let url: string;
  let cert: Buffer;
  beforeAll(async () => {
    const c = testCertificate(tmp.dir);
    cert = c.cert;
    url = (await host({ tls: { cert: c.cert, key: c.key } })).url;
  });

  const https = (path: string, method = 'GET') =>
    new Promise<Answer>((ok, fail) => {
      request(`${url}${path}`, { method, ca: cert }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks), body: '' }));
      })
        .on('error', fail)
        .end();
    });

  it('serves HTTPS with HSTS', async () => {
    expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const r = await https('/');
    expect(r.status).toBe(200);
    expect(r.headers['strict-transport-security']).toBe(HSTS);
    expect(r.bytes.toString()).toContain('<h1>Home</h1>');
    expect((await https('/robots.txt', 'HEAD')).status).toBe(200);
  });

  it('answers plain HTTP on the same port with a redirect to https', async () => {
    const plain = url.replace('https:', 'http:');
    const r = await http(`${plain}/services/prp?a=b`, { headers: { Host: 'evil.example' } });
    expect(r.status).toBe(308);
    expect(r.headers['location']).toBe(`${url}/services/prp?a=b`); // no https SITE_URL: its own origin, never the Host
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });
});
