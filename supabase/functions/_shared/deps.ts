/** What a function handler needs from its host: configuration, a fetch for providers, the database. */
import type { Env } from './http.ts';
import { dbFromEnv, type FetchLike, type FunctionDb } from './db.ts';

export interface FunctionDeps {
  /** Secrets and configuration (Deno.env in production, startLocalBackend's env locally). */
  env: Env;
  /** fetch used for Twilio and Stripe; defaults to the global fetch. */
  fetch?: FetchLike;
  /** Database access; defaults to PostgREST at SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY. */
  db?: FunctionDb;
}

export function resolveDeps(deps: FunctionDeps): { env: Env; fetch: FetchLike; db: FunctionDb } {
  const doFetch: FetchLike = deps.fetch ?? ((i, init) => fetch(i, init));
  return { env: deps.env, fetch: doFetch, db: deps.db ?? dbFromEnv(deps.env) };
}
