/**
 * The consultation form (docs/product.md §2, §4, §5): name, phone, email, reason, each with its label and its docs/product.md §5
 * message under it (tied with aria-describedby, flagged with aria-invalid); the first invalid field takes
 * focus on submit. While sending, the button reads "Sending..." and is disabled. After a save that got past
 * the database step the form is reset and `onDone` runs (the dialog closes).
 *
 * A honeypot field ("company") sits off-screen, out of the tab order and hidden from assistive technology:
 * people never fill it; a bot that does is answered as a success and nothing is sent.
 */
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { fields } from '../content/forms';
import { Field, Honeypot, fieldAria } from '../runtime/controls';
import { attributionFor } from '../runtime/attribution';
import { leadMetadata, newLeadId } from '../runtime/lead';
import { usePrefill } from '../runtime/prefill';
import { consultationSchema, type ConsultationField, type ConsultationValues } from './schema';
import { TOASTS, useConsultation, type ConsultationLead, type ConsultationOutcome } from './use-consultation';

/**
 * What the element that holds the form may prefill (issue 30): name and email, from its attributes or, opted in,
 * from the page's address. Never the reason for the visit (health information): it is not a field here.
 */
export interface ConsultationPrefill {
  name?: string;
  email?: string;
  prefillFromUrl?: string;
  /** The element's `source`, added to the request's attribution. */
  source?: string;
  /** The element's `metadata` (issue 37) as it was given: kept to its rules on submit. */
  metadata?: unknown;
  /** The holding element's tag, named in the console error about its metadata. */
  tag?: string;
}

export interface ConsultationFormProps {
  /** Runs after a submission that should close the form: saved (with or without the SMS), or a bot answered. */
  onDone?: (outcome: Exclude<ConsultationOutcome, 'failed'>, lead: ConsultationLead) => void;
  /** Text of the submit button when idle. */
  submitLabel?: string;
  prefill?: ConsultationPrefill;
}

/** The fields a page may prefill, with their limits (the reason is not one of them). */
const PREFILL = { name: fields.name.maxLength, email: fields.email.maxLength };

const EMPTY: ConsultationValues = { name: '', phone: '', email: '', reason: '', company: '' };

/** zod/mini as a react-hook-form resolver: the first message of each field. */
const resolver: Resolver<ConsultationValues> = async (values) => {
  const result = z.safeParse(consultationSchema, values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ConsultationValues> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof ConsultationValues;
    if (!errors[key]) errors[key] = { type: issue.code ?? 'invalid', message: issue.message };
  }
  return { values: {}, errors };
};

const FIELD_UI: Record<ConsultationField, { label: string; type?: string; autoComplete: string; inputMode?: 'tel' | 'email' }> = {
  name: { label: 'Name', type: 'text', autoComplete: 'name' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  reason: { label: 'Reason for Visit', autoComplete: 'off' },
};

export function ConsultationForm({ onDone, submitLabel = 'Submit Request', prefill = {} }: ConsultationFormProps) {
  const id = useId();
  const send = useConsultation();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationValues>({ resolver, defaultValues: EMPTY, shouldFocusError: true });
  usePrefill({ name: prefill.name, email: prefill.email }, prefill.prefillFromUrl, PREFILL, (field, value) => {
    if (!getValues(field)) setValue(field, value);
  });

  // The toast sits under the modal dialog's backdrop, so a failure is also said inside the dialog (not as a
  // live region: the toaster already announces it).
  const [failed, setFailed] = useState(false);

  const onValid = async (values: ConsultationValues) => {
    setFailed(false);
    const lead: ConsultationLead = {
      id: newLeadId(),
      attribution: attributionFor(prefill.source),
      metadata: leadMetadata(prefill.tag ?? 'medspa-consultation-button', prefill.metadata),
    };
    const outcome = await send(values, lead);
    if (outcome === 'failed') {
      setFailed(true); // keep what was typed, so the visitor can try again
      return;
    }
    reset(EMPTY);
    onDone?.(outcome, lead);
  };

  const field = (name: ConsultationField) => {
    const ui = FIELD_UI[name];
    const controlId = `${id}-${name}`;
    const message = errors[name]?.message;
    const common = {
      id: controlId,
      autoComplete: ui.autoComplete,
      maxLength: fields[name].maxLength,
      ...fieldAria(controlId, message),
      'aria-required': true as const,
      className: 'medspa-input consult-form__control',
      ...register(name),
    };
    return (
      <Field key={name} controlId={controlId} label={ui.label} error={message} labelClassName="consult-form__label">
        {name === 'reason' ? <textarea rows={4} {...common} /> : <input type={ui.type} inputMode={ui.inputMode} {...common} />}
      </Field>
    );
  };

  return (
    <form className="consult-form" part="form" noValidate onSubmit={handleSubmit(onValid)} aria-busy={isSubmitting || undefined}>
      {field('name')}
      {field('phone')}
      {field('email')}
      {field('reason')}
      <Honeypot id={`${id}-company`} {...register('company')} />
      {failed && !isSubmitting ? (
        // role="alert": while the modal dialog is open the page toaster is inert, so this is what gets announced.
        <p className="consult-form__failed" part="failure" role="alert">
          {TOASTS.failed}
        </p>
      ) : null}
      <button type="submit" className="medspa-btn consult-form__submit" part="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : submitLabel}
      </button>
    </form>
  );
}
