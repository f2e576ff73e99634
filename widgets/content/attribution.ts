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
 * What a value may not hold: control characters (C0, DEL, C1) and the markup brackets < and >. The database's
 * private.valid_attribution() refuses the same characters.
 */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
export const ATTRIBUTION_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f<>]/;
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const FORBIDDEN_ALL = /[\u0000-\u001f\u007f-\u009f<>]/g;

const isKey = (key: string): key is AttributionKey => Object.prototype.hasOwnProperty.call(ATTRIBUTION_FIELDS, key);

/** Characters as Postgres counts them (code points, not UTF-16 units). */
const length = (value: string) => [...value].length;

/**
 * One value as it may be stored: NFC, without refused characters, trimmed, cut to its key's cap; '' when nothing
 * visible is left (the database's has_visible_text(), the forms' blank rule).
 */
export function cleanAttributionValue(key: AttributionKey, value: string): string {
  const cleaned = value.normalize('NFC').replace(FORBIDDEN_ALL, '').trim();
  const cut = [...cleaned].slice(0, ATTRIBUTION_FIELDS[key]).join('').trim();
  return hasVisibleText(cut) ? cut : '';
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
    if (!hasVisibleText(v)) return `${key} must not be blank`;
    if (length(v) > ATTRIBUTION_FIELDS[key]) return `${key} must be at most ${ATTRIBUTION_FIELDS[key]} characters`;
    if (ATTRIBUTION_FORBIDDEN.test(v)) return `${key} must not contain control characters, < or >`;
  }
  return null;
}
