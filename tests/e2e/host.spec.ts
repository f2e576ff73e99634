/**
 * The thin host (site/server.ts), over HTTP: routes, the blog post and 404 pages, traversal, HEAD and
 * ranges, compression, caching, security headers, CORS on the widget bundle, the mounted local backend.
 */
import { createHash } from 'node:crypto';
import { request as rawRequest } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { test, expect } from './support/fixtures';
import { routes } from '../../site/routes';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with the path sent exactly as written (no client-side normalisation of `..`). */
function raw(baseURL: string, path: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Raw> {
  const u = new URL(baseURL);
  return new Promise((ok, fail) => {
    const req = rawRequest({ host: u.hostname, port: u.port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

test.describe('host', () => {
  test('every route answers 200 with its own page', async ({ request }) => {
    for (const route of routes) {
      const res = await request.get(route.path);
      expect(res.status(), route.path).toBe(200);
      expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html, route.path).toContain('<html lang="en">');
      expect(html, route.path).toContain(`<link rel="canonical" href="`);
      expect(html, route.path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${route.path === '/' ? '/' : route.path}"`));
    }
  });

  test('/blog/{id} answers the post page with its own canonical link, or 404 when there is no such post', async ({ request }) => {
    const id = '6f1c2a3e-0d4b-4c1a-9e51-1a2b3c4d5e01';
    const res = await request.get(`/blog/${id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('Back to Blog');
    expect(html).toContain(`/blog/${id}"`);
    expect(html).not.toContain('__POST_');
    expect((await request.get('/blog/anything')).status()).toBe(404);
  });

  test('an unknown path answers the 404 page with status 404', async ({ request }) => {
    for (const path of ['/no-such-page', '/services/nope', '/blog/a/b', '/widgets/nope.js', '/404.html', '/index.html.br']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      if (!path.startsWith('/widgets/')) expect(await res.text(), path).toContain('Page Not Found');
    }
  });

  test('no path leaves dist', async ({ baseURL }) => {
    const attempts = [
      '/../package.json',
      '/../../etc/passwd',
      '/%2e%2e/package.json',
      '/%2E%2E/%2E%2E/package.json',
      '/widgets/..%2f..%2fpackage.json',
      '/..%5cpackage.json',
      '/.%2e/package.json',
      '/assets/%2e%2e/%2e%2e/site/server.ts',
      '/%00/package.json',
      '//etc/passwd',
      '/.git/config',
    ];
    for (const path of attempts) {
      const res = await raw(baseURL!, path);
      const text = res.body.toString('utf8');
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(text, path).not.toContain('"devDependencies"');
      expect(text, path).not.toContain('root:x:0:0');
      expect(text, path).not.toContain('[core]');
      expect(text, path).not.toContain('startHost');
    }
  });

  test('security headers on every page: CSP without inline script, nosniff, referrer, permissions, frame-ancestors', async ({
    request,
  }) => {
    for (const path of ['/', '/store', '/no-such-page', '/blog/x']) {
      const h = (await request.get(path)).headers();
      const csp = h['content-security-policy'] ?? '';
      const scriptSrc =
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toContain("'self'");
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      expect(scriptSrc, path).not.toContain('unsafe-eval');
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy'], path).toContain('camera=()');
    }
  });

  test("pages carry no inline script but JSON data blocks and the loader's start, allowed by its hash; no style attribute", async ({
    request,
  }) => {
    for (const route of routes) {
      const res = await request.get(route.path);
      const html = await res.text();
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers()['content-security-policy'] ?? '')?.[1] ?? '';
      for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        const attrs = m[1]!;
        if (!m[2]!.trim()) expect(attrs, route.path).toMatch(/src="/);
        else if (!/type="application\/(ld\+)?json"/.test(attrs)) {
          // site/boot/start-loader.ts, on a page whose largest paint is an image: its own hash, nothing broader
          expect(attrs, `${route.path}: inline script`).toContain('data-src="/widgets/loader.js"');
          expect(scriptSrc, route.path).toContain(`'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`);
        }
      }
      expect(html, `${route.path}: style attribute`).not.toMatch(/<[^>]+\sstyle="/);
    }
  });

  test('HEAD answers the headers without a body', async ({ baseURL }) => {
    const get = await raw(baseURL!, '/about');
    const head = await raw(baseURL!, '/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['etag']).toBe(get.headers['etag']);
  });

  test('byte ranges: 206 with Content-Range, suffix ranges, 416 when unsatisfiable', async ({ baseURL }) => {
    const full = await raw(baseURL!, '/widgets/loader.js');
    const size = full.body.length;
    const r = await raw(baseURL!, '/widgets/loader.js', { headers: { Range: 'bytes=0-9' } });
    expect(r.status).toBe(206);
    expect(r.headers['content-range']).toBe(`bytes 0-9/${size}`);
    expect(r.body).toEqual(full.body.subarray(0, 10));
    const suffix = await raw(baseURL!, '/widgets/loader.js', { headers: { Range: 'bytes=-5' } });
    expect(suffix.status).toBe(206);
    expect(suffix.body).toEqual(full.body.subarray(size - 5));
    const open = await raw(baseURL!, '/widgets/loader.js', { headers: { Range: `bytes=${size - 3}-` } });
    expect(open.body).toEqual(full.body.subarray(size - 3));
    const bad = await raw(baseURL!, '/widgets/loader.js', { headers: { Range: `bytes=${size + 10}-` } });
    expect(bad.status).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${size}`);
    const headRange = await raw(baseURL!, '/widgets/loader.js', { method: 'HEAD', headers: { Range: 'bytes=0-9' } });
    expect(headRange.status).toBe(206);
    expect(headRange.body.length).toBe(0);
  });

  test('brotli and gzip, precompressed, chosen by Accept-Encoding', async ({ baseURL }) => {
    const plain = await raw(baseURL!, '/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await raw(baseURL!, '/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    const gz = await raw(baseURL!, '/widgets/loader.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('import');
    const refused = await raw(baseURL!, '/', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  test('caching: pages revalidate, hashed files are immutable, the widget entries are short-lived; 304 on a match', async ({
    baseURL,
    request,
  }) => {
    const page = await raw(baseURL!, '/');
    expect(page.headers['cache-control']).toBe('no-cache');
    // A hashed asset: the widget catalogue's script (the pages carry their CSS, so / links no file of its own).
    const catalogue = (await raw(baseURL!, '/widgets')).body.toString();
    const script = /src="(\/assets\/catalogue\.[0-9a-f]{10}\.js)"/.exec(catalogue)?.[1];
    expect(script).toBeTruthy();
    expect((await raw(baseURL!, script!)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const loader = await raw(baseURL!, '/widgets/loader.js');
    expect(loader.headers['cache-control']).toBe('public, max-age=300');
    const chunk =
      /["']\.\/chunks\/([\w.-]+\.js)["']/.exec(loader.body.toString())?.[1] ?? /chunks\/([\w.-]+\.js)/.exec(loader.body.toString())?.[1];
    expect(chunk, 'the loader names its chunks').toBeTruthy();
    const chunkRes = await request.get(`/widgets/chunks/${chunk}`);
    expect(chunkRes.status()).toBe(200);
    expect(chunkRes.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await raw(baseURL!, '/', { headers: { 'If-None-Match': String(page.headers['etag']) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test('the widget bundle may be loaded from other origins (CORS, CORP)', async ({ baseURL }) => {
    for (const path of ['/widgets/loader.js', '/widgets/embed.js']) {
      const res = await raw(baseURL!, path, { headers: { Origin: 'https://marketing.example' } });
      expect(res.status, path).toBe(200);
      expect(res.headers['access-control-allow-origin'], path).toBe('*');
      expect(res.headers['cross-origin-resource-policy'], path).toBe('cross-origin');
    }
  });

  test('other methods are refused on the site', async ({ baseURL }) => {
    const res = await raw(baseURL!, '/about', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('GET, HEAD');
  });

  test('robots.txt and sitemap.xml list the routes', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const r of routes) expect(xml).toContain(`${r.path === '/' ? '/' : r.path}</loc>`);
    const posts = (xml.match(/\/blog\/[^<]+<\/loc>/g) ?? []).length; // one page per blog post (site/templates/blog.tsx)
    expect(posts).toBeGreaterThan(0);
    expect((xml.match(/<url>/g) ?? []).length).toBe(routes.length + posts);
  });

  test('the embedded local backend answers on the same origin', async ({ request }) => {
    const res = await request.get('/rest/v1/news?select=id,title&limit=1', { headers: { apikey: LOCAL_ANON_KEY } });
    expect(res.status()).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
    const anonymous = await request.get('/rest/v1/news?select=id');
    expect(anonymous.status()).toBe(401);
  });
});
