/**
 * The contact form's rules (docs/product.md §5), from widgets/content/forms.ts: the messages under each field and
 * the same length limits as the database's CHECK constraints.
 */
import * as z from 'zod/mini';
import { emailRule, requiredText } from '../runtime/controls/rules';

export const contactSchema = z.object({
  name: requiredText('name'),
  email: emailRule(),
  message: requiredText('message'),
});

export type ContactValues = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The values, or the first message of each invalid field. */
export function checkContact(values: ContactValues): { ok: true; values: ContactValues } | { ok: false; errors: ContactErrors } {
  const result = z.safeParse(contactSchema, values);
  if (result.success) return { ok: true, values: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as ContactField;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
