/**
 * Sending a consultation request (docs/product.md §7.1 then §7.2; outcomes and toasts of §8):
 * 1. insert {name, email, message} into contact_submissions, message = phone plus reason, with the visit's campaign
 *    attribution when it has one (issue 30; never the reason: it is built from the page, not the form), the
 *    lead's id and the element's metadata (issue 37); the answer is the row's claim alone (issue 41: a secret the
 *    database made, the one column anon may read back, and only in this insert's own request);
 * 2. only if that worked: invoke send-consultation-sms with {data: {name, phone, email, reason}, claim}: the
 *    function notifies the row of that claim (an answer without one is sent as it is, and the function refuses it).
 * The reason is health information: it never leaves this module except in those two requests, and the data
 * layer's log lines carry an error's name, code and status only.
 */
import { useCallback } from 'react';
import { functions } from '../runtime/functions';
import { rest } from '../runtime/rest';
import { defineAction, onError } from '../runtime/query';
import { toast } from '../runtime/toast';
import { consultationMessage } from '../content/forms';
import type { ConsultationValues } from './schema';
import type { Attribution } from '../runtime/attribution';
import { metadataField, type Metadata } from '../runtime/lead';
import { TOASTS } from './text';

export { TOASTS };

/**
 * - `sent`: stored and notified; `notification-failed`: stored, SMS failed (both got past the database step);
 * - `failed`: not stored; `ignored`: the honeypot was filled (answered as a success, nothing sent).
 */
export type ConsultationOutcome = 'sent' | 'notification-failed' | 'failed' | 'ignored';

/** What host pages receive in the `consultation-submitted` event: never the reason (nor other personal data). */
export interface ConsultationSubmittedDetail {
  outcome: 'sent' | 'notification-failed';
  /** The campaign the request came from (issue 30), when the visit has one. */
  attribution?: Attribution;
  /** The request's lead id (issue 37), also on its stored row. */
  id: string;
}

/** What goes with a request beside the form's values (issue 37): its id, campaign and the element's metadata. */
export interface ConsultationLead {
  id: string;
  attribution?: Attribution;
  metadata?: Metadata;
}

type Request = Required<Omit<ConsultationValues, 'company'>>;

/** §7.1; §8: "Submission aborted" with the destructive toast. The stored row's claim. */
const saveRequest = defineAction({
  what: 'Saving the consultation request',
  run: async ({ name, email, phone, reason, lead }: Request & { lead: ConsultationLead }): Promise<string | undefined> => {
    const { id, attribution, metadata } = lead;
    const { data, error } = await rest()
      .from('contact_submissions')
      .insert({
        name,
        email,
        message: consultationMessage(phone, reason),
        lead_id: id,
        ...(attribution ? { attribution } : {}),
        ...metadataField(metadata),
      })
      .select('claim')
      .single<{ claim: string }>();
    if (error) throw error;
    return data?.claim;
  },
  onError: onError.toast({ title: TOASTS.failed, variant: 'destructive' }),
});

/** §7.2; §8: the request is kept, the visitor is told the notification failed. */
const notifyStaff = defineAction({
  what: 'Sending the consultation notification',
  run: async ({ data, claim }: { data: Request; claim: string | undefined }) => {
    const { error } = await functions().invoke('send-consultation-sms', { body: { data, claim } });
    if (error) throw error;
  },
  onError: onError.toast({ title: TOASTS.notificationFailed }),
});

export async function sendConsultation(values: ConsultationValues, lead: ConsultationLead): Promise<ConsultationOutcome> {
  if (values.company?.trim()) {
    // A bot filled the honeypot: answer as a success, store and send nothing.
    toast({ title: TOASTS.sent });
    return 'ignored';
  }
  const request: Request = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    reason: values.reason.trim(),
  };
  const saved = await saveRequest.run({ ...request, lead });
  if (!saved.ok) return 'failed';
  if (!(await notifyStaff.run({ data: request, claim: saved.value })).ok) return 'notification-failed';
  toast({ title: TOASTS.sent });
  return 'sent';
}

/** The hook form for components (stable callback). */
export function useConsultation(): (values: ConsultationValues, lead: ConsultationLead) => Promise<ConsultationOutcome> {
  return useCallback((values: ConsultationValues, lead: ConsultationLead) => sendConsultation(values, lead), []);
}
