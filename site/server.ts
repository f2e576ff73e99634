/**
 * The thin host: serves <dist> (MEDSPA_DIST, default dist) on http://HOST:PORT (127.0.0.1:8080) and, when no
 * SUPABASE_URL is configured, the embedded local backend (supabase/local) on the same origin, so one
 * process is the whole product, offline.
 *
 *   node --import tsx site/server.ts          (npm run serve; npm start builds first)
 *
 * - routes of site/routes.ts answer their page; /blog/{id} the blog post page; anything else the 404 page;
 * - GET and HEAD; single byte ranges (videos); precompressed .br/.gz chosen by Accept-Encoding;
 * - ETag/Last-Modified revalidation; a year of `immutable` cache for hashed files, 5 minutes for the widget
 *   entry points, `no-cache` for pages;
 * - security headers on every response (CSP without inline script, nosniff, Referrer-Policy,
 *   Permissions-Policy, frame-ancestors); CORS and CORP cross-origin on /widgets/* (marketers embed it);
 * - no path leaves <dist>.
 * Env: HOST, PORT, MEDSPA_DIST, SITE_URL, SUPABASE_URL (hosted backend: nothing mounted),
 * LOCAL_DB_DIR (default .local/db; `memory` = fresh in-memory database).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BLOG_POST_FILE, BLOG_POST_PATH_TOKEN, NOT_FOUND_FILE } from './routes';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Paths the local backend answers (the Supabase API layout). */
export const BACKEND_PREFIXES = ['/rest/v1', '/storage/v1', '/functions/v1', '/auth/v1'];

