/**
 * Sending a contact message (docs/product.md §7.1; outcomes of §8): one row {name, email, message} into
 * contact_submissions, with the campaign attribution when the visit has one (issue 30), the lead's id and the
 * element's metadata (issue 37), only the error read (anon cannot read rows). A failure is logged (its name, code and status, never the message)
 * with the toast "There was a problem sending your message. Please try again."; success: "Message sent! We'll
 * get back to you as soon as possible.".
 */
import { rest } from '../runtime/rest';
import { defineAction, onError } from '../runtime/query';
import { toast } from '../runtime/toast';
import type { Attribution } from '../runtime/attribution';
import { metadataField, type Metadata } from '../runtime/lead';
import type { ContactValues } from './schema';

export const CONTACT_TOASTS = {
  sent: "Message sent! We'll get back to you as soon as possible.",
  failed: 'There was a problem sending your message. Please try again.',
} as const;

export const sendContact = defineAction({
  what: 'Sending the contact message',
  run: async ({
    name,
    email,
    message,
    attribution,
    leadId,
    metadata,
  }: ContactValues & { attribution?: Attribution; leadId: string; metadata?: Metadata }) => {
    const { error } = await rest()
      .from('contact_submissions')
      .insert({ name, email, message, lead_id: leadId, ...(attribution ? { attribution } : {}), ...metadataField(metadata) });
    if (error) throw error;
  },
  onError: onError.toast({ title: CONTACT_TOASTS.failed, variant: 'destructive' }),
});

/** The success toast (also the answer to a bot that filled the honeypot, for which nothing is stored). */
export const messageSent = () => toast({ title: CONTACT_TOASTS.sent });
