import { defineElement, event } from '../runtime/contract';
import { ATTRIBUTION_DETAIL_TEXT, prefillFromUrlAttribute, sourceAttribute } from '../runtime/attribution.contract';
import { dialogParts } from '../runtime/dialog/dialog.contract';
import { LEAD_DETAIL_TEXT, metadataAttribute, successUrlAttribute } from '../runtime/lead.contract';
import type { ConsultationSubmittedDetail } from './use-consultation';

/** What every element holding the consultation dialog publishes (the navbar, the consultation button). */
export const consultationDialog = {
  events: {
    'consultation-submitted': event<ConsultationSubmittedDetail>({
      doc: "A consultation request was saved (stored; the SMS notification may have failed). Never carries form content; `attribution` is the campaign it came from, when the visit has one; `id` is the request's lead id, also on its stored row.",
      detail: `{ outcome: 'sent' | 'notification-failed'; ${ATTRIBUTION_DETAIL_TEXT}; ${LEAD_DETAIL_TEXT} }`,
    }),
  },
  /** The element's data on the request and its thank-you page. */
  attributes: { ...metadataAttribute, ...successUrlAttribute },
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
    'A "Schedule Consultation" button opening the dialog "Schedule a Consultation" with the consultation form (name, phone, email, reason). The dialog and its form are in the element\'s markup: it opens at the first tap, before the element\'s code has loaded.',
  attributes: {
    label: { type: 'string', doc: 'Visible text of the button.', default: 'Schedule Consultation' },
    variant: { type: 'string', doc: '"outline" for a secondary, outlined button; otherwise the filled primary button.' },
    name: { type: 'string', doc: 'Prefills the Name field (when empty); the visitor can change it.' },
    email: { type: 'string', doc: 'Prefills the Email field (when empty); the visitor can change it.' },
    ...prefillFromUrlAttribute('name, email; the reason for the visit is never prefilled'),
    ...sourceAttribute,
    ...consultationDialog.attributes,
    open: {
      type: 'boolean',
      doc: 'Present while the dialog is open: set it to open the dialog from your own code, remove it to close it. The element sets it when its button opens the dialog and removes it when the visitor closes it.',
    },
    headless: {
      type: 'boolean',
      doc: 'Renders no button of its own, only the dialog, opened by `open` (`MedspaWidgets.openConsultation()` and `data-medspa-consultation` controls use such an element).',
    },
  },
  events: consultationDialog.events,
  parts: { button: 'The trigger button.', ...consultationDialog.parts },
});
