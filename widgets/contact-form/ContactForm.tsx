/**
 * The contact form (docs/product.md §2 "Contact", §4, §5, §7.1, §8): Name, Email (email-type), Message (4 rows),
 * each with its §5 message under it (aria-describedby, aria-invalid); the first invalid field takes focus.
 * "Send Message"; while sending "Sending..." and disabled; then idle again in every case. Success: toast, the
 * form is emptied, `contact-submitted` fires with the lead's id, then the page goes to `success-url` when it has
 * an allowed one (issue 37); failure: toast, what was typed stays.
 *
 * A honeypot ("company") sits off-screen, out of the tab order and hidden from assistive technology: a bot that
 * fills it is answered as a success and nothing is stored.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { useAction } from '../runtime/query';
import { FormField, Honeypot, focusFirstError, type FieldUi } from '../runtime/controls';
import { fields, SENDING } from '../content/forms';
import { attributionDetail, attributionFor } from '../runtime/attribution';
import { usePrefill } from '../runtime/prefill';
import { followSuccessUrl, leadMetadata, newLeadId } from '../runtime/lead';
import { contactForm } from './contact-form.contract';
import { checkContact, type ContactErrors, type ContactField, type ContactValues } from './schema';
import { messageSent, sendContact } from './use-contact';

export type ContactFormProps = WidgetProps<typeof contactForm>;

const EMPTY: ContactValues = { name: '', email: '', message: '' };
const FIELDS: readonly ContactField[] = ['name', 'email', 'message'];
/** The fields a page may prefill, with their limits. */
const PREFILL = { name: fields.name.maxLength, email: fields.email.maxLength, message: fields.message.maxLength };
const UI: Record<ContactField, FieldUi> = {
  name: { label: 'Name', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  message: { label: 'Message', autoComplete: 'off', rows: 4 },
};

export function ContactForm(props: ContactFormProps) {
  const { heading, onContactSubmitted, name, email, message, prefillFromUrl, source, metadata, successUrl } = withDefaults(
    contactForm,
    props,
  );
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const trap = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const { run, pending } = useAction(sendContact);
  // Attributes and opted-in address parameters fill the empty fields (issue 30).
  usePrefill({ name, email, message }, prefillFromUrl, PREFILL, (field, value) =>
    setValues((v) => (v[field] ? v : { ...v, [field]: value })),
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (trap.current?.value) {
      messageSent();
      return setValues(EMPTY);
    }
    const checked = checkContact(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form.current, id, FIELDS, checked.errors);
      return;
    }
    setErrors({});
    const attribution = attributionFor(source);
    const leadId = newLeadId();
    const lead = { attribution, leadId, metadata: leadMetadata(contactForm.tag, metadata) };
    if (!(await run({ ...checked.values, ...lead })).ok) return; // the toast is the action's; what was typed stays
    messageSent();
    setValues(EMPTY);
    onContactSubmitted?.({ ...attributionDetail(attribution), id: leadId });
    followSuccessUrl(contactForm.tag, successUrl, leadId);
  };

  const setField = (name: ContactField, value: string) => setValues((v) => ({ ...v, [name]: value }));

  return (
    <form
      ref={form}
      className="contact-form"
      part="form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={pending || undefined}
      aria-label={heading || 'Contact form'}
    >
      {heading ? <h2 className="contact-form__heading">{heading}</h2> : null}
      {FIELDS.map((name) => (
        <FormField
          key={name}
          formId={id}
          name={name}
          ui={UI[name]}
          value={values[name]}
          error={errors[name]}
          onValue={setField}
          control={{ maxLength: fields[name].maxLength, 'aria-required': true }}
        />
      ))}
      <Honeypot id={`${id}-company`} ref={trap} name="company" />
      <button
        type="submit"
        className="medspa-btn medspa-submit contact-form__submit"
        part="submit"
        disabled={pending}
        // what a press before the code shows at once (runtime/upgrade.ts, theme.css)
        data-pending-label={SENDING}
      >
        {pending ? SENDING : 'Send Message'}
      </button>
    </form>
  );
}
