/**
 * The attributes and event detail every element storing a lead shares (issue 37; docs/backend.md "Leads"): the
 * partner's `metadata`, the thank-you page (`success-url`) and the lead's `id` in the conversion event. Plain
 * data (descriptors are read by Node at build time).
 */
import { json } from './contract';
import {
  METADATA_KEY,
  METADATA_MAX_DECIMALS,
  METADATA_MAX_KEYS,
  METADATA_MAX_LENGTH,
  METADATA_TYPE_TEXT,
  type Metadata,
} from '../content/metadata';

/** `metadata`: the partner's own data on the lead (the forms, the consultation, the store's elements). */
export const metadataAttribute = {
  // Typed by its shape; the value a page gives may still be anything: runtime/lead.ts keeps what follows the rules.
  metadata: json<Metadata>({
    shape: METADATA_TYPE_TEXT,
    doc: `Your own data on the lead, stored with it (and the checkout's metadata, each key as meta_<key>): a flat object of at most ${METADATA_MAX_KEYS} keys (${METADATA_KEY.source}), each value a string of at most ${METADATA_MAX_LENGTH} characters (no control characters, < or >), a number (at most ${METADATA_MAX_DECIMALS} decimal places) or a boolean, e.g. {"campaign_id": "A-17", "variant": 2}. As a property or as JSON text in the attribute. An entry breaking these rules is left out, with a console error.`,
  }),
} as const;

/** `success-url` of a form: where the page goes once the lead is stored. */
export const successUrlAttribute = {
  'success-url': {
    type: 'string',
    doc: "Your thank-you page: once the lead is stored (and its event dispatched), the page goes there with `lead_id=<id>` added to its query. Relative, or on your page's origin or the clinic's; any other address is not followed (a console error says why).",
  },
} as const;

/** The detail of a stored lead's event: its id. */
export interface LeadDetail {
  /** The lead's id (a uuid), also on its stored row: to deduplicate and join to your CRM. */
  id: string;
}

/** `LeadDetail` as self-contained TypeScript text, for the descriptors' `detail`. */
export const LEAD_DETAIL_TEXT = 'id: string';