/** The Content-Security-Policy of the site's pages. `backendOrigin`: a hosted Supabase project, if any. */
export function contentSecurityPolicy(backendOrigin?: string): string {
  const api = backendOrigin ? ` ${backendOrigin}` : '';
  // Google Maps JS API hosts (its documented CSP list). Its own <style> tags stay blocked (no 'unsafe-inline'):
  // the map widget copies those rules into its shadow root as adopted sheets (widgets/visit-us/mirror-map-styles.ts).
  const google = 'https://*.googleapis.com https://*.gstatic.com https://*.google.com';
  return [
    "default-src 'self'",
    `script-src 'self' ${google}`,
    "style-src 'self' https://fonts.googleapis.com",
    `img-src 'self' data: blob: https:${api}`,
    `media-src 'self' blob:${api}`,
    `connect-src 'self'${api} ${google} data: blob:`,
    "font-src 'self' data: https://fonts.gstatic.com",
    'frame-src https://www.google.com https://maps.google.com',
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface HostOptions {
  dist?: string;
  host?: string;
  port?: number;
  /** Hosted backend; when empty, the embedded local backend is mounted. */
  supabaseUrl?: string;
  /** Local database directory, or `memory`. */
  localDbDir?: string;
  quiet?: boolean;
}

interface LocalBackend {
  /** null: not a backend path. */
  handle(req: Request): Promise<Response | null>;
  close?(): Promise<void> | void;
  anonKey?: string;
  serviceRoleKey?: string;
}

interface NodeHttp {
  toWebRequest(req: IncomingMessage, origin: string): Request | Promise<Request>;
  sendWebResponse(res: ServerResponse, response: Response, req?: IncomingMessage): Promise<void> | void;
}

export interface RunningHost {
  server: Server;
  url: string;
  apiUrl?: string;
  close(): Promise<void>;
}

const ONE_YEAR = 'public, max-age=31536000, immutable';

function cacheControl(path: string): string {
  if (path.endsWith('.html')) return 'no-cache';
  if (/^\/widgets\/chunks\//.test(path) || /\.[0-9a-f]{10}\.[a-z0-9]+$/.test(path)) return ONE_YEAR;
  if (path.startsWith('/widgets/')) return 'public, max-age=300';
  return 'public, max-age=3600';
}

function pickEncoding(accept: string | undefined): ('br' | 'gzip')[] {
  const out: ('br' | 'gzip')[] = [];
  const parts = (accept ?? '')
    .toLowerCase()
    .split(',')
    .map((p) => p.trim());
  const ok = (name: string) =>
    parts.some((p) => {
      const [n, ...params] = p.split(';').map((s) => s.trim());
      if (n !== name) return false;
      const q = params.find((s) => s.startsWith('q='));
      return !q || Number(q.slice(2)) > 0;
    });
  if (ok('br')) out.push('br');
  if (ok('gzip')) out.push('gzip');
  return out;
}

/** Maps a URL path to a file under dist, or undefined if it would leave dist or is malformed. */
function safeJoin(dist: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return undefined;
  // No dotfiles, and never the build's precompressed twins directly.
  if (segments.some((s) => s.startsWith('.') && s.length > 0)) return undefined;
  const file = resolve(dist, '.' + decoded);
  if (file !== dist && !file.startsWith(dist + sep)) return undefined;
  return file;
}

function statFile(p: string | undefined): Stats | undefined {
  if (!p) return undefined;
  try {
    const st = statSync(p);
    return st.isFile() ? st : undefined;
  } catch {
    return undefined;
  }
}

export async function startHost(opts: HostOptions = {}): Promise<RunningHost> {
  const dist = resolve(ROOT, opts.dist ?? process.env.MEDSPA_DIST ?? 'dist');
  const host = opts.host ?? process.env.HOST ?? '127.0.0.1';
  const port = opts.port ?? Number(process.env.PORT ?? 8080);
  const supabaseUrl = (opts.supabaseUrl ?? process.env.SUPABASE_URL ?? '').replace(/\/+$/, '');
  const log = opts.quiet ? () => {} : (m: string) => console.log(m);
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`No site in ${dist}: run \`npm run build\` first (or \`npm start\`, which builds).`);
  }

  const csp = contentSecurityPolicy(supabaseUrl ? new URL(supabaseUrl).origin : undefined);
  const baseHeaders: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };

  let backend: LocalBackend | undefined;
  let nodeHttp: NodeHttp | undefined;
  /** Set while the embedded backend starts; API requests wait for it. */
  let backendReady: Promise<unknown> | undefined;
  let origin = '';

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('[host]', err);
      if (!res.headersSent) {
        res.writeHead(500, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      } else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? '/';
    const pathname = rawUrl.split('?')[0]!.split('#')[0]!;

    if (backendReady && BACKEND_PREFIXES.some((p) => pathname === p || pathname.startsWith(p + '/'))) {
      await backendReady;
      if (!backend || !nodeHttp) {
        res.writeHead(503, { ...baseHeaders, 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'The local backend failed to start; see the host log.' }));
        return;
      }
      const response = await backend.handle(await nodeHttp.toWebRequest(req, origin));
      if (response) {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        await nodeHttp.sendWebResponse(res, response, req);
        return;
      }
    }

    const isWidgets = pathname.startsWith('/widgets/');
    const headers: Record<string, string> = { ...baseHeaders };
    if (isWidgets) {
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
      headers['Timing-Allow-Origin'] = '*';
    }

    if (req.method === 'OPTIONS' && isWidgets) {
      res.writeHead(204, { ...headers, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }

    // Resolve the file: exact file, then <path>/index.html, then the blog post template, then 404.
    let status = 200;
    let rel = pathname;
    let file = safeJoin(dist, pathname);
    let st = file && !pathname.endsWith('/') ? statFile(file) : undefined;
    if (!st && file) {
      const index = join(file, 'index.html');
      st = statFile(index);
      if (st) {
        file = index;
        rel = pathname.replace(/\/?$/, '/index.html');
      }
    }
    // Build artefacts are not pages of their own.
    if (st && (rel.endsWith('.br') || rel.endsWith('.gz') || rel === '/' + BLOG_POST_FILE || rel === '/' + NOT_FOUND_FILE)) st = undefined;
    let blogPostPath: string | undefined;
    if (!st && file && /^\/blog\/[^/]+\/?$/.test(pathname)) {
      file = join(dist, BLOG_POST_FILE);
      st = statFile(file);
      rel = '/' + BLOG_POST_FILE;
      blogPostPath = pathname.replace(/\/$/, '');
    }
    if (!st) {
      status = 404;
      file = join(dist, NOT_FOUND_FILE);
      rel = '/' + NOT_FOUND_FILE;
      st = statFile(file);
      if (!st) {
        res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not Found');
        return;
      }
    }

    const type = TYPES[extname(file!).toLowerCase()] ?? 'application/octet-stream';
    headers['Content-Type'] = type;
    headers['Cache-Control'] = status === 404 ? 'no-store' : cacheControl(rel);
    headers['Vary'] = 'Accept-Encoding';
    const encodings = pickEncoding(req.headers['accept-encoding'] as string | undefined);

    // The blog post template: its canonical link names the requested post.
    if (blogPostPath) {
      const html = readFileSync(file!, 'utf8').replaceAll(BLOG_POST_PATH_TOKEN, encodeURI(decodeURI(blogPostPath)).replace(/"/g, '%22'));
      let body: Buffer = Buffer.from(html);
      const enc = encodings[0];
      if (enc === 'br') body = brotliCompressSync(body);
      else if (enc === 'gzip') body = gzipSync(body);
      if (enc) headers['Content-Encoding'] = enc;
      headers['Content-Length'] = String(body.length);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }

    const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
    headers['ETag'] = etag;
    headers['Last-Modified'] = st.mtime.toUTCString();
    headers['Accept-Ranges'] = 'bytes';
    if (status === 200) {
      const inm = req.headers['if-none-match'];
      const ims = req.headers['if-modified-since'];
      if (
        (inm && inm.split(',').some((t) => t.trim() === etag)) ||
        (!inm && ims && Date.parse(ims) >= Math.floor(st.mtimeMs / 1000) * 1000)
      ) {
        delete headers['Content-Type'];
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }

    // Byte ranges (videos): one range, on the identity encoding.
    const range = req.headers.range;
    if (range && status === 200) {
      const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
      const ifRange = req.headers['if-range'];
      if (m && (m[1] || m[2]) && (!ifRange || ifRange === etag)) {
        let start: number;
        let end: number;
        if (m[1]) {
          start = Number(m[1]);
          end = m[2] ? Math.min(Number(m[2]), st.size - 1) : st.size - 1;
        } else {
          start = Math.max(0, st.size - Number(m[2]));
          end = st.size - 1;
        }
        if (start > end || start >= st.size) {
          res.writeHead(416, { ...headers, 'Content-Range': `bytes */${st.size}` });
          res.end();
          return;
        }
        headers['Content-Range'] = `bytes ${start}-${end}/${st.size}`;
        headers['Content-Length'] = String(end - start + 1);
        res.writeHead(206, headers);
        if (req.method === 'HEAD') res.end();
        else createReadStream(file!, { start, end }).pipe(res);
        return;
      }
      if (m && !ifRange) {
        res.writeHead(416, { ...headers, 'Content-Range': `bytes */${st.size}` });
        res.end();
        return;
      }
      // Malformed, multiple ranges or a stale If-Range: the whole file.
    }

    let sendPath = file!;
    let size = st.size;
    for (const enc of encodings) {
      const twin = statFile(`${file}.${enc === 'br' ? 'br' : 'gz'}`);
      if (twin && twin.mtimeMs >= st.mtimeMs) {
        sendPath = `${file}.${enc === 'br' ? 'br' : 'gz'}`;
        size = twin.size;
        headers['Content-Encoding'] = enc;
        break;
      }
    }
    headers['Content-Length'] = String(size);
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else
      createReadStream(sendPath)
        .on('error', () => res.destroy())
        .pipe(res);
  }

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const addr = server.address();
  const realPort = typeof addr === 'object' && addr ? addr.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  origin = `http://${urlHost}:${realPort}`;

  // The embedded backend, when no hosted one is configured (answered only once it is ready).
  let apiUrl: string | undefined;
  if (!supabaseUrl) {
    const indexFile = join(ROOT, 'supabase/local/index.ts');
    const httpFile = join(ROOT, 'supabase/local/node-http.ts');
    if (existsSync(indexFile) && existsSync(httpFile)) {
      const dbDir = opts.localDbDir ?? process.env.LOCAL_DB_DIR ?? '.local/db';
      const local = (await import(pathToFileURL(indexFile).href)) as {
        startLocalBackend(o: { dataDir?: string; publicUrl: string }): Promise<LocalBackend>;
        LOCAL_ANON_KEY?: string;
        LOCAL_SERVICE_ROLE_KEY?: string;
      };
      nodeHttp = (await import(pathToFileURL(httpFile).href)) as NodeHttp;
      const keys = (await import(pathToFileURL(join(ROOT, 'supabase/local/keys.ts')).href)) as {
        LOCAL_ANON_KEY: string;
        LOCAL_SERVICE_ROLE_KEY: string;
      };
      const t0 = performance.now();
      backendReady = local.startLocalBackend({
        dataDir: dbDir === 'memory' ? undefined : resolve(ROOT, dbDir),
        publicUrl: origin,
      });
      backend = await backendReady.then(
        (b) => b as LocalBackend,
        (err: unknown) => {
          console.error('[host] the local backend failed to start:', err);
          return undefined;
        },
      );
      if (!backend) throw new Error('The local backend failed to start.');
      apiUrl = origin;
      log(
        `Local backend ready in ${Math.round(performance.now() - t0)} ms (database: ${dbDir === 'memory' ? 'in memory' : resolve(ROOT, dbDir)})`,
      );
      log(`Site: ${origin}`);
      log(`API URL: ${apiUrl}`);
      log(`anon key: ${backend.anonKey ?? keys.LOCAL_ANON_KEY}`);
      log(`service_role key: ${backend.serviceRoleKey ?? keys.LOCAL_SERVICE_ROLE_KEY}`);
    } else {
      log('warning: supabase/local is not there yet: serving the static site only, the API paths answer 404.');
      log(`Site: ${origin}`);
    }
  } else {
    log(`Site: ${origin}`);
    log(`API URL: ${supabaseUrl} (hosted)`);
  }

  return {
    server,
    url: origin,
    apiUrl,
    async close() {
      await new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      });
      await backend?.close?.();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startHost()
    .then((running) => {
      const stop = () => {
        running.close().finally(() => process.exit(0));
        setTimeout(() => process.exit(0), 3000).unref();
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
