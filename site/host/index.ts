/**
 * The host: the built site (dist) and, when no hosted Supabase is configured, the embedded local backend on the
 * same origin, so one process is the whole product, offline. Composed of:
 *   transport.ts  HTTP, or HTTPS (own TLS, or a trusted proxy's X-Forwarded-Proto): redirect to the site's origin + HSTS
 *   backend.ts    supabase/local on /rest/v1, /storage/v1, /functions/v1 (503 + Retry-After until ready)
 *   site.ts       files (server/files.ts: send + precompressed twins), /blog/{id} and 404 (rewrites.ts), CORS on /widgets
 *   fresh-pages.ts   the pages made from the database (one table), from the host's reads (read.ts), each made at most
 *                 once per PAGE_TTL_MS (fresh.ts, page-cache.ts), dropped on a write to the published tables when the
 *                 local backend is mounted
 *   headers.ts    security headers and CSP on every answer, cache policy (server/mime.ts: the one MIME table)
 *   static.ts     pages made in memory answered like files (ETag, 304, br/gzip)
 * With a fixed port it listens only once the backend is ready, so anything that can connect finds the API.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalStartError } from '../../supabase/local/dir-lock.ts';
import { isBackendPath, localBackend, mountBackend, type BackendMount, type StartBackend } from './backend.ts';
import { securityHeaders } from './headers.ts';
import { readHashes, SCRIPT_HASHES, STYLE_HASHES } from '../render/paths.ts';
import { serveSite, type Site } from './site.ts';
import { hostReads, inProcessClient } from './read.ts';
import { createConnection, type Connection } from '../../widgets/runtime/connection.ts';
import { createListener, proxiesOf, upgradeToHttps, type TransportOptions } from './transport.ts';
import { trustedProxies } from '../../server/client-address.ts';
import { freshCache } from './fresh.ts';
import { freshPages } from './fresh-pages.ts';
import { buildSiteUrl } from './render-route.ts';
import { pageTtl } from './page-cache.ts';

export { contentSecurityPolicy } from './headers.ts';
export { BACKEND_PREFIXES } from './backend.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface HostOptions extends TransportOptions {
  /** Default MEDSPA_DIST or dist. */
  dist?: string;
  /** Default HOST or 127.0.0.1. */
  host?: string;
  /** Default PORT or 8080; 0 picks a free port. */
  port?: number;
  /** A hosted backend (SUPABASE_URL); when empty the embedded local backend is mounted. */
  supabaseUrl?: string;
  /** The hosted backend's anon key, what the host reads it with (SUPABASE_ANON_KEY). */
  supabaseAnonKey?: string;
  /** Local database directory, or `memory` (LOCAL_DB_DIR, default .local/db). */
  localDbDir?: string;
  /** The local backend's bucket files (LOCAL_MEDIA_DIR, default supabase/media). */
  localMediaDir?: string;
  quiet?: boolean;
  /** Stand-in for the local backend (tests). */
  startBackend?: StartBackend;
  /** How long a page rendered from the database is kept (default FRESH_PAGE_TTL_MS, at most PAGE_TTL_MS: 60 s). */
  pageTtlMs?: number;
  /** The clock of the page cache (tests move it instead of waiting out the TTL). */
  now?: () => number;
  /** The site's origin, where plain HTTP is redirected behind TLS (default SITE_URL, else the build's SITE_URL). */
  siteUrl?: string;
}

export interface RunningHost {
  server: Server;
  url: string;
  apiUrl?: string;
  close(): Promise<void>;
}

/**
 * Options not given are read from the environment (TLS_CERT/TLS_KEY are PEM file paths; TRUST_PROXY=<number of
 * proxies>, server/client-address.ts). Behind TLS, plain HTTP is redirected to the site's origin when it is https;
 * behind a proxy it must be (a redirect to the request's Host would send visitors wherever a client wrote).
 */
function transportFromEnv(opts: HostOptions, dist: string): TransportOptions {
  const { TLS_CERT, TLS_KEY, TRUST_PROXY } = process.env;
  const tls = opts.tls ?? (TLS_CERT && TLS_KEY ? { cert: readFileSync(TLS_CERT), key: readFileSync(TLS_KEY) } : undefined);
  const trustProxy = opts.trustProxy ?? trustedProxies(TRUST_PROXY);
  if (trustProxy === undefined)
    throw new LocalStartError(`TRUST_PROXY=${TRUST_PROXY} is not a number of proxies (0 to 10, or true/false).`);
  const site = opts.siteUrl ?? (process.env.SITE_URL || buildSiteUrl(dist));
  const httpsOrigin = /^https:\/\//i.test(site) ? new URL(site).origin : undefined;
  const transport = { tls, trustProxy, httpsOrigin };
  if (proxiesOf(transport) && !httpsOrigin)
    throw new LocalStartError(
      `TRUST_PROXY is set, but the site's origin (SITE_URL, else the build's) is "${site}": set SITE_URL=https://… (plain HTTP is redirected there).`,
    );
  return transport;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((ok, fail) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      fail(
        err.code === 'EADDRINUSE'
          ? new LocalStartError(`Port ${port} on ${host} is in use (another \`npm start\`?): choose another with PORT=…`)
          : err,
      ),
    );
    server.listen(port, host, () => {
      server.removeAllListeners('error');
      ok((server.address() as { port: number }).port);
    });
  });
}

interface Handler {
  site: Site;
  transport: TransportOptions;
  backend?: BackendMount;
  origin(): string;
}

