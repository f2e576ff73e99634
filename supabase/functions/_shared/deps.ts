/** What a function handler needs from its host: configuration, a fetch for providers, the database store. */
import type { Env } from './http.ts';
import { storeFromEnv, type FetchLike, type FunctionStore } from './store.ts';

export interface FunctionDeps {
  /** Secrets and configuration (Deno.env in production, startLocalBackend's env locally). */
  env: Env;
  /** fetch used for Twilio and Stripe; defaults to the global fetch. */
  fetch?: FetchLike;
  /** Database access; defaults to PostgREST at SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY. */
  store?: FunctionStore;
}

export function resolveDeps(deps: FunctionDeps): { env: Env; fetch: FetchLike; store: FunctionStore } {
  const doFetch: FetchLike = deps.fetch ?? ((i, init) => fetch(i, init));
  return { env: deps.env, fetch: doFetch, store: deps.store ?? storeFromEnv(deps.env) };
}
