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

/** The words on a form's submit button while its request is under way (docs/product.md: the contact form, the consultation). */
export const SENDING = 'Sending...';

/** A phone number the clinic can call back (the characters and digit count of `fields.phone`). */
export function isPhoneNumber(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[0-9 ().-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= fields.phone.minDigits && digits <= fields.phone.maxDigits;
}

/**
 * "Not blank" means "has something to read": at least one letter, digit or symbol by Unicode property (\p{L},
 * \p{N}, \p{S}: emoji and signs such as 🌸 or ★ are drawn, so they count), except the few of them that draw
 * nothing (the Hangul fillers, the blank Braille pattern). Whitespace, controls, format characters (zero-width,
 * bidi, tag characters), combining marks and variation selectors alone are blank, and so is punctuation alone.
 * Written once, here: the database's public.has_visible_text() (migration 20261128001000) is this class as
 * code-point ranges, generated from this regex and checked against it over every code point
 * (supabase/local/text-rules.test.ts); the functions' zod uses this function.
 */
export const BLANK_DRAWING = '\u115f\u1160\u2800\u3164\uffa0';
export const VISIBLE_CHARACTER = new RegExp(`(?![${BLANK_DRAWING}])[\\p{L}\\p{N}\\p{S}]`, 'u');
export const hasVisibleText = (value: string): boolean => VISIBLE_CHARACTER.test(value);

/**
 * Characters an email address may not hold (besides the shape's @ and whitespace): markup, which a mail client or
 * an admin page might render. The apostrophe stays allowed: it is in real addresses (o'brien@…) and zod's email
 * rule, which the forms use, accepts it. The database's private.valid_email() (migration 20261128001100) states the
 * same class; supabase/local/text-rules.test.ts holds it to this one.
 */
export const EMAIL_FORBIDDEN = /[<>"`]/;

/**
 * An address the clinic can store and write to: local@domain.tld (no whitespace, one @), within the length limit,
 * without markup characters, and both the local part and the domain not blank (hasVisibleText).
 */
export function isEmailAddress(value: string): boolean {
  if ([...value].length > fields.email.maxLength || !/^[^@\s]+@[^@\s]+\.[^@\s.]+$/u.test(value)) return false;
  if (EMAIL_FORBIDDEN.test(value)) return false;
  const [local, domain] = value.split('@') as [string, string];
  return hasVisibleText(local) && hasVisibleText(domain);
}

/** The consultation form's message row (§3: the phone plus the reason), as stored in contact_submissions.message. */
export const consultationMessage = (phone: string, reason: string) => `Phone: ${phone}\n\nReason: ${reason}`;
