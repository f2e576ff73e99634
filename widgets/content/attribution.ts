/**
 * Campaign attribution's rules (docs/product.md "Campaign attribution (issue 30)"), written once: the keys a
 * stored or sent attribution may hold, the longest value of each, and the characters a value may not hold. Read
 * by the browser (runtime/attribution.ts cuts what it reads to these rules), by create-checkout (which refuses
 * anything else with 400) and by the backend tests, which hold the database's private.valid_attribution() to the
 * same caps (supabase/local/attribution.test.ts). Plain data and pure functions importing only ./forms (the
 * blank rule): the Deno function imports this file too.
 */
import { hasVisibleText } from './forms.ts';

/** Every key, with the longest value (in characters, as Postgres' char_length counts them). */
export const ATTRIBUTION_FIELDS = {
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  gclid: 255,
  fbclid: 255,
  msclkid: 255,
  /** The referring page's origin (never its path or query), when it is another site. */
  referrer: 200,
  /** The landing page's path (never its query: it may carry anything, prefilled names and addresses included). */
  landing_path: 500,
  /** The element's own `source` attribute (which embed, which placement). */
  source: 100,
} as const;

export type AttributionKey = keyof typeof ATTRIBUTION_FIELDS;
export type Attribution = Partial<Record<AttributionKey, string>>;

/** The landing page's query parameters that are read, in this order. */
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
] as const;

export const ATTRIBUTION_KEYS = Object.keys(ATTRIBUTION_FIELDS) as AttributionKey[];

/**
 * The event details' and the consumers' type of an attribution, as self-contained TypeScript text (the
 * descriptors publish it in custom-elements.json and medspa-widgets.d.ts).
 */
export const ATTRIBUTION_TYPE_TEXT = `{ ${ATTRIBUTION_KEYS.map((k) => `${k}?: string`).join('; ')} }`;

/**
 * What a stored or sent value may not hold (issue 38 item 7; metadata.ts uses it too): control characters (C0, DEL,
 * C1), bidi controls (U+061C, U+200E/F, U+202A–202E, U+2066–2069: they reverse what the staff and Stripe show), the
 * markup brackets < > with their full-width and small forms (＜ ＞ ﹤ ﹥: NFKC folds them to < >), and character
 * references (&lt;, &#60;: `&`, an optional #, letters, digits or _, then `;`). One pattern text, valid in JS and in
 * Postgres: private.valid_attribution() and private.valid_metadata() (migrations 20261128001200 and 20261128001300)
 * hold this very text, which supabase/local/text-rules.test.ts checks.
 */
export const FORBIDDEN_TEXT_SOURCE = String.raw`[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>\ufe64\ufe65\uff1c\uff1e]|&#?[A-Za-z0-9_]+;`;
export const ATTRIBUTION_FORBIDDEN = new RegExp(FORBIDDEN_TEXT_SOURCE);
const FORBIDDEN_ALL = new RegExp(FORBIDDEN_TEXT_SOURCE, 'g');
/** What a value breaking ATTRIBUTION_FORBIDDEN is told, after its name. */
export const FORBIDDEN_TEXT_MESSAGE = 'must not contain control characters, < or > (nor bidi controls, ＜ ＞ or character references)';

/**
 * `referrer` is an http(s) origin as the browser serialises one (scheme, lower-case ASCII host or [IPv6], port),
 * never a path, a query or another scheme (javascript:…); `landing_path` a path as a URL's pathname is (a `/`,
 * then printable ASCII). Pattern texts valid in JS and Postgres (private.valid_attribution holds the same text).
 * Both are shapes rather than the visible rule: the home page's path, "/", has no letter.
 */
export const REFERRER_SOURCE = String.raw`^https?://([a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$`;
export const LANDING_PATH_SOURCE = String.raw`^/[!-~]*$`;
const SHAPES: Partial<Record<AttributionKey, { pattern: RegExp; problem: string }>> = {
  referrer: { pattern: new RegExp(REFERRER_SOURCE), problem: 'must be an http(s) origin' },
  landing_path: { pattern: new RegExp(LANDING_PATH_SOURCE), problem: 'must be a path: / then printable ASCII' },
};

const isKey = (key: string): key is AttributionKey => Object.prototype.hasOwnProperty.call(ATTRIBUTION_FIELDS, key);

/** Characters as Postgres counts them (code points, not UTF-16 units). */
const length = (value: string) => [...value].length;

/** Why `value` may not be the value of `key`, or null when it may. */
function valueProblem(key: AttributionKey, value: string): string | null {
  const shape = SHAPES[key];
  if (shape ? !shape.pattern.test(value) : !hasVisibleText(value)) return shape ? shape.problem : 'must not be blank';
  if (length(value) > ATTRIBUTION_FIELDS[key]) return `must be at most ${ATTRIBUTION_FIELDS[key]} characters`;
  if (ATTRIBUTION_FORBIDDEN.test(value)) return FORBIDDEN_TEXT_MESSAGE;
  return null;
}

/**
 * One value as it may be stored: NFC, without refused characters, trimmed, cut to its key's cap; '' when what is
 * left still breaks a rule (nothing visible, not an origin or a path, a reference the removal made). The visit's
 * attribution then simply lacks that key: a bad campaign value never costs the visitor a submission.
 */
export function cleanAttributionValue(key: AttributionKey, value: string): string {
  const cleaned = value.normalize('NFC').replace(FORBIDDEN_ALL, '').trim();
  const cut = [...cleaned].slice(0, ATTRIBUTION_FIELDS[key]).join('').trim();
  return valueProblem(key, cut) === null ? cut : '';
}

/** The allowed keys of `input` with string values, each cleaned and cut; empty values dropped. */
export function cleanAttribution(input: Record<string, unknown>): Attribution {
  const out: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = input[key];
    if (typeof value !== 'string') continue;
    const cleaned = cleanAttributionValue(key, value);
    if (cleaned) out[key] = cleaned;
  }
  return out;
}

/** Why `value` is not an attribution as it may be stored or sent, or null when it is one. */
export function attributionProblem(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'must be an object';
  for (const [key, v] of Object.entries(value)) {
    if (!isKey(key)) return `has an unknown key (allowed: ${ATTRIBUTION_KEYS.join(', ')})`;
    if (typeof v !== 'string') return `${key} must be a string`;
    const problem = valueProblem(key, v);
    if (problem) return `${key} ${problem}`;
  }
  return null;
}
