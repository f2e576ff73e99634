/**
 * The embedded local Supabase: PGlite running supabase/migrations and seed.sql, behind an HTTP layer that
 * answers the calls supabase-js makes (docs/supabase-contract.md) at /rest/v1, /storage/v1 and
 * /functions/v1 on whatever origin mounts it. Each request runs in its own transaction under the Postgres
 * role its JWT carries (SET LOCAL ROLE), so Postgres enforces the GRANTs and RLS of the migrations.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { openDatabase } from './db.ts';
import { acquireDirLock, DataDirBusyError, lockHolder } from './dir-lock.ts';
import { verifyJwt } from './jwt.ts';
import { handleRest, loadSchemaCache, type RunAs, type SchemaCache } from './rest.ts';
import { handleStorage, syncMedia } from './storage.ts';
import { createImageRenderer, type ImageRenderer } from './render-image.ts';
import {
  jsonResponse,
  pgrstError,
  preflight,
  unsupported,
  API_CORS,
  FORBIDDEN_METHODS,
  methodNotAllowed,
  readLimitedBody,
} from './http-util.ts';
import { LIMITS, jsonDepthExceeds } from '../functions/_shared/limits.ts';
import { restStore } from '../functions/_shared/store.ts';
import type { Env } from '../functions/_shared/http.ts';
import { createHandler as smsHandler } from '../functions/send-consultation-sms/handler.ts';
import { createHandler as checkoutHandler } from '../functions/create-checkout/handler.ts';
import { createHandler as mapsHandler } from '../functions/get-google-maps-key/handler.ts';
import { REQUEST_TIMEOUTS } from '../../site/host/transport.ts';
import { publishTo, PUBLISH_HOOK_ENV, watchContent, type ContentListener, type PublishHook } from './publish-hook.ts';
import { toWebRequest, sendWebResponse, refuseForbiddenMethod } from './node-http.ts';

export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, LOCAL_JWT_SECRET };
export { LocalStartError, DataDirBusyError } from './dir-lock.ts';
export { DamagedDatabaseError, NoSpaceError, ReadOnlyDatabaseError } from './db.ts';

export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../media', import.meta.url));
export const DEFAULT_IMAGE_CACHE_DIR = fileURLToPath(new URL('../../.local/image-cache', import.meta.url));

/** Configuration keys taken from process.env when startLocalBackend is given no `env`. */
const ENV_KEYS =
  /^(TWILIO_|STRIPE_|CHECKOUT_|GOOGLE_MAPS_API_KEY$|ALLOWED_ORIGINS$|SITE_URL$|STAFF_SMS_NUMBERS$|SMS_DAILY_LIMIT|SMS_DIGEST_DAILY_LIMIT$|MAPS_DAILY_LIMIT|PUBLISH_HOOK_URL$)/;

export interface LocalBackendOptions {
  /**
   * Keep the database in this directory (npm start), locked for this process (dir-lock.ts). Undefined: a fresh
   * in-memory copy of the seeded template.
   */
  dataDir?: string;
  /** Origin the backend is mounted on, e.g. http://127.0.0.1:8080 (printed URL, SUPABASE_URL and SITE_URL for functions). */
  publicUrl: string;
  /**
   * Function secrets and configuration (TWILIO_*, STRIPE_*, GOOGLE_MAPS_API_KEY, ALLOWED_ORIGINS, SITE_URL,
   * CHECKOUT_SUCCESS_URL, CHECKOUT_CANCEL_URL, STAFF_SMS_NUMBERS, *_DAILY_LIMIT*, PUBLISH_HOOK_URL: called on writes to
   * news, products and testimonials, publish-hook.ts). When omitted, those keys are
   * read from process.env; when given, only these are used (tests stay independent of the shell).
   */
  env?: Record<string, string | undefined>;
  /** Bucket files; default supabase/media. */
  mediaDir?: string;
  /** JWT secret; default LOCAL_JWT_SECRET (keys.ts). */
  jwtSecret?: string;
  /** Variants of /render/image; default env LOCAL_IMAGE_CACHE_DIR, else .local/image-cache. */
  imageCacheDir?: string;
  /** Bound of that cache in bytes (least recently used out first); default 256 MB. */
  imageCacheMaxBytes?: number;
  /** Larger sources are refused (400) by /render/image, as hosted; default 25 MB. */
  imageMaxSourceBytes?: number;
}

