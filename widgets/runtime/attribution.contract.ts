/**
 * The attributes and event detail every converting element shares (issue 30; docs/product.md "Campaign
 * attribution (issue 30)"): its `source`, the opt-in prefill from the page's address, and the `attribution` its
 * conversion events carry. Plain data (descriptors are read by Node at build time).
 */
import { ATTRIBUTION_TYPE_TEXT, type Attribution } from '../content/attribution';

export type { Attribution } from '../content/attribution';

/** `source`: which embed or placement, stored and sent with the attribution. */
export const sourceAttribute = {
  source: {
    type: 'string',
    doc: 'Your name for this placement (at most 100 characters, e.g. "spring-landing-hero"): stored with the request and sent with the checkout as the attribution\'s `source`, beside the visit\'s utm_* parameters, click ids, referrer and landing path.',
  },
} as const;

/** The `prefill-from-url` attribute of an element whose fields `fields` may be prefilled from the address. */
export const prefillFromUrlAttribute = (fields: string) =>
  ({
    'prefill-from-url': {
      type: 'string',
      doc: `Opt-in prefill from the page's address: the fields to fill (${fields}), each as \`field\` (reads ?field=) or \`field:param\` (reads ?param=), separated by spaces, e.g. "name:lead_name email:lead_email". Only empty fields are filled; the visitor can change them. Off when absent.`,
    },
  }) as const;

/** The detail of a conversion event: the attribution when there is one. */
export interface AttributedDetail {
  /** The visit's first touch and the element's `source` (issue 30); absent when the visit has none. */
  attribution?: Attribution;
}

/** `AttributedDetail` as self-contained TypeScript text, for the descriptors' `detail`. */
export const ATTRIBUTION_DETAIL_TEXT = `attribution?: ${ATTRIBUTION_TYPE_TEXT}`;