/** Every request: https policy, then the backend's paths, then the site. */
function requestHandler({ site, transport, backend, origin }: Handler) {
  const { base } = site;
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!upgradeToHttps(req, res, transport, base)) return;
    const pathname = (req.url ?? '/').split('?')[0]!.split('#')[0]!;
    if (backend && isBackendPath(pathname)) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (await backend.serve(req, res, origin())) return;
    }
    await serveSite(req, res, pathname, site);
  }
  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((err: unknown) => {
      console.error('[host]', err);
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { ...base, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  };
}

/** What `supabase start` prints, plus the site. */
async function banner(
  log: (m: string) => void,
  origin: string,
  local: { ms: number; dbDir: string; mediaDir?: string } | undefined,
  supabaseUrl: string,
) {
  if (local)
    log(
      `Local backend ready in ${Math.round(local.ms)} ms (database: ${local.dbDir === 'memory' ? 'in memory' : resolve(ROOT, local.dbDir)}` +
        `${local.mediaDir ? `; media: ${resolve(ROOT, local.mediaDir)}` : ''})`,
    );
  log(`Site: ${origin}`);
  log(`API URL: ${local ? origin : `${supabaseUrl} (hosted)`}`);
  if (!local) return;
  const { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } = await import('../../supabase/local/keys.ts');
  log(`anon key: ${LOCAL_ANON_KEY}`);
  log(`service_role key: ${LOCAL_SERVICE_ROLE_KEY}`);
}

/**
 * What the host reads from the database (posts, the published tables) is read with the anon key: what any visitor
 * may read. The mounted backend in-process, or the hosted project; undefined until either can be asked.
 */
function anonReader(
  backend: BackendMount | undefined,
  hosted: { url: string; anonKey: string },
  origin: () => string,
): () => Connection | undefined {
  let reader: Connection | undefined;
  return () => {
    if (reader) return reader;
    const local = backend?.current();
    if (local) reader = inProcessClient(origin(), local.anonKey, (r) => local.handle(r));
    else if (hosted.url && hosted.anonKey) reader = createConnection(hosted.url, hosted.anonKey);
    return reader;
  };
}

export async function startHost(opts: HostOptions = {}): Promise<RunningHost> {
  const dist = resolve(ROOT, opts.dist ?? process.env.MEDSPA_DIST ?? 'dist');
  const host = opts.host ?? process.env.HOST ?? '127.0.0.1';
  const port = opts.port ?? Number(process.env.PORT ?? 8080);
  const supabaseUrl = (opts.supabaseUrl ?? process.env.SUPABASE_URL ?? '').replace(/\/+$/, '');
  const anonKey = opts.supabaseAnonKey ?? process.env.SUPABASE_ANON_KEY ?? '';
  const dbDir = opts.localDbDir ?? process.env.LOCAL_DB_DIR ?? '.local/db';
  const mediaDir = opts.localMediaDir ?? (process.env.LOCAL_MEDIA_DIR || undefined);
  if (!existsSync(join(dist, 'index.html')))
    throw new LocalStartError(`No site in ${dist}: run \`npm run build\` first (or \`npm start\`, which builds).`);
  // A mistyped directory would otherwise serve empty buckets without a word.
  if (!supabaseUrl && mediaDir && !existsSync(resolve(ROOT, mediaDir)))
    throw new LocalStartError(`LOCAL_MEDIA_DIR ${resolve(ROOT, mediaDir)} does not exist.`);
  const transport = transportFromEnv(opts, dist);

  const base = securityHeaders(
    supabaseUrl ? new URL(supabaseUrl).origin : undefined,
    readHashes(dist, STYLE_HASHES),
    readHashes(dist, SCRIPT_HASHES),
  );
  const backend = supabaseUrl ? undefined : mountBackend(opts.startBackend ?? localBackend(ROOT, dbDir, mediaDir), proxiesOf(transport));
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  const originFor = (p: number) => `${transport.tls ? 'https' : 'http'}://${urlHost}:${p}`;
  let origin = originFor(port);
  const reads = hostReads(anonReader(backend, { url: supabaseUrl, anonKey }, () => origin));
  const ttlMs = opts.pageTtlMs === undefined ? undefined : pageTtl(String(opts.pageTtlMs));
  const cache = freshCache({ ttlMs, now: opts.now });
  const site: Site = { dist, base, pages: freshPages({ dist, reads, cache }) };
  const listener = createListener(requestHandler({ site, transport, backend, origin: () => origin }), transport);

  const t0 = performance.now();
  try {
    if (backend && port !== 0) await backend.start(origin); // the port opens only once the API answers
    origin = originFor(await listen(listener.server, port, host));
    transport.httpsOrigin ??= transport.tls ? origin : undefined; // own TLS, no https SITE_URL: this listener
    if (backend && port === 0) await backend.start(origin); // port chosen by the system: 503 until ready
  } catch (err) {
    listener.server.close();
    await backend?.close();
    throw err;
  }
  // A write to a published table drops the pages made from them (the publish hook's NOTIFY).
  const unwatch = backend?.current()?.onContentChange?.(() => cache.invalidate());
  const local = backend ? { ms: performance.now() - t0, dbDir, mediaDir } : undefined;
  await banner(opts.quiet ? () => {} : (m) => console.log(m), origin, local, supabaseUrl);
  return {
    server: listener.server,
    url: origin,
    apiUrl: backend ? origin : undefined,
    async close() {
      unwatch?.();
      await new Promise<void>((ok) => {
        listener.server.close(() => ok());
        listener.closeAllConnections();
      });
      await backend?.close();
    },
  };
}