export interface LocalBackend {
  /** Answers requests under /rest/v1, /storage/v1 and /functions/v1; null for any other path. */
  handle(req: Request): Promise<Response | null>;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: PGlite;
  /** The configuration the functions see. */
  env: Env;
  /** The image transformations' renderer: stats() counts renders, cache hits and evictions. */
  images: ImageRenderer;
  /** Milliseconds spent opening the database and the whole start. */
  timings: { databaseMs: number; totalMs: number };
  /**
   * Called after each committed statement that writes news, products or testimonials (the publish hook's NOTIFY,
   * publish-hook.ts); returns the function that stops it. The host drops its page cache on it.
   */
  onContentChange(listener: ContentListener): () => void;
  /** The PUBLISH_HOOK_URL caller, when configured (idle() resolves once its calls are sent). */
  publishHook?: PublishHook;
  close(): Promise<void>;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

type Auth = { ok: true; role: string; claims: Record<string, unknown> } | { ok: false; response: Response };

function authenticate(req: Request, url: URL, secret: string): Auth {
  const apikey = req.headers.get('apikey') ?? url.searchParams.get('apikey');
  if (!apikey) {
    return {
      ok: false,
      response: jsonResponse(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }),
    };
  }
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim();
  for (const token of bearer && bearer !== apikey ? [apikey, bearer] : [apikey]) {
    const v = verifyJwt(token, secret);
    if (!v.ok) {
      const expired = v.reason === 'expired';
      return {
        ok: false,
        response: pgrstError(401, expired ? 'PGRST303' : 'PGRST301', expired ? 'JWT expired' : 'Invalid API key or JWT', null, null, {
          'WWW-Authenticate': 'Bearer error="invalid_token"',
        }),
      };
    }
  }
  const v = verifyJwt(bearer ?? apikey, secret);
  const claims = (v.ok ? v.claims : {}) as Record<string, unknown>;
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!API_ROLES.has(role)) return { ok: false, response: pgrstError(401, 'PGRST301', `role "${role}" is not allowed`) };
  return { ok: true, role, claims };
}

