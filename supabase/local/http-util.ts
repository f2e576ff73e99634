/** Small helpers shared by the REST, storage and functions layers of the local backend. */
import { readBodyBytes } from '../functions/_shared/http.ts';

export const API_ALLOW_HEADERS =
  'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, range-unit, x-upsert, cache-control';

/** What hosted Supabase sends on /rest/v1 and /storage/v1: any origin (they are keyed APIs, not cookie-based). */
export const API_CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Length, Content-Type, ETag, Range, Accept-Ranges',
};

export function preflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...API_CORS,
      'Access-Control-Allow-Headers': API_ALLOW_HEADERS,
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
      'Access-Control-Max-Age': '86400',
    },
  });
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return textJson(status, JSON.stringify(body), headers);
}

export function textJson(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...API_CORS, ...headers } });
}

/** PostgREST's error shape. */
export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): Response {
  return jsonResponse(status, { code, details, hint, message }, headers);
}

/** Anything outside the measured contract is refused loudly rather than guessed. */
export function unsupported(req: Request, path: string, why = ''): Response {
  return pgrstError(
    400,
    'PGRST100',
    `The local Supabase stand-in does not support ${req.method} ${path}${why ? `: ${why}` : ''}`,
    null,
    'It serves the calls of docs/product.md §7 (see docs/backend.md); use a hosted or CLI-started Supabase for anything else.',
  );
}

/** Methods a fetch Request cannot carry (TRACE, TRACK, CONNECT): answered 405 before anything else. */
export const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

export function methodNotAllowed(method: string): Response {
  return pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method.slice(0, 20)}`, null, null, {
    Allow: 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
  });
}

export type LimitedBody = { ok: true; bytes: Uint8Array } | { ok: false; response: Response };

/** The whole request body within `max` bytes (functions/_shared/http.ts readBodyBytes), else 413 or 408. */
export async function readLimitedBody(req: Request, max: number): Promise<LimitedBody> {
  const read = await readBodyBytes(req, max);
  if (read.ok) return read;
  return {
    ok: false,
    response:
      read.reason === 'too-large'
        ? // the rest of the body is not read: the connection cannot carry another request
          pgrstError(413, 'PGRST413', `Request body is larger than ${max} bytes`, null, null, { Connection: 'close' })
        : pgrstError(408, 'PGRST408', 'The request body was not received completely'),
  };
}
