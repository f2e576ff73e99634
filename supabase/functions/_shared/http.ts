/**
 * HTTP plumbing shared by every edge function: CORS with an origin allow-list, JSON answers and errors,
 * a size-capped JSON body reader, the client address. No Deno or Node globals: plain Request/Response,
 * so the Deno entries, the embedded local backend and Node tests run the same code.
 */
import { LIMITS, jsonDepthExceeds } from './limits.ts';

export type Env = Record<string, string | undefined>;

export const MAX_BODY_BYTES = LIMITS.functionBodyBytes;

const ALLOW_HEADERS = 'authorization, x-client-info, apikey, content-type';

/** Answer JSON with the given status and extra headers. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** A JSON error `{ error, ...extra }`. Never carries a stack or a provider's raw answer. */
export function errorResponse(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json(status, { error: message, ...extra }, headers);
}

/**
 * Parse ALLOWED_ORIGINS (comma-separated). Unset or empty means "*": any origin, the local default and
 * documented in docs/backend.md; production sets the site's own origins.
 */
export function allowedOrigins(env: Env): '*' | string[] {
  const raw = (env.ALLOWED_ORIGINS ?? '').trim();
  if (!raw || raw === '*') return '*';
  return raw
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * CORS headers for this request, or null when the request carries an Origin that is not allowed.
 * With an allow-list, a POST without an Origin is refused too (only a non-browser client leaves it out).
 */
export function corsFor(req: Request, env: Env): Record<string, string> | null {
  const origin = req.headers.get('origin');
  const allowed = allowedOrigins(env);
  const base: Record<string, string> = {
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Max-Age': '86400',
  };
  if (allowed === '*') return { ...base, 'Access-Control-Allow-Origin': '*' };
  // With an allow-list, a call must say where it comes from: browsers always send Origin on a cross-origin
  // POST, so a missing one is a script that left it out to get past the list.
  if (!origin) return req.method === 'OPTIONS' ? { ...base, Vary: 'Origin' } : null;
  if (!allowed.includes(origin)) return null;
  return { ...base, 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * The whole body as bytes, or why not: more than `max` bytes (refused on Content-Length before reading, and while
 * streaming, so a huge body is never held in memory), or a body that stopped arriving. The functions and the
 * local API layer (supabase/local/http-util.ts) each answer these in their own error shape.
 */
export async function readBodyBytes(
  req: Request,
  max: number,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'incomplete' }> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > max) {
    await req.body?.cancel().catch(() => {});
    return { ok: false, reason: 'too-large' };
  }
  if (!req.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'incomplete' };
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * Read the body as JSON, refusing more than `max` bytes (checked on Content-Length and while reading)
 * and malformed JSON. An empty body reads as `undefined`.
 */
export async function readJsonBody(req: Request, max = MAX_BODY_BYTES): Promise<BodyResult> {
  const read = await readBodyBytes(req, max);
  if (!read.ok)
    return {
      ok: false,
      response:
        read.reason === 'too-large'
          ? // the rest of the body is not read: the connection cannot carry another request
            errorResponse(413, `Request body is larger than ${max} bytes`, {}, { Connection: 'close' })
          : errorResponse(408, 'The request body was not received completely'),
    };
  const { bytes } = read;
  if (!bytes.length) return { ok: true, value: undefined };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, response: errorResponse(400, 'Request body is not valid UTF-8') };
  }
  if (text.trim() === '') return { ok: true, value: undefined };
  if (jsonDepthExceeds(text))
    return { ok: false, response: errorResponse(400, `Request body is nested deeper than ${LIMITS.jsonDepth} levels`) };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: errorResponse(400, 'Request body is not valid JSON') };
  }
}

/**
 * The caller's address: CF-Connecting-IP where present (hosted Supabase is behind Cloudflare, which sets it and
 * overwrites a client's own, while a client can prepend anything to X-Forwarded-For), else the first
 * X-Forwarded-For entry (the local host sets it from the socket and drops a client's CF-Connecting-IP).
 */
export function clientAddress(req: Request): string {
  const cf = req.headers.get('cf-connecting-ip')?.trim();
  if (cf) return cf.slice(0, 100);
  const xff = req.headers.get('x-forwarded-for');
  const first = xff?.split(',')[0]?.trim();
  if (first) return first.slice(0, 100);
  return req.headers.get('x-real-ip')?.trim().slice(0, 100) || 'unknown';
}

/**
 * Wrap a POST handler with what every function does: OPTIONS preflight, the origin allow-list,
 * 405 for other methods, CORS headers on every answer, and a JSON 500 (no stack) if the handler throws.
 */
export function withHttp(env: Env, name: string, handle: (req: Request) => Promise<Response>): (req: Request) => Promise<Response> {
  return async (req: Request) => {
    const cors = corsFor(req, env);
    if (req.method === 'OPTIONS') {
      if (!cors) return new Response(null, { status: 403, headers: { Vary: 'Origin' } });
      return new Response(null, { status: 204, headers: cors });
    }
    if (!cors) return errorResponse(403, 'Origin not allowed', {}, { Vary: 'Origin' });
    let res: Response;
    if (req.method !== 'POST') {
      res = errorResponse(405, `Method ${req.method} not allowed; use POST`, {}, { Allow: 'POST, OPTIONS' });
    } else {
      try {
        res = await handle(req);
      } catch (err) {
        // Logged for the operator, never sent to the caller.
        console.error(`[${name}] unexpected error:`, err instanceof Error ? err.message : String(err));
        res = errorResponse(500, 'Internal error');
      }
    }
    const headers = new Headers(res.headers);
    for (const [k, v] of Object.entries(cors)) headers.set(k, v);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };
}

export function tooMany(retryAfter: number, message: string): Response {
  return errorResponse(429, message, { retryAfter }, { 'Retry-After': String(retryAfter) });
}

/** Positive integer from configuration, or the default. */
export function intFrom(env: Env, key: string, dflt: number): number {
  const n = Number(env[key]);
  return Number.isInteger(n) && n > 0 ? n : dflt;
}
