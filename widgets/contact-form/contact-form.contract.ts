import { defineElement, event } from '../runtime/contract';

export const contactForm = defineElement({
  tag: 'medspa-contact-form',
  hydrate: 'interaction',
  summary:
    'The contact form: Name, Email, Message (4 rows), each with its message under it; "Send Message", "Sending..." and disabled while sending; stores the message and says so in a toast; on failure keeps what was typed.',
  attributes: {
    heading: { type: 'string', doc: 'Heading above the form.', default: 'Send Us a Message' },
  },
  events: {
    'contact-submitted': event<Record<string, never>>({
      doc: 'A message was stored. Carries nothing of what was written.',
      detail: '{}',
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
