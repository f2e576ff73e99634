// @vitest-environment node
/**
 * The host graded by the MDN HTTP Observatory's own scanner (@mdn/mdn-http-observatory), offline, against
 * 127.0.0.1. Its scan(host) tries http://host/ and https://host/ on the default ports; given `127.0.0.1:<port>`
 * it asks both schemes on that one port, which is what the host's TLS listener answers (TLS, or a redirect for
 * plain HTTP). The scanner only counts HSTS and the redirect when the certificate verifies, so it runs as its own
 * process trusting the test certificate (NODE_EXTRA_CA_CERTS; its bin/wrapper.js would point that at a CA bundle
 * its denied install script never downloaded, so src/scan.js, the wrapper's target, is run directly).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDist, hasOpenssl, runNode, tempDir, testCertificate } from '../../scripts/test-helpers.ts';
import { startHost, type HostOptions, type RunningHost } from '../server.ts';
import { createListener } from './transport.ts';

const scanner = createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/src/scan.js');
const tmp = tempDir('observatory');
const dist = fakeDist(tmp.dir);
const closers: (() => Promise<void> | void)[] = [];
let tls: ReturnType<typeof testCertificate>;

beforeAll(() => {
  // Its install script fetches Chromium's HSTS preload list into conf/; installed without scripts, the list is
  // empty (127.0.0.1 is on no preload list anyway).
  const preload = join(dirname(scanner), '..', 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  if (hasOpenssl) tls = testCertificate(tmp.dir);
});
afterAll(async () => {
  for (const c of closers) await c();
  tmp.remove();
});

interface Scan {
  scan: { grade: string; score: number };
  tests: Record<string, { pass: boolean; result: string }>;
}

async function scan(target: string): Promise<Scan> {
  const p = runNode([scanner, target], { NODE_EXTRA_CA_CERTS: tls?.certFile });
  await p.exited;
  const out = JSON.parse(p.output()) as Scan & { error?: string };
  if (out.error) throw new Error(out.error);
  return out;
}

async function host(o: HostOptions): Promise<RunningHost> {
  const h = await startHost({ dist, port: 0, supabaseUrl: 'https://project.supabase.co', quiet: true, ...o });
  closers.push(() => h.close());
  return h;
}

const failing = (s: Scan) =>
  Object.entries(s.tests)
    .filter(([, t]) => !t.pass)
    .map(([name]) => name);

describe('MDN HTTP Observatory grade', () => {
  it('plain HTTP, not told about TLS: everything passes but the https redirect and HSTS', async () => {
    const h = await host({});
    const s = await scan(h.url.replace('http://', ''));
    expect(failing(s)).toEqual(['redirection', 'strict-transport-security']);
    expect(s.scan.grade).toBe('C+');
  }, 60_000);

  it.skipIf(!hasOpenssl)(
    'A+ with its own TLS listener',
    async () => {
      const h = await host({ tls: { cert: tls.cert, key: tls.key } });
      const s = await scan(h.url.replace('https://', ''));
      expect(failing(s)).toEqual([]);
      expect(s.tests['redirection']!.result).toBe('redirection-to-https');
      expect(s.tests['strict-transport-security']!.result).toBe('hsts-implemented-max-age-at-least-six-months');
      expect([s.scan.grade, s.scan.score]).toEqual(['A+', expect.any(Number)]);
      expect(s.scan.score).toBeGreaterThanOrEqual(100);
    },
    60_000,
  );

  it.skipIf(!hasOpenssl)(
    'A+ behind a TLS-terminating proxy that sets X-Forwarded-Proto (TRUST_PROXY=1)',
    async () => {
      const upstream: { origin?: URL } = {}; // the host, started once the proxy's port (the site's origin) is known
      // The CDN stand-in: TLS and plain HTTP on one port, each passed on with the scheme it came in on.
      const proxy = createListener(
        (req, res) => {
          const proto = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
          const headers = { ...req.headers, 'x-forwarded-proto': proto };
          const up = httpRequest(
            { host: upstream.origin!.hostname, port: upstream.origin!.port, method: req.method, path: req.url, headers },
            (r) => {
              res.writeHead(r.statusCode!, r.headers);
              r.pipe(res);
            },
          );
          req.pipe(up);
        },
        { tls: { cert: tls.cert, key: tls.key } },
      );
      await new Promise<void>((ok) => proxy.server.listen(0, '127.0.0.1', ok));
      closers.push(() => new Promise<void>((ok) => (proxy.server.close(() => ok()), proxy.closeAllConnections())));
      const front = `127.0.0.1:${(proxy.server.address() as { port: number }).port}`;
      upstream.origin = new URL((await host({ trustProxy: true, siteUrl: `https://${front}` })).url);
      const s = await scan(front);
      expect(failing(s)).toEqual([]);
      expect(s.scan.grade).toBe('A+');
    },
    60_000,
  );
});
