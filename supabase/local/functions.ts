/**
 * The edge functions the local backend serves at /functions/v1/<name>, in process: each is the handler the Deno
 * entry serves (supabase/functions/<name>/handler.ts), so adding a function is one line in FUNCTIONS (and its
 * block in supabase/config.toml). In front of them, the gateway's verify_jwt, as config.toml turns it on.
 */
import type { Env } from '../functions/_shared/http.ts';
import type { FunctionDeps } from '../functions/_shared/deps.ts';
import type { FunctionDb } from '../functions/_shared/db.ts';
import { createHandler as smsHandler } from '../functions/send-consultation-sms/handler.ts';
import { createHandler as checkoutHandler } from '../functions/create-checkout/handler.ts';
import { createHandler as mapsHandler } from '../functions/get-google-maps-key/handler.ts';
import { API_CORS, jsonResponse, unsupported } from './http-util.ts';
import { verifyJwt } from './jwt.ts';

type Handler = (req: Request) => Promise<Response>;

/** Every function by its URL name. */
const FUNCTIONS: Record<string, (deps: FunctionDeps) => Handler> = {
  'send-consultation-sms': smsHandler,
  'create-checkout': checkoutHandler,
  'get-google-maps-key': mapsHandler,
};

/** The functions with their configuration and their way to the database. */
export function createFunctions(deps: { env: Env; db: FunctionDb }): Map<string, Handler> {
  return new Map(Object.entries(FUNCTIONS).map(([name, create]) => [name, create(deps)]));
}

/** /functions/v1<sub>: the named function, behind the gateway's JWT check (a valid anon or service key). */
export async function serveFunction(functions: Map<string, Handler>, secret: string, req: Request, url: URL, sub: string) {
  const name = sub.replace(/^\/+/, '');
  if (!name || name.includes('/')) return unsupported(req, url.pathname);
  const fn = functions.get(name);
  if (!fn) return jsonResponse(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  if (req.method !== 'OPTIONS') {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim();
    if (!token) return jsonResponse(401, { code: 401, message: 'Missing authorization header' }, API_CORS);
    if (!verifyJwt(token, secret).ok) return jsonResponse(401, { code: 401, message: 'Invalid JWT' }, API_CORS);
  }
  return await fn(req);
}
