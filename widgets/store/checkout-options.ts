/**
 * The per-embed checkout attributes (success-url, cancel-url, client-reference-id) as create-checkout takes them:
 * addresses resolved against the page (so `success-url="/thanks"` is the embedding page's own), blanks left out,
 * and the rules of widgets/content/checkout.ts checked before the call. The function checks them again and alone
 * decides whether an origin is allowed.
 */
import * as z from 'zod/mini';
import { CLIENT_REFERENCE_ID, returnUrlOrigin } from '../content/checkout';

export interface CheckoutOptions {
  successUrl?: string;
  cancelUrl?: string;
  clientReferenceId?: string;
}

const returnUrl = z.string().check(z.refine((s) => returnUrlOrigin(s) !== null, 'must be an http(s) address without credentials'));

export const checkoutOptionsSchema = z.object({
  successUrl: z.optional(returnUrl),
  cancelUrl: z.optional(returnUrl),
  clientReferenceId: z.optional(z.string().check(z.regex(CLIENT_REFERENCE_ID, 'must be 1 to 200 letters, digits, - or _'))),
});

/** An attribute the checkout cannot use; its name (kebab-case) is the error's code, so the log line names it. */
export class CheckoutAttributeError extends Error {
  override name = 'CheckoutAttributeError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code} ${message}`);
  }
}

/** The attributes' values, trimmed, blanks left out, addresses made absolute against `base` (the page's). */
export function resolveCheckoutOptions(attrs: CheckoutOptions, base: string): CheckoutOptions {
  const out: CheckoutOptions = {};
  for (const key of ['successUrl', 'cancelUrl', 'clientReferenceId'] as const) {
    const value = attrs[key]?.trim();
    if (!value) continue;
    if (key === 'clientReferenceId') out[key] = value;
    else {
      try {
        out[key] = new URL(value, base).href;
      } catch {
        out[key] = value; // left for the check to refuse
      }
    }
  }
  return out;
}

/** The options if every one follows the rules; else the CheckoutAttributeError of the first that does not. */
export function checkCheckoutOptions(options: CheckoutOptions): CheckoutOptions {
  const r = z.safeParse(checkoutOptionsSchema, options);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const attribute = String(issue.path[0] ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  throw new CheckoutAttributeError(attribute, issue.message);
}
