/**
 * The rules of every form field (docs/product.md §5): length limits, formats and messages, written once. Read by
 * the browser's schemas (consultation, contact, newsletter), the edge functions' validators, and a test that holds
 * the limits to the database's CHECK constraints (supabase/local/form-limits.test.ts). Plain data and pure
 * functions with no imports: the Deno functions import this file too.
 */
export const fields = {
  name: { maxLength: 200, messages: { required: 'Name is required' } },
  email: { maxLength: 254, messages: { invalid: 'Invalid email address' } },
  /** Digits, spaces and + ( ) . - only, 7 to 15 digits (E.164 allows 15): what the staff's SMS can call back. */
  phone: {
    maxLength: 30,
    minDigits: 7,
    maxDigits: 15,
    messages: { required: 'Phone number is required', invalid: 'Please enter a valid phone number' },
  },
  reason: { maxLength: 2000, messages: { required: 'Please provide a reason for your visit' } },
  message: { maxLength: 5000, messages: { required: 'Message is required' } },
} as const;

export type FieldName = keyof typeof fields;

/** A phone number the clinic can call back (the characters and digit count of `fields.phone`). */
export function isPhoneNumber(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[0-9 ().-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= fields.phone.minDigits && digits <= fields.phone.maxDigits;
}

/**
 * "Not blank" means "has something to read": only spaces, no-break spaces, zero-width and other invisible or
 * format characters is blank. The database's public.has_visible_text() (migration 20261124000400) is the same
 * rule, with the same character list.
 */
/* eslint-disable no-control-regex, no-misleading-character-class -- matching invisible characters is the point */
const INVISIBLE =
  /[\s\u0000-\u001f\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8]/g;
/* eslint-enable no-control-regex, no-misleading-character-class */
export const hasVisibleText = (value: string): boolean => value.replace(INVISIBLE, '') !== '';

/** The consultation form's message row (§3: the phone plus the reason), as stored in contact_submissions.message. */
export const consultationMessage = (phone: string, reason: string) => `Phone: ${phone}\n\nReason: ${reason}`;
