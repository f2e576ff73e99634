import { defineElement, event } from '../runtime/contract';
import { ATTRIBUTION_DETAIL_TEXT, prefillFromUrlAttribute, sourceAttribute, type AttributedDetail } from '../runtime/attribution.contract';
import { LEAD_DETAIL_TEXT, metadataAttribute, successUrlAttribute, type LeadDetail } from '../runtime/lead.contract';

export const newsletter = defineElement({
  tag: 'medspa-newsletter',
  hydrate: 'interaction',
  summary:
    'Newsletter signup: heading "Newsletter", a required email field ("Enter your email") and "Subscribe". The address is kept with the time of consent and the page; a toast confirms and the field is cleared. Usable on any page.',
  attributes: {
    heading: { type: 'string', doc: 'The heading.', default: 'Newsletter' },
    'heading-level': { type: 'number', doc: 'Level of the heading (1 on the newsletter page).', default: 2 },
    intro: {
      type: 'string',
      doc: 'Text under the heading.',
      default: 'News, offers and treatment tips, a few times a year.',
    },
    email: { type: 'string', doc: 'Prefills the email field (when empty); the visitor can change it.' },
    ...prefillFromUrlAttribute('email'),
    ...sourceAttribute,
    ...metadataAttribute,
    ...successUrlAttribute,
  },
  events: {
    'newsletter-subscribed': event<AttributedDetail & LeadDetail>({
      doc: "A signup was accepted (a repeated address is answered the same). Never carries the address; `attribution` is the campaign it came from, when the visit has one; `id` is the signup's lead id, on its stored row (a repeat of a known address keeps the row's first id).",
      detail: `{ ${ATTRIBUTION_DETAIL_TEXT}; ${LEAD_DETAIL_TEXT} }`,
    }),
  },
  parts: {
    form: 'The form.',
    input: 'The email field.',
    submit: 'The Subscribe button.',
    error: "The email field's message.",
  },
  cssProperties: {
    '--medspa-newsletter-width': 'Largest width of the form.',
  },
});
