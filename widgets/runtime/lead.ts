/**
 * What every element that stores a lead shares (issue 37; docs/backend.md "Leads"): the lead's id, made here and
 * sent with the row (anon cannot read a row back, so the browser names it), the element's `metadata` as the rules
 * of widgets/content/metadata.ts keep it, and its thank-you page (`success-url`) under the return-address rule of
 * widgets/content/checkout.ts.
 */
import { cleanMetadata, type Metadata } from '../content/metadata';
import { allowedReturnUrl } from '../content/checkout';
import { getBundleUrl } from './bundle-url';

export type { Metadata } from '../content/metadata';

/** A version 4 uuid (crypto.randomUUID, or the same from getRandomValues where the page is not a secure context). */
export function newLeadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The element's `metadata` as it may be stored and sent (an object, or JSON text when the runtime hands that
 * through); what breaks the rules is left out, with one console error naming the element and each entry.
 */
export function leadMetadata(tag: string, value: unknown): Metadata | undefined {
  const { metadata, problems } = cleanMetadata(value);
  if (problems.length) console.error(`[medspa] <${tag}> metadata: left out: ${problems.join('; ')}`);
  return metadata;
}

/** `{ metadata }` for a row or a request when there is some, else nothing (spread it in). */
export const metadataField = (metadata: Metadata | undefined): { metadata?: Metadata } => (metadata ? { metadata } : {});

/** Where the browser goes after a lead; a test can replace it. */
export const leadNavigation = { go: (url: string) => window.location.assign(url) };

/**
 * The thank-you address of `successUrl` for lead `id` (`lead_id=<id>` added to its query), when it is relative,
 * on the page's own origin or on the clinic's (where the widgets are served from); otherwise null and one console
 * error naming the element. Absent or blank: null, silently.
 */
export function successAddress(tag: string, successUrl: string | undefined, id: string): string | null {
  const value = successUrl?.trim();
  if (!value) return null;
  const clinic = getBundleUrl();
  const allowed = new Set([location.origin, ...(clinic ? [new URL(clinic).origin] : [])]);
  const url = allowedReturnUrl(value, document.baseURI, allowed);
  if (!url) {
    console.error(
      `[medspa] <${tag}> success-url: ${value.slice(0, 200)} is not followed: it must be relative, or on this page's origin or the clinic's (${[...allowed].join(', ')})`,
    );
    return null;
  }
  const out = new URL(url);
  out.searchParams.set('lead_id', id);
  return out.href;
}

/** After a stored lead (its event dispatched): to the thank-you page, when the element has an allowed one. */
export function followSuccessUrl(tag: string, successUrl: string | undefined, id: string): void {
  const url = successAddress(tag, successUrl, id);
  if (url) leadNavigation.go(url);
}

/** `onStored` (the element's event), then its thank-you page: the holders of the consultation dialog. */
export const thenSuccessUrl =
  <D extends { id: string }>(tag: string, successUrl: string | undefined, onStored?: (detail: D) => void) =>
  (detail: D): void => {
    onStored?.(detail);
    followSuccessUrl(tag, successUrl, detail.id);
  };
