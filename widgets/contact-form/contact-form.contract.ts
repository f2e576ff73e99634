import { defineElement, event } from '../runtime/contract';
import { ATTRIBUTION_DETAIL_TEXT, prefillFromUrlAttribute, sourceAttribute, type AttributedDetail } from '../runtime/attribution.contract';
import { LEAD_DETAIL_TEXT, metadataAttribute, successUrlAttribute, type LeadDetail } from '../runtime/lead.contract';

export const contactForm = defineElement({
  tag: 'medspa-contact-form',
  hydrate: 'interaction',
  summary:
    'The contact form: Name, Email, Message (4 rows), each with its message under it; "Send Message", "Sending..." and disabled while sending; stores the message and says so in a toast; on failure keeps what was typed.',
  attributes: {
    heading: { type: 'string', doc: 'Heading above the form.', default: 'Send Us a Message' },
    name: { type: 'string', doc: 'Prefills the Name field (when empty); the visitor can change it.' },
    email: { type: 'string', doc: 'Prefills the Email field (when empty); the visitor can change it.' },
    message: {
      type: 'string',
      doc: 'Prefills the Message field (when empty), e.g. "I would like to know more about the spring offer." Never put health information here.',
    },
    ...prefillFromUrlAttribute('name, email, message'),
    ...sourceAttribute,
    ...metadataAttribute,
    ...successUrlAttribute,
  },
  events: {
    'contact-submitted': event<AttributedDetail & LeadDetail>({
      doc: "A message was stored. Carries nothing of what was written; `attribution` is the campaign it came from, when the visit has one; `id` is the lead's id, also on its stored row.",
      detail: `{ ${ATTRIBUTION_DETAIL_TEXT}; ${LEAD_DETAIL_TEXT} }`,
    }),
  },
  parts: {
    form: 'The form.',
    submit: 'The submit button.',
    error: "A field's validation message.",
  },
  cssProperties: {
    '--medspa-contact-form-gap': 'Space between the fields.',
  },
});
