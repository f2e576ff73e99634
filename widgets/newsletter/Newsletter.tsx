/**
 * Newsletter signup (docs/product.md §2 "Newsletter", §4, §5): a required email-type field with the placeholder
 * "Enter your email" and "Subscribe". The browser's own validation runs first (required, email type); then the
 * rules of widgets/content/forms.ts, so nothing invalid or blank reaches the database. Success: a toast, the
 * field is cleared, `newsletter-subscribed` fires (with the lead's id, without the address: it is personal data),
 * then the page goes to `success-url` when it has an allowed one (issue 37).
 */
import { createElement, useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { headingLevel as toLevel } from '../runtime/heading';
import { useAction } from '../runtime/query';
import { FieldError, fieldAria } from '../runtime/controls';
import { fields } from '../content/forms';
import { attributionDetail, attributionFor } from '../runtime/attribution';
import { usePrefill } from '../runtime/prefill';
import { followSuccessUrl, leadMetadata, newLeadId } from '../runtime/lead';
import { newsletter } from './newsletter.contract';
import { newsletterEmail, subscribe, subscribed } from './use-subscribe';

export type NewsletterProps = WidgetProps<typeof newsletter>;

const PREFILL = { email: fields.email.maxLength };

export function Newsletter(props: NewsletterProps) {
  const {
    heading,
    headingLevel,
    intro,
    onNewsletterSubscribed,
    email: prefill,
    prefillFromUrl,
    source,
    metadata,
    successUrl,
  } = withDefaults(newsletter, props);
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, pending } = useAction(subscribe);
  // The attribute and an opted-in address parameter fill the empty field (issue 30).
  usePrefill({ email: prefill }, prefillFromUrl, PREFILL, (_field, value) => setEmail((v) => v || value));
  const level = toLevel(headingLevel, 2);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = z.safeParse(newsletterEmail, email);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(null);
    const attribution = attributionFor(source);
    const leadId = newLeadId();
    if (!(await run({ email: checked.data, attribution, leadId, metadata: leadMetadata(newsletter.tag, metadata) })).ok) return;
    subscribed();
    setEmail('');
    onNewsletterSubscribed?.({ ...attributionDetail(attribution), id: leadId });
    followSuccessUrl(newsletter.tag, successUrl, leadId);
  };

  return (
    <section className="newsletter" aria-labelledby={`${id}-heading`}>
      {createElement(`h${level}`, { id: `${id}-heading`, className: 'newsletter__heading' }, heading)}
      {intro ? <p className="newsletter__intro">{intro}</p> : null}
      <form className="newsletter__form" part="form" onSubmit={onSubmit} aria-busy={pending || undefined}>
        <label className="sr-only" htmlFor={`${id}-email`}>
          Email address
        </label>
        <input
          id={`${id}-email`}
          className="medspa-input newsletter__input"
          part="input"
          type="email"
          name="email"
          required
          placeholder="Enter your email"
          autoComplete="email"
          maxLength={fields.email.maxLength}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          {...fieldAria(`${id}-email`, error ?? undefined)}
        />
        <button type="submit" className="medspa-btn newsletter__submit" part="submit" disabled={pending}>
          Subscribe
        </button>
      </form>
      <FieldError controlId={`${id}-email`} error={error ?? undefined} className="newsletter__error" />
    </section>
  );
}
