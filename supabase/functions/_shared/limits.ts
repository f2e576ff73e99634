/**
 * Every abuse limit and cap of the backend, written once (docs/backend.md "Limits and caps" lists them with
 * where each is enforced). Plain data, no imports: the Deno functions, the embedded local layer and the tests
 * read it. The database's own numbers (per-client caps in SQL, so they also hold on the hosted project) are
 * repeated in the migrations and held equal to these by supabase/local/abuse.test.ts.
 */
export const LIMITS = {
  /** Local layer (/rest/v1, /storage/v1): largest request body, else 413 (PostgREST's proxy limit on hosted). */
  apiBodyBytes: 1024 * 1024,
  /** Local layer: most rows in one insert, else 413. */
  insertRows: 100,
  /** Local layer and functions: deepest JSON nesting accepted, else 400 (Postgres' json parser would overflow). */
  jsonDepth: 64,
  /** Functions: largest request body, else 413 (checked on Content-Length and while streaming). */
  functionBodyBytes: 16 * 1024,
  /** Local HTTP servers: a request (headers and body) must arrive within this, else the connection is closed (408). */
  requestTimeoutMs: 15_000,
  /** Local HTTP servers: the request headers must arrive within this. */
  headersTimeoutMs: 10_000,

  /** Database: contact_submissions rows per client address per window (anon/authenticated), else 429. */
  contactPerClient: { max: 30, windowSeconds: 3600 },
  /** Database: newsletter signups per client address per UTC day, else 429. */
  newsletterPerClientPerDay: 20,

  /** send-consultation-sms: notifications per client address per UTC day (SMS_DAILY_LIMIT_PER_CLIENT), else 429. */
  smsPerClientPerDay: 5,
  /** send-consultation-sms: individual texts per UTC day for everyone (SMS_DAILY_LIMIT); beyond it, digests. */
  smsPerDay: 100,
  /** send-consultation-sms: over the daily budget, one digest text per this many further requests (the first at once). */
  smsDigestEvery: 25,
  /** send-consultation-sms: most digest texts per UTC day (SMS_DIGEST_DAILY_LIMIT); beyond, stored and answered only. */
  smsDigestsPerDay: 10,
  /** send-consultation-sms: a request's claim expires this many seconds after the request was stored. */
  smsClaimWindowSeconds: 600,
  /** send-consultation-sms: characters of the visitor's name that reach the text (after normalisation). */
  smsNameChars: 60,

  /** create-checkout: sessions per client address per UTC day (CHECKOUT_DAILY_LIMIT_PER_CLIENT). */
  checkoutPerClientPerDay: 30,
  /** get-google-maps-key: answers per client address per UTC day (MAPS_DAILY_LIMIT_PER_CLIENT). */
  mapsPerClientPerDay: 500,
} as const;

/**
 * The nesting depth of a JSON text (objects and arrays), counted without parsing; stops counting past `max`.
 * Strings are skipped, so brackets inside them do not count.
 */
export function jsonDepthExceeds(text: string, max: number = LIMITS.jsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}
