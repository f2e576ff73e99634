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

/**
 * Input lengths (maxlength), within the limits of contact_submissions' CHECKs and of send-consultation-sms's
 * validation (name 100, phone 30, reason 2000), so a form that passes here is not refused there for length.
 */
export const LIMITS = { name: 100, phone: 30, email: 254, reason: 2000 } as const;

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
