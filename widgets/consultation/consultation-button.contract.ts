import { defineElement, event } from '../runtime/contract';
import { dialogParts } from '../runtime/dialog/dialog.contract';
import type { ConsultationSubmittedDetail } from './use-consultation';

/** What every element holding the consultation dialog publishes (the navbar, the consultation button). */
export const consultationDialog = {
  events: {
    'consultation-submitted': event<ConsultationSubmittedDetail>({
      doc: 'A consultation request was saved (stored; the SMS notification may have failed). Never carries form content.',
      detail: "{ outcome: 'sent' | 'notification-failed' }",
    }),
  },
  parts: {
    ...dialogParts,
    form: 'The consultation form inside the dialog.',
    submit: 'The submit button.',
    error: "A field's validation message.",
    failure: 'The in-dialog note when the request could not be saved.',
  },
} as const;

export const consultationButton = defineElement({
  tag: 'medspa-consultation-button',
  hydrate: 'interaction',
  summary:
    'A "Schedule Consultation" button opening the dialog "Schedule a Consultation" with the consultation form (name, phone, email, reason). The form is loaded on first open.',
  attributes: {
    label: { type: 'string', doc: 'Visible text of the button.', default: 'Schedule Consultation' },
    variant: { type: 'string', doc: '"outline" for a secondary, outlined button; otherwise the filled primary button.' },
  },
  events: consultationDialog.events,
  parts: { button: 'The trigger button.', ...consultationDialog.parts },
});
