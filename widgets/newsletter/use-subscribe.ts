/**
 * Subscribing (docs/product.md §2 "Newsletter", §4; the table of §5 "Newsletter"): one row {email, source_page}
 * into newsletter_subscribers, with the campaign attribution when the visit has one (issue 30), the lead's id and
 * the element's metadata (issue 37). A second signup of the same address is answered by the database exactly like
 * the first (nothing stored, nothing revealed: the row keeps its first id and metadata). A failure is logged (name, code, status; never the address)
 * with a toast; the address stays in the field.
 */
import { rest } from '../runtime/rest';
import { defineAction, onError } from '../runtime/query';
import { toast } from '../runtime/toast';
import { emailRule } from '../runtime/controls/rules';
import type { Attribution } from '../runtime/attribution';
import { metadataField, type Metadata } from '../runtime/lead';

export const NEWSLETTER_TOASTS = {
  subscribed: { title: 'Thank you for subscribing!', description: "You'll hear from us soon." },
  failed: { title: 'Subscription failed', description: 'We could not subscribe you. Please try again.' },
} as const;

export const newsletterEmail = emailRule();

/** The page a signup came from, without its query or fragment (they may carry anything). */
export const sourcePage = () => (typeof location === 'undefined' ? null : `${location.origin}${location.pathname}`.slice(0, 2000));

export const subscribe = defineAction({
  what: 'Subscribing to the newsletter',
  run: async ({
    email,
    attribution,
    leadId,
    metadata,
  }: {
    email: string;
    attribution?: Attribution;
    leadId: string;
    metadata?: Metadata;
  }) => {
    const { error } = await rest()
      .from('newsletter_subscribers')
      .insert({ email, source_page: sourcePage(), lead_id: leadId, ...(attribution ? { attribution } : {}), ...metadataField(metadata) });
    if (error) throw error;
  },
  onError: onError.toast({ ...NEWSLETTER_TOASTS.failed, variant: 'destructive' }),
});

export const subscribed = () => toast(NEWSLETTER_TOASTS.subscribed);
