/**
 * A form field as every widget form draws it: the label, the control, and its message under it, tied to the
 * control (aria-describedby, aria-invalid) so a screen reader reads the message with the field.
 */
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

export const errorIdOf = (controlId: string) => `${controlId}-error`;

/** The control's ARIA for its message (spread onto the input or textarea). */
export const fieldAria = (controlId: string, error: string | undefined) => ({
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': error ? errorIdOf(controlId) : undefined,
});

/**
 * After a refused submit, focus moves to the first field (in the form's order) with a message: the control whose id
 * is `${formId}-${field}`, as every widget form names its controls.
 */
export function focusFirstError<F extends string>(
  form: HTMLFormElement | null,
  formId: string,
  order: readonly F[],
  errors: Partial<Record<F, unknown>>,
) {
  const first = order.find((f) => errors[f]);
  if (first) form?.querySelector<HTMLElement>(`#${CSS.escape(`${formId}-${first}`)}`)?.focus();
}

export function FieldError({ controlId, error, className = '' }: { controlId: string; error: string | undefined; className?: string }) {
  return error ? (
    <p className={`medspa-field-error ${className}`.trim()} id={errorIdOf(controlId)} part="error">
      {error}
    </p>
  ) : null;
}

export interface FieldProps {
  controlId: string;
  label: string;
  error: string | undefined;
  labelClassName?: string;
  /** The control, with `id={controlId}` and `{...fieldAria(controlId, error)}`. */
  children: ReactNode;
}

export function Field({ controlId, label, error, labelClassName = 'medspa-label', children }: FieldProps) {
  return (
    <div className="medspa-field">
      <label className={labelClassName} htmlFor={controlId}>
        {label}
      </label>
      {children}
      <FieldError controlId={controlId} error={error} />
    </div>
  );
}

/** How a form draws one of its fields: a text control of `type` (default text), or a textarea of `rows`. */
export interface FieldUi {
  label: string;
  autoComplete: string;
  type?: string;
  inputMode?: 'tel' | 'email';
  rows?: number;
}

export interface FormFieldProps<F extends string> {
  formId: string;
  name: F;
  ui: FieldUi;
  value: string;
  error: string | undefined;
  onValue: (name: F, value: string) => void;
  /** The form's own attributes of the control: its rules (maxLength, required, pattern), its class. */
  control?: InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;
  labelClassName?: string;
}

/** One labelled, controlled field of a widget form, its control named `${formId}-${name}` (focusFirstError). */
export function FormField<F extends string>({ formId, name, ui, value, error, onValue, control, labelClassName }: FormFieldProps<F>) {
  const controlId = `${formId}-${name}`;
  const common = {
    id: controlId,
    name,
    value,
    onChange: (e: { currentTarget: { value: string } }) => onValue(name, e.currentTarget.value), // read now: the updater runs later
    autoComplete: ui.autoComplete,
    className: 'medspa-input',
    ...control,
    ...fieldAria(controlId, error),
  };
  return (
    <Field controlId={controlId} label={ui.label} error={error} labelClassName={labelClassName}>
      {ui.rows ? <textarea rows={ui.rows} {...common} /> : <input type={ui.type ?? 'text'} inputMode={ui.inputMode} {...common} />}
    </Field>
  );
}

/**
 * The honeypot every form carries: a "Company" field people never see or reach (hidden from assistive technology,
 * out of the tab order, off screen by `.medspa-trap`). A form that finds it filled answers as if sent and stores
 * nothing. `input` is the control's props (a ref, or react-hook-form's `register('company')`).
 */
export function Honeypot({ id, ...input }: { id: string } & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <div className="medspa-trap" aria-hidden="true">
      <label htmlFor={id}>Company</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
