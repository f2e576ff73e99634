// @vitest-environment node
/** HTTPS policy: told it is behind TLS (own certificate, or a trusted proxy), the host redirects plain HTTP and sends HSTS. */
import { request } from 'node:https';
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
  let url: string;
  beforeAll(async () => {
    url = (await host({ trustProxy: true })).url;
  });

  it('redirects what came over plain HTTP to the same URL on https, keeping the method (308)', async () => {
    for (const xfp of [undefined, 'http']) {
      const r = await http(`${url}/about?x=1`, { headers: { Host: 'gatewaymedspa.com', ...(xfp ? { 'X-Forwarded-Proto': xfp } : {}) } });
      expect(r.status).toBe(308);
      expect(r.headers['location']).toBe('https://gatewaymedspa.com/about?x=1');
    }
    const post = await http(`${url}/rest/v1/contact_submissions`, { method: 'POST', headers: { Host: 'gatewaymedspa.com:8443' } });
    expect([post.status, post.headers['location']]).toEqual([308, 'https://gatewaymedspa.com:8443/rest/v1/contact_submissions']);
  });

  it('sends HSTS on what came over TLS (the first proxy in a chain decides)', async () => {
    for (const xfp of ['https', 'https, http']) {
      const r = await http(`${url}/`, { headers: { 'X-Forwarded-Proto': xfp } });
      expect(r.status).toBe(200);
      expect(r.headers['strict-transport-security']).toBe(HSTS);
    }
    expect((await http(`${url}/nope`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers['strict-transport-security']).toBe(HSTS);
  });

  it('puts no odd Host into a Location', async () => {
    const r = await http(`${url}/`, { headers: { Host: 'evil.example/@x' } });
    expect(r.status).toBe(400);
    expect(r.headers['location']).toBeUndefined();
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
    const r = await http(`${plain}/services/prp?a=b`);
    expect(r.status).toBe(308);
    expect(r.headers['location']).toBe(`${url}/services/prp?a=b`);
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });
});
