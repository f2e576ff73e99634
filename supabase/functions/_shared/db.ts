/**
 * What the functions keep in Postgres (daily caps, the SMS outbox, product prices, which stored consultation
 * requests were notified), reached the way a
 * hosted edge function reaches its database: PostgREST with the service-role key. The fetch is injectable,
 * so the embedded local backend hands in its own in-process handler and the same code runs everywhere.
 */
import type { Env } from './http.ts';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface RateResult {
  allowed: boolean;
  hits: number;
  limit: number;
  retry_after: number;
}

export interface FunctionDb {
  /** Count one hit for (scope, subject) today (UTC); says whether it stays within `limit`. */
  consumeRateLimit(scope: string, subject: string, limit: number): Promise<RateResult>;
  /** Keep a text message that was not sent through a provider (no Twilio secrets). */
  queueSms(recipient: string, body: string): Promise<void>;
  /** The stored price (dollars) of the product with this exact name, or null if none. */
  productPrice(name: string): Promise<number | null>;
  /**
   * Mark the contact_submissions row of this claim (the secret its insert returned) as notified, when it was stored
   * within `maxAgeSeconds`, is not yet notified and holds exactly this name, email and message; its id, or null.
   */
  claimConsultation(row: { claim: string; name: string; email: string; message: string }, maxAgeSeconds: number): Promise<string | null>;
  /** Undo a claim whose text could not be sent. */
  releaseConsultation(id: string): Promise<void>;
}

export class DbError extends Error {}

export function restDb(opts: { url: string; serviceRoleKey: string; fetch?: FetchLike }): FunctionDb {
  const base = opts.url.replace(/\/+$/, '') + '/rest/v1';
  const doFetch: FetchLike = opts.fetch ?? ((i, init) => fetch(i, init));
  const headers = {
    apikey: opts.serviceRoleKey,
    Authorization: `Bearer ${opts.serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  async function call(path: string, init: RequestInit): Promise<Response> {
    const res = await doFetch(base + path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string> | undefined) } });
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new DbError(`database call ${path.split('?')[0]} failed with ${res.status}: ${text.slice(0, 200)}`);
    }
    return res;
  }
  return {
    async consumeRateLimit(scope, subject, limit) {
      const res = await call('/rpc/consume_rate_limit', {
        method: 'POST',
        body: JSON.stringify({ p_scope: scope, p_subject: subject, p_limit: limit }),
      });
      return (await res.json()) as RateResult;
    },
    async queueSms(recipient, body) {
      await call('/sms_outbox', { method: 'POST', body: JSON.stringify({ recipient, body }), headers: { Prefer: 'return=minimal' } });
    },
    async claimConsultation(row, maxAgeSeconds) {
      const res = await call('/rpc/claim_consultation_notification', {
        method: 'POST',
        body: JSON.stringify({
          p_claim: row.claim,
          p_name: row.name,
          p_email: row.email,
          p_message: row.message,
          p_max_age_seconds: maxAgeSeconds,
        }),
      });
      const id = (await res.json()) as string | null;
      return typeof id === 'string' ? id : null;
    },
    async releaseConsultation(id) {
      await call('/rpc/release_consultation_notification', { method: 'POST', body: JSON.stringify({ p_id: id }) });
    },
    async productPrice(name) {
      const res = await call(`/products?select=name,price&name=eq.${encodeURIComponent(name)}&limit=1`, { method: 'GET' });
      const rows = (await res.json()) as Array<{ price: number | string }>;
      if (!rows[0]) return null;
      return Number(rows[0].price);
    },
  };
}

/** The database a deployed function uses: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, which Supabase injects. */
export function dbFromEnv(env: Env, fetchImpl?: FetchLike): FunctionDb {
  const url = env.SUPABASE_URL;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) {
    const missing = async (): Promise<never> => {
      throw new DbError('SUPABASE_URL / SUPABASE_SERVICE_ROLE_KEY are not configured');
    };
    return {
      consumeRateLimit: missing,
      queueSms: missing,
      productPrice: missing,
      claimConsultation: missing,
      releaseConsultation: missing,
    };
  }
  return restDb({ url, serviceRoleKey: key, fetch: fetchImpl });
}
