/**
 * The browser's own checks on the consultation fields (issue 39): what guards the form the loader opens before
 * React is there (runtime/upgrade.ts), from the same rules as the §5 schema (widgets/content/forms.ts): every field
 * required, the database's length limits, an email-type address, and the phone's characters and digit count as a
 * `pattern`. Once React is live the form is `noValidate` and the schema's messages speak (./schema.ts).
 */
import { fields } from '../content/forms';

/** The visible fields, in form order (no zod here: this module comes with the element's chunk). */
export const FIELDS = ['name', 'phone', 'email', 'reason'] as const;
/** A visible field's name (the schema's keys but its honeypot; ./schema.ts re-exports it). */
export type ConsultationField = (typeof FIELDS)[number];

/**
 * `fields.phone` as an HTML pattern (the browser anchors it and compiles it with the `v` flag): optional spaces
 * around, a leading +, then digits, spaces and ( ) . - with minDigits to maxDigits digits, as isPhoneNumber reads a
 * trimmed value (held to it by native-rules.test.ts).
 */
export const PHONE_PATTERN = `\\s*(?=(?:[^0-9]*[0-9]){${fields.phone.minDigits},${fields.phone.maxDigits}}[^0-9]*$)\\+?[0-9 \\(\\)\\.\\-]+\\s*`;

/** Each field's constraint attributes (React props). */
export const nativeRules = (name: ConsultationField) => ({
  required: true,
  maxLength: fields[name].maxLength,
  ...(name === 'phone' ? { pattern: PHONE_PATTERN } : {}),
});

/** The fields a page may prefill, with their limits (the reason is not one of them): the form's and its template's. */
export const PREFILL = { name: fields.name.maxLength, email: fields.email.maxLength };
