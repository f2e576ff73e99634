/**
 * The consultation form (docs/product.md §2, §4, §5): name, phone, email, reason, each with its label and its
 * docs/product.md §5 message under it (tied with aria-describedby, flagged with aria-invalid); the first invalid
 * field takes focus on submit. While sending, the button reads "Sending..." and is disabled. After a save that got
 * past the database step the form is reset and `onDone` runs (the dialog closes).
 *
 * Issue 39: the form is drawn on the server inside its dialog, and the loader opens that dialog at the first tap,
 * before React (runtime/upgrade.ts). Until hydration the browser's own checks guard it (./native-rules.ts: required,
 * email type, limits, the phone's pattern); a submit is held by the loader and given back once live, after what was
 * typed is back in this component's state (runtime/early-input.ts), as the contact form's is. Then the form is
 * `noValidate` and §5's messages speak. The checks and the sending (zod/mini, the clients) are fetched on the first
 * submit, or when the dialog opens (./send.ts): the markup itself costs the element's chunk little.
 *
 * A honeypot field ("company") sits off-screen, out of the tab order and hidden from assistive technology:
 * people never fill it; a bot that does is answered as a success and nothing is sent.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormField, Honeypot, focusFirstError, type FieldUi } from '../runtime/controls';
import { attributionFor } from '../runtime/attribution';
import { leadMetadata, newLeadId } from '../runtime/lead';
import { usePrefill } from '../runtime/prefill';
import { useHydrated } from '../runtime/use-hydrated';
import type { ConsultationField, ConsultationValues } from './schema';
import { FIELDS, PREFILL, nativeRules } from './native-rules';
import { SENDING, TOASTS } from './text';
import type { ConsultationLead, ConsultationOutcome } from './use-consultation';
import type { ConsultationErrors } from './send';

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

/** The checks and the sending, fetched once (a failed fetch is asked again next time). */
let sending: Promise<typeof import('./send')> | undefined;
export const loadSending = () => (sending ??= import('./send').catch((err: unknown) => ((sending = undefined), Promise.reject(err))));

const EMPTY: ConsultationValues = { name: '', phone: '', email: '', reason: '', company: '' };

const FIELD_UI: Record<ConsultationField, FieldUi> = {
  name: { label: 'Name', type: 'text', autoComplete: 'name' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  reason: { label: 'Reason for Visit', autoComplete: 'off', rows: 4 },
};

/** What goes with a request beside the form's values: a new lead id, the visit's campaign, the holder's metadata. */
const newLead = (prefill: ConsultationPrefill): ConsultationLead => ({
  id: newLeadId(),
  attribution: attributionFor(prefill.source),
  metadata: leadMetadata(prefill.tag ?? 'medspa-consultation-button', prefill.metadata),
});

export function ConsultationForm({ onDone, submitLabel = 'Submit Request', prefill = {} }: ConsultationFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // Before hydration the browser checks the fields (nothing else would); once live, §5's messages do.
  const live = useHydrated();
  const [values, setValues] = useState<ConsultationValues>(EMPTY);
  const [errors, setErrors] = useState<ConsultationErrors>({});
  const [pending, setPending] = useState(false);
  usePrefill({ name: prefill.name, email: prefill.email }, prefill.prefillFromUrl, PREFILL, (field, value) =>
    setValues((v) => (v[field] ? v : { ...v, [field]: value })),
  );

  // The toast sits under the modal dialog's backdrop, so a failure is also said inside the dialog (not as a
  // live region: the toaster already announces it).
  const [failed, setFailed] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    setFailed(false);
    try {
      const { checkConsultation, sendConsultation } = await loadSending();
      const checked = checkConsultation(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        focusFirstError(form.current, id, FIELDS, checked.errors);
        return;
      }
      setErrors({});
      const lead = newLead(prefill);
      const outcome = await sendConsultation(checked.values, lead);
      if (outcome === 'failed') return setFailed(true); // keep what was typed, so the visitor can try again
      setValues(EMPTY);
      onDone?.(outcome, lead);
    } catch {
      setFailed(true); // the checks could not be fetched: nothing was sent
    } finally {
      setPending(false);
    }
  };

  const setField = (name: keyof ConsultationValues, value: string) => setValues((v) => ({ ...v, [name]: value }));

  return (
    <form
      ref={form}
      className="consult-form"
      part="form"
      noValidate={live}
      onSubmit={onSubmit}
      onFocus={() => void loadSending().catch(() => {})}
      aria-busy={pending || undefined}
    >
      {FIELDS.map((name) => (
        <FormField
          key={name}
          formId={id}
          name={name}
          ui={FIELD_UI[name]}
          value={values[name]}
          error={errors[name]}
          onValue={setField}
          // the browser's rules until hydration, the §5 messages after (./native-rules.ts)
          control={{ ...nativeRules(name), className: 'medspa-input consult-form__control' }}
          labelClassName="consult-form__label"
        />
      ))}
      <Honeypot id={`${id}-company`} name="company" value={values.company} onChange={(e) => setField('company', e.currentTarget.value)} />
      {failed && !pending ? (
        // role="alert": while the modal dialog is open the page toaster is inert, so this is what gets announced.
        <p className="consult-form__failed" part="failure" role="alert">
          {TOASTS.failed}
        </p>
      ) : null}
      <button
        type="submit"
        className="medspa-btn medspa-submit consult-form__submit"
        part="submit"
        disabled={pending}
        // what a press before the code shows at once (runtime/upgrade.ts, theme.css)
        data-pending-label={SENDING}
      >
        {pending ? SENDING : submitLabel}
      </button>
    </form>
  );
}
