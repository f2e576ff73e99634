import type { ElementContract } from '../runtime/contract';

/** The event every element holding the consultation dialog sends (navbar, consultation button). */
export const consultationSubmittedEvent: ElementContract['events'][number] = {
  name: 'consultation-submitted',
  description: 'A consultation request was saved (stored; the SMS notification may have failed). Never carries form content.',
  detail: "{ outcome: 'sent' | 'notification-failed' }",
};

/** The dialog's parts, the same wherever the dialog is held. */
export const consultationDialogParts: ElementContract['parts'] = [
  { name: 'dialog', description: 'The native <dialog>.' },
  { name: 'form', description: 'The consultation form inside the dialog.' },
  { name: 'submit', description: 'The submit button.' },
  { name: 'error', description: "A field's validation message." },
  { name: 'failure', description: 'The in-dialog note when the request could not be saved.' },
];

export const contract: ElementContract = {
  tag: 'medspa-consultation-button',
  summary:
    'A "Schedule Consultation" button opening the dialog "Schedule a Consultation" with the consultation form (name, phone, email, reason). The form is loaded on first open.',
  attributes: [
    { name: 'label', type: 'string', description: 'Visible text of the button.', default: 'Schedule Consultation' },
    { name: 'variant', type: 'string', description: '"outline" for a secondary, outlined button.', default: '(filled)' },
  ],
  events: [consultationSubmittedEvent],
  parts: [{ name: 'button', description: 'The trigger button.' }, ...consultationDialogParts],
  cssProperties: [],
};
