/**
 * The browser's rules for the form fields (docs/product.md §5), one per kind of field, from widgets/content/forms.ts
 * (its messages and the database's length limits). zod/mini; apart from ./index.ts so a widget that only draws
 * fields does not load zod.
 */
import * as z from 'zod/mini';
import { fields, hasVisibleText } from '../../content/forms';

/** An email address: trimmed, valid ("Invalid email address"), within the database's limit. */
export const emailRule = () => z.string().check(z.trim(), z.email(fields.email.messages.invalid), z.maxLength(fields.email.maxLength));

/** A required text field: trimmed, not blank nor only invisible characters (its §5 message), within the database's limit. */
export const requiredText = (field: 'name' | 'phone' | 'reason' | 'message') =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, fields[field].messages.required),
      z.refine(hasVisibleText, fields[field].messages.required),
      z.maxLength(fields[field].maxLength),
    );
