/**
 * The consultation form's fields and SPEC §5 rules, with the exact messages. zod/mini: the same checks as
 * classic zod at a fraction of the size (this chunk is loaded on first open of the dialog).
 */
import * as z from 'zod/mini';

export const MESSAGES = {
  name: 'Name is required',
  phone: 'Phone number is required',
  email: 'Invalid email address',
  reason: 'Please provide a reason for your visit',
} as const;

/** Column limits of contact_submissions (see its migration), so a valid form never fails a CHECK. */
export const LIMITS = { name: 200, phone: 40, email: 254, reason: 4000 } as const;

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const consultationSchema = z.object({
  name: required(MESSAGES.name),
  phone: required(MESSAGES.phone),
  email: z.string().check(z.trim(), z.email(MESSAGES.email)),
  reason: required(MESSAGES.reason),
  /** Honeypot: people never see or fill it. */
  company: z.optional(z.string()),
});

export type ConsultationValues = z.infer<typeof consultationSchema>;
export type ConsultationField = 'name' | 'phone' | 'email' | 'reason';
export const FIELDS: readonly ConsultationField[] = ['name', 'phone', 'email', 'reason'];
