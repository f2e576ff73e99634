/**
 * The consultation form's fields and rules (docs/product.md §5), from widgets/content/forms.ts. zod/mini: the same
 * checks as classic zod at a fraction of the size (this chunk is loaded on first open of the dialog).
 */
import * as z from 'zod/mini';
import { fields, isPhoneNumber } from '../content/forms';
import { emailRule, requiredText } from '../runtime/controls/rules';

export const consultationSchema = z.object({
  name: requiredText('name'),
  phone: requiredText('phone').check(z.refine(isPhoneNumber, fields.phone.messages.invalid)),
  email: emailRule(),
  reason: requiredText('reason'),
  /** Honeypot: people never see or fill it. */
  company: z.optional(z.string()),
});

export type ConsultationValues = z.infer<typeof consultationSchema>;
export { FIELDS, type ConsultationField } from './native-rules';
