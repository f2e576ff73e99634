/**
 * Sending a consultation request (SPEC §7.1 then §7.2, outcomes and toasts of SPEC §8).
 *
 * 1. insert {name, email, message} into contact_submissions, message = phone plus reason (only the error is read);
 * 2. only if that worked: invoke send-consultation-sms with {data: {name, phone, email, reason}}.
 * The reason is health information: it is never logged, never put in an event and never leaves this module
 * except in those two requests.
 */
import { useCallback } from 'react';
import { backend } from '../runtime/backend';
import { toast } from '../runtime/toast';
import type { ConsultationValues } from './schema';

export const TOASTS = {
  failed: 'Failed to send consultation request. Please try again.',
  notificationFailed: 'Consultation request saved but notification failed to send.',
  sent: "Consultation request sent successfully! We'll contact you soon.",
} as const;

/**
 * - `sent`: stored and notified; `notification-failed`: stored, SMS failed (both got past the database step);
 * - `failed`: not stored; `ignored`: the honeypot was filled (answered as a success, nothing sent).
 */
export type ConsultationOutcome = 'sent' | 'notification-failed' | 'failed' | 'ignored';

/** What host pages receive in the `consultation-submitted` event: never the reason (nor other personal data). */
export interface ConsultationSubmittedDetail {
  outcome: 'sent' | 'notification-failed';
}

export const composeMessage = (phone: string, reason: string) => `Phone: ${phone}\n\nReason: ${reason}`;

export async function sendConsultation(values: ConsultationValues): Promise<ConsultationOutcome> {
  const name = values.name.trim();
  const phone = values.phone.trim();
  const email = values.email.trim();
  const reason = values.reason.trim();

  if (values.company?.trim()) {
    // A bot filled the honeypot: answer as a success, store and send nothing.
    toast({ title: TOASTS.sent });
    return 'ignored';
  }

  const client = backend();
  let insertFailed: boolean;
  try {
    const { error } = await client.from('contact_submissions').insert({ name, email, message: composeMessage(phone, reason) });
    insertFailed = !!error;
  } catch {
    insertFailed = true;
  }
  if (insertFailed) {
    // Deliberately no console output: the error object may echo the submitted row.
    toast({ title: TOASTS.failed, variant: 'destructive' });
    return 'failed';
  }

  let smsFailed: boolean;
  try {
    const { error } = await client.functions.invoke('send-consultation-sms', { body: { data: { name, phone, email, reason } } });
    smsFailed = !!error;
  } catch {
    smsFailed = true;
  }
  if (smsFailed) {
    toast({ title: TOASTS.notificationFailed });
    return 'notification-failed';
  }
  toast({ title: TOASTS.sent });
  return 'sent';
}

/** The hook form for components (stable callback). */
export function useConsultation(): (values: ConsultationValues) => Promise<ConsultationOutcome> {
  return useCallback((values: ConsultationValues) => sendConsultation(values), []);
}
