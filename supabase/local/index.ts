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
import { jsonResponse, pgrstError, preflight, FORBIDDEN_METHODS, methodNotAllowed, readLimitedBody } from './http-util.ts';
import { LIMITS, jsonDepthExceeds } from '../functions/_shared/limits.ts';
import { restDb } from '../functions/_shared/db.ts';
import type { Env } from '../functions/_shared/http.ts';
import { requestTimeouts } from '../../server/timeouts.ts';
import { createFunctions, serveFunction } from './functions.ts';
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

/** The database opened (and locked when on disk), the media mirrored and the schema read; nothing held on failure. */
async function openBackendDatabase(opts: LocalBackendOptions, mediaDir: string) {
  const t0 = performance.now();
  const lock = opts.dataDir ? acquireDirLock(opts.dataDir) : undefined;
  let db: PGlite | undefined;
  try {
    db = await openDatabase({ dataDir: opts.dataDir });
    const databaseMs = performance.now() - t0;
    // Only a takeover race can get here; the directory is not this process's then.
    if (lock && !lock.stillHeld()) {
      const holder = lockHolder(opts.dataDir!);
      throw holder ? new DataDirBusyError(opts.dataDir!, holder, lock.file) : new Error(`Lost the lock ${lock.file}; try again.`);
    }
    await syncMedia(db, mediaDir);
    const opened = db;
    const schema = await loadSchemaCache((sql) => opened.query(sql));
    return { db: opened, lock, schema, databaseMs };
  } catch (err) {
    await db?.close().catch(() => {});
    lock?.release();
    throw err;
  }
}

/** Runs `fn` in a transaction as `role` with the JWT's claims, as PostgREST does (SET LOCAL ROLE). */
function roleRunner(db: PGlite): RunAs {
  return <T>(role: string, claims: Record<string, unknown>, fn: (tx: Transaction) => Promise<T>) =>
    db.transaction(async (tx) => {
      if (!API_ROLES.has(role)) throw Object.assign(new Error(`role "${role}" is not allowed`), { code: '42501' });
      await tx.exec(`set local role ${role}`);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      return fn(tx);
    });
}

/** The configuration the functions see: the backend's own URLs and keys, then `given` (else process.env's keys). */
function functionEnv(publicUrl: string, given?: Record<string, string | undefined>): Env {
  return {
    SITE_URL: publicUrl,
    SUPABASE_URL: publicUrl,
    SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    ...(given ?? Object.fromEntries(Object.entries(process.env).filter(([k]) => ENV_KEYS.test(k)))),
  };
}

interface Services {
  db: PGlite;
  schema: SchemaCache;
  runAs: RunAs;
  secret: string;
  mediaDir: string;
  images: ImageRenderer;
  functions: ReturnType<typeof createFunctions>;
}

/**
 * The API gateway's limits (hosted: the proxy in front of PostgREST and Storage) on a write to /rest or /storage:
 * the body is read once, capped (413), and JSON nested deeper than Postgres can parse is refused (400) before any
 * SQL runs. Returns the request to go on with, or the refusal.
 */
async function gatewayLimits(req: Request): Promise<Request | Response> {
  const body = await readLimitedBody(req, LIMITS.apiBodyBytes);
  if (!body.ok) return body.response;
  const text = new TextDecoder().decode(body.bytes);
  if (jsonDepthExceeds(text)) return pgrstError(400, 'PGRST102', `JSON nested deeper than ${LIMITS.jsonDepth} levels`);
  return new Request(req.url, { method: req.method, headers: req.headers, body: body.bytes.byteLength ? text : undefined });
}

/** /rest/v1: authenticated, with the request's headers handed to SQL as PostgREST does. */
function serveRest(s: Services, req: Request, url: URL, sub: string): Promise<Response> | Response {
  const auth = authenticate(req, url, s.secret);
  if (!auth.ok) return auth.response;
  // PostgREST hands the request's headers to SQL as request.headers (the newsletter's daily cap reads the
  // client address from x-forwarded-for, set from the socket by node-http.ts).
  const headers = JSON.stringify(Object.fromEntries(req.headers));
  const runWithHeaders: RunAs = (role, claims, fn) =>
    s.runAs(role, claims, async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [headers]);
      return fn(tx);
    });
  return handleRest({ schema: s.schema, runAs: runWithHeaders, role: auth.role, claims: auth.claims }, req, url, sub);
}

