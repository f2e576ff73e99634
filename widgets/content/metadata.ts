/**
 * Lead metadata's rules (issue 37), written once: the partner's own data on a lead (a `metadata` attribute or
 * property of the forms, the consultation and the store's elements), stored with the row and sent as the checkout
 * session's metadata. A flat object of at most METADATA_MAX_KEYS entries: keys of METADATA_KEY, values that are a
 * visible string of at most METADATA_MAX_LENGTH characters without control or bidi characters, markup or character
 * references (attribution.ts ATTRIBUTION_FORBIDDEN), a finite number
 * (at most METADATA_MAX_DECIMALS decimal places, within the safe integers), or a boolean. Read by the browser
 * (runtime/lead.ts drops what breaks them before it sends), by create-checkout (400) and by the backend
 * tests, which hold the database's private.valid_metadata() to these constants
 * (supabase/local/leads.test.ts). Plain data and pure functions importing only ./forms and
 * ./attribution: the Deno function imports this file too.
 */
import { ATTRIBUTION_FORBIDDEN, FORBIDDEN_TEXT_MESSAGE } from './attribution.ts';
import { hasVisibleText } from './forms.ts';

export const METADATA_MAX_KEYS = 10;
/** A letter, then letters, digits or _: 35 at most, so Stripe's `meta_<key>` stays within its 40 (METADATA_STRIPE_PREFIX). */
export const METADATA_KEY = /^[A-Za-z][A-Za-z0-9_]{0,34}$/;
/** Longest string value, in characters (code points, as Postgres' char_length counts them). */
export const METADATA_MAX_LENGTH = 200;
/** Most decimal places of a number, as JSON writes it (0.1 + 0.2 has 17: refused). */
export const METADATA_MAX_DECIMALS = 6;
/** The checkout's Stripe metadata key of a partner's key: beside the attribution's keys, never over them. */
export const METADATA_STRIPE_PREFIX = 'meta_';

export type MetadataValue = string | number | boolean;
export type Metadata = Record<string, MetadataValue>;

/** The consumers' type of a metadata object, as self-contained TypeScript text (medspa-widgets.d.ts). */
export const METADATA_TYPE_TEXT = 'Record<string, string | number | boolean>';

/** Why `value` may not be the value of a metadata key, or null when it may. */
export function metadataValueProblem(value: unknown): string | null {
  if (typeof value === 'boolean') return null;
  if (typeof value === 'number') {
    // JSON's text of the number is what the database stores and checks.
    const text = String(value);
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER || /e/i.test(text))
      return `must be a number within ±${Number.MAX_SAFE_INTEGER}`;
    if ((text.split('.')[1] ?? '').length > METADATA_MAX_DECIMALS) return `must have at most ${METADATA_MAX_DECIMALS} decimal places`;
    return null;
  }
  if (typeof value !== 'string') return 'must be a string, a number or a boolean';
  if (!hasVisibleText(value)) return 'must not be blank';
  if ([...value].length > METADATA_MAX_LENGTH) return `must be at most ${METADATA_MAX_LENGTH} characters`;
  if (ATTRIBUTION_FORBIDDEN.test(value)) return FORBIDDEN_TEXT_MESSAGE;
  return null;
}

/** Why `key` may not be a metadata key, or null when it may. */
export const metadataKeyProblem = (key: string): string | null =>
  METADATA_KEY.test(key) ? null : 'is not a key: a letter, then letters, digits or _, 35 at most';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Why `value` is not metadata as it may be stored or sent, or null when it is. The function's and the tests' rule. */
export function metadataProblem(value: unknown): string | null {
  if (!isObject(value)) return 'must be an object of keys and values';
  const entries = Object.entries(value);
  if (entries.length > METADATA_MAX_KEYS) return `must have at most ${METADATA_MAX_KEYS} keys`;
  for (const [key, v] of entries) {
    const problem = metadataKeyProblem(key) ?? metadataValueProblem(v);
    if (problem) return `${key.slice(0, 40)} ${problem}`;
  }
  return null;
}

/**
 * The browser's reading of an element's `metadata` (an object, or a JSON string when that is what it was given):
 * the entries that follow the rules (the first METADATA_MAX_KEYS), and why each other one was left out. Absent
 * (undefined, null, '') or with nothing kept: no metadata. Entries set to undefined or null are simply absent.
 */
export function cleanMetadata(value: unknown): { metadata?: Metadata; problems: string[] } {
  if (value === undefined || value === null || value === '') return { problems: [] };
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return { problems: ['not valid JSON'] };
    }
  }
  if (!isObject(parsed)) return { problems: ['must be an object of keys and values'] };
  const metadata: Metadata = {};
  const problems: string[] = [];
  let kept = 0;
  for (const [key, v] of Object.entries(parsed)) {
    if (v === undefined || v === null) continue;
    const problem = metadataKeyProblem(key) ?? metadataValueProblem(v);
    if (problem) problems.push(`${JSON.stringify(key.slice(0, 40))} ${problem}`);
    else if (kept === METADATA_MAX_KEYS) problems.push(`${JSON.stringify(key)} is past the first ${METADATA_MAX_KEYS} keys`);
    else {
      metadata[key] = v as MetadataValue;
      kept++;
    }
  }
  return kept ? { metadata, problems } : { problems };
}

/** The checkout's Stripe metadata entries of `metadata`: `meta_<key>` and the value as text. */
export const stripeMetadata = (metadata: Metadata | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(metadata ?? {}).map(([key, value]) => [`${METADATA_STRIPE_PREFIX}${key}`, String(value)]));