export async function startLocalBackend(opts: LocalBackendOptions): Promise<LocalBackend> {
  const t0 = performance.now();
  const lock = opts.dataDir ? acquireDirLock(opts.dataDir) : undefined;
  const mediaDir = opts.mediaDir ?? DEFAULT_MEDIA_DIR;
  let db: PGlite | undefined;
  let schema: SchemaCache;
  let databaseMs: number;
  try {
    db = await openDatabase({ dataDir: opts.dataDir });
    databaseMs = performance.now() - t0;
    // Only a takeover race can get here; the directory is not this process's then.
    if (lock && !lock.stillHeld()) {
      const holder = lockHolder(opts.dataDir!);
      throw holder ? new DataDirBusyError(opts.dataDir!, holder, lock.file) : new Error(`Lost the lock ${lock.file}; try again.`);
    }
    await syncMedia(db, mediaDir);
    const opened = db;
    schema = await loadSchemaCache((sql) => opened.query(sql));
  } catch (err) {
    await db?.close().catch(() => {});
    lock?.release();
    throw err;
  }
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');
  const images = createImageRenderer({
    cacheDir: opts.imageCacheDir ?? (process.env.LOCAL_IMAGE_CACHE_DIR || DEFAULT_IMAGE_CACHE_DIR),
    cacheMaxBytes: opts.imageCacheMaxBytes,
    maxSourceBytes: opts.imageMaxSourceBytes,
  });
  const secret = opts.jwtSecret ?? LOCAL_JWT_SECRET;

  const runAs: RunAs = <T>(role: string, claims: Record<string, unknown>, fn: (tx: Transaction) => Promise<T>) =>
    db.transaction(async (tx) => {
      if (!API_ROLES.has(role)) throw Object.assign(new Error(`role "${role}" is not allowed`), { code: '42501' });
      await tx.exec(`set local role ${role}`);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      return fn(tx);
    });

  const given = opts.env ?? Object.fromEntries(Object.entries(process.env).filter(([k]) => ENV_KEYS.test(k)));
  const env: Env = {
    SITE_URL: publicUrl,
    SUPABASE_URL: publicUrl,
    SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    ...given,
  };

  // The functions reach Postgres the way hosted ones do (PostgREST + service key), in-process.
  const store = restStore({
    url: publicUrl,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    fetch: async (input, init) => (await handle(new Request(input, init))) ?? new Response('not found', { status: 404 }),
  });
  const functions: Record<string, (req: Request) => Promise<Response>> = {
    'send-consultation-sms': smsHandler({ env, store }),
    'create-checkout': checkoutHandler({ env, store }),
    'get-google-maps-key': mapsHandler({ env, store }),
  };

  const handle: LocalBackend['handle'] = async (incoming: Request) => {
    let req = incoming;
    const url = new URL(req.url);
    const m = /^\/(rest|storage|functions)\/v1(\/.*)?$/.exec(url.pathname);
    if (!m) return null;
    const [, api, sub = ''] = m;
    if (FORBIDDEN_METHODS.has(req.method.toUpperCase())) return methodNotAllowed(req.method);
    try {
      if (api !== 'functions' && req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
        // The API gateway's limits (hosted: the proxy in front of PostgREST and Storage): the body is read once,
        // capped (413), and JSON nested deeper than Postgres can parse is refused (400) before any SQL runs.
        const body = await readLimitedBody(req, LIMITS.apiBodyBytes);
        if (!body.ok) return body.response;
        const text = new TextDecoder().decode(body.bytes);
        if (jsonDepthExceeds(text)) return pgrstError(400, 'PGRST102', `JSON nested deeper than ${LIMITS.jsonDepth} levels`);
        req = new Request(req.url, { method: req.method, headers: req.headers, body: body.bytes.byteLength ? text : undefined });
      }
      if (api === 'functions') {
        const name = sub.replace(/^\/+/, '');
        if (!name || name.includes('/')) return unsupported(req, url.pathname);
        const fn = functions[name];
        if (!fn) return jsonResponse(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
        if (req.method !== 'OPTIONS') {
          // the gateway's verify_jwt (config.toml): a valid anon or service key is required
          const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim();
          if (!token) return jsonResponse(401, { code: 401, message: 'Missing authorization header' }, API_CORS);
          const v = verifyJwt(token, secret);
          if (!v.ok) return jsonResponse(401, { code: 401, message: 'Invalid JWT' }, API_CORS);
        }
        return await fn(req);
      }
      if (req.method === 'OPTIONS') return preflight();
      if (api === 'rest') {
        const auth = authenticate(req, url, secret);
        if (!auth.ok) return auth.response;
        // PostgREST hands the request's headers to SQL as request.headers (the newsletter's daily cap reads the
        // client address from x-forwarded-for, set from the socket by node-http.ts).
        const headers = JSON.stringify(Object.fromEntries(req.headers));
        const runWithHeaders: RunAs = (role, claims, fn) =>
          runAs(role, claims, async (tx) => {
            await tx.query(`select set_config('request.headers', $1, true)`, [headers]);
            return fn(tx);
          });
        return await handleRest({ schema, runAs: runWithHeaders, role: auth.role, claims: auth.claims }, req, url, sub);
      }
      const isPublicGet = /^\/(object|render\/image)\/public\//.test(sub) && (req.method === 'GET' || req.method === 'HEAD');
      const auth = isPublicGet ? null : authenticate(req, url, secret);
      return await handleStorage(
        {
          db,
          runAs,
          mediaDir,
          auth: auth && auth.ok ? { role: auth.role, claims: auth.claims } : null,
          authError: auth && !auth.ok ? auth.response : null,
          images,
        },
        req,
        url,
        sub,
      );
    } catch (err) {
      if (err instanceof URIError) return pgrstError(400, 'PGRST100', 'The request path is not valid percent-encoding');
      console.error('[local backend] unexpected error:', err instanceof Error ? err.message : String(err));
      return pgrstError(500, 'PGRST000', 'Internal error in the local backend');
    }
  };

  // Writes to the published tables: the host's listeners and the configured publish hook (publish-hook.ts).
  const listeners = new Set<ContentListener>();
  const publishHook = env[PUBLISH_HOOK_ENV] ? publishTo(env[PUBLISH_HOOK_ENV]) : undefined;
  if (publishHook) listeners.add(publishHook);
  const unwatch = await watchContent(db, (change) => {
    for (const listener of listeners) listener(change);
  });

  return {
    handle: (req) => handle(req),
    url: publicUrl,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    db,
    env,
    images,
    timings: { databaseMs, totalMs: performance.now() - t0 },
    onContentChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publishHook,
    close: async () => {
      try {
        listeners.clear();
        await unwatch().catch(() => {});
        await publishHook?.idle();
        await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * A request (headers and body) must arrive within LIMITS.requestTimeoutMs, its headers within
 * LIMITS.headersTimeoutMs (Node's defaults are 300 s and 60 s, checked every 30 s): a body that never finishes
 * is answered 408 and the connection closed.
 */
export const SERVER_TIMEOUTS = REQUEST_TIMEOUTS;

export interface ServeOptions extends Omit<LocalBackendOptions, 'publicUrl'> {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default http://<host>:<port>. */
  publicUrl?: string;
  /** Default LIMITS.requestTimeoutMs (tests shorten it). */
  requestTimeoutMs?: number;
}

/** A standalone HTTP server with only the backend on it (tests, bench, `npx tsx supabase/local/serve.ts`). */
export async function serveLocalBackend(
  opts: ServeOptions = {},
): Promise<{ url: string; backend: LocalBackend; server: Server; close(): Promise<void> }> {
  const host = opts.host ?? '127.0.0.1';
  let backend: LocalBackend | undefined;
  const timeouts = opts.requestTimeoutMs
    ? { ...SERVER_TIMEOUTS, requestTimeout: opts.requestTimeoutMs, headersTimeout: opts.requestTimeoutMs }
    : SERVER_TIMEOUTS;
  const server = createServer(timeouts, (req, res) => {
    const base = `http://${req.headers.host ?? host}`;
    if (refuseForbiddenMethod(req, res)) return;
    void (async () => {
      try {
        const request = toWebRequest(req, base);
        const response =
          (await backend!.handle(request)) ??
          jsonResponse(404, { message: 'Not found: this server only has /rest/v1, /storage/v1 and /functions/v1' });
        await sendWebResponse(res, response, req);
      } catch (err) {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal error' }));
        console.error('[local backend http]', err instanceof Error ? err.message : String(err));
      }
    })();
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  const url = (opts.publicUrl ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, '');
  try {
    backend = await startLocalBackend({ ...opts, publicUrl: url });
  } catch (err) {
    server.close();
    throw err;
  }
  return {
    url,
    backend,
    server,
    async close() {
      server.closeAllConnections?.();
      await new Promise<void>((r) => server.close(() => r()));
      await backend!.close();
    },
  };
}
export { bannerText, printBanner } from './banner.ts';