/** /storage/v1: public downloads and renders need no key; everything else is authenticated. */
function serveStorage(s: Services, req: Request, url: URL, sub: string): Promise<Response> {
  const isPublicGet = /^\/(object|render\/image)\/public\//.test(sub) && (req.method === 'GET' || req.method === 'HEAD');
  const auth = isPublicGet ? null : authenticate(req, url, s.secret);
  const ctx = {
    db: s.db,
    runAs: s.runAs,
    mediaDir: s.mediaDir,
    auth: auth && auth.ok ? { role: auth.role, claims: auth.claims } : null,
    authError: auth && !auth.ok ? auth.response : null,
    images: s.images,
  };
  return handleStorage(ctx, req, url, sub);
}

/** Answers /rest/v1, /storage/v1 and /functions/v1; null for any other path. */
function requestHandler(s: Services): LocalBackend['handle'] {
  return async (incoming: Request) => {
    let req = incoming;
    const url = new URL(req.url);
    const m = /^\/(rest|storage|functions)\/v1(\/.*)?$/.exec(url.pathname);
    if (!m) return null;
    const [, api, sub = ''] = m;
    if (FORBIDDEN_METHODS.has(req.method.toUpperCase())) return methodNotAllowed(req.method);
    try {
      if (api !== 'functions' && req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
        const limited = await gatewayLimits(req);
        if (limited instanceof Response) return limited;
        req = limited;
      }
      if (api === 'functions') return await serveFunction(s.functions, s.secret, req, url, sub);
      if (req.method === 'OPTIONS') return preflight();
      if (api === 'rest') return await serveRest(s, req, url, sub);
      return await serveStorage(s, req, url, sub);
    } catch (err) {
      if (err instanceof URIError) return pgrstError(400, 'PGRST100', 'The request path is not valid percent-encoding');
      console.error('[local backend] unexpected error:', err instanceof Error ? err.message : String(err));
      return pgrstError(500, 'PGRST000', 'Internal error in the local backend');
    }
  };
}

/** Writes to the published tables, told to the host's listeners and the configured publish hook (publish-hook.ts). */
async function contentEvents(db: PGlite, env: Env) {
  const listeners = new Set<ContentListener>();
  const publishHook = env[PUBLISH_HOOK_ENV] ? publishTo(env[PUBLISH_HOOK_ENV]) : undefined;
  if (publishHook) listeners.add(publishHook);
  const unwatch = await watchContent(db, (change) => {
    for (const listener of listeners) listener(change);
  });
  return {
    publishHook,
    listen(listener: ContentListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async stop() {
      listeners.clear();
      await unwatch().catch(() => {});
      await publishHook?.idle();
    },
  };
}

export async function startLocalBackend(opts: LocalBackendOptions): Promise<LocalBackend> {
  const t0 = performance.now();
  const mediaDir = opts.mediaDir ?? DEFAULT_MEDIA_DIR;
  const { db, lock, schema, databaseMs } = await openBackendDatabase(opts, mediaDir);
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');
  const images = createImageRenderer({
    cacheDir: opts.imageCacheDir ?? (process.env.LOCAL_IMAGE_CACHE_DIR || DEFAULT_IMAGE_CACHE_DIR),
    cacheMaxBytes: opts.imageCacheMaxBytes,
    maxSourceBytes: opts.imageMaxSourceBytes,
  });
  const env = functionEnv(publicUrl, opts.env);
  // The functions reach Postgres the way hosted ones do (PostgREST + service key), in-process.
  const functionDb = restDb({
    url: publicUrl,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    fetch: async (input, init) => (await handle(new Request(input, init))) ?? new Response('not found', { status: 404 }),
  });
  const secret = opts.jwtSecret ?? LOCAL_JWT_SECRET;
  const functions = createFunctions({ env, db: functionDb });
  const handle = requestHandler({ db, schema, runAs: roleRunner(db), secret, mediaDir, images, functions });
  const events = await contentEvents(db, env);

  return {
    handle: (req) => handle(req),
    url: publicUrl,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    db,
    env,
    images,
    timings: { databaseMs, totalMs: performance.now() - t0 },
    onContentChange: (listener) => events.listen(listener),
    publishHook: events.publishHook,
    close: async () => {
      try {
        await events.stop();
        await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** The request timeouts of the standalone server (server/timeouts.ts), with the backend's limits. */
const SERVER_TIMEOUTS = requestTimeouts(LIMITS);

export interface ServeOptions extends Omit<LocalBackendOptions, 'publicUrl'> {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default http://<host>:<port>. */
  publicUrl?: string;
  /** Default LIMITS.requestTimeoutMs (tests shorten it). */
  requestTimeoutMs?: number;
  /** Proxies in front whose X-Forwarded-For is believed (TRUST_PROXY, server/client-address.ts); default 0. */
  trustProxy?: number;
}

/** A standalone HTTP server with only the backend on it (tests, bench, `npx tsx supabase/local/standalone.ts`). */
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
        const request = toWebRequest(req, base, { res, proxies: opts.trustProxy });
        if (!request) return; // the client went away: nobody to answer
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
