/**
 * The per-embed checkout attributes (success-url, cancel-url, client-reference-id) as create-checkout takes them:
 * addresses resolved against the page (so `success-url="/thanks"` is the embedding page's own), blanks left out,
 * and the rules of widgets/content/checkout.ts checked before the call. The function checks them again (zod) and
 * alone decides whether an origin is allowed. Plain predicates here, not zod: the store page would load zod for
 * three attributes (about 6 KB gzip more, against its 100 KB budget).
 */
import { isClientReferenceId, resolveReturnUrl, returnUrlOrigin, RULE_MESSAGES } from '../content/checkout';

export interface CheckoutOptions {
  successUrl?: string;
  cancelUrl?: string;
  clientReferenceId?: string;
}

const isReturnUrl = (v: string) => returnUrlOrigin(v) !== null;
const RULES: Record<keyof CheckoutOptions, { attribute: string; ok: (value: string) => boolean; message: string }> = {
  successUrl: { attribute: 'success-url', ok: isReturnUrl, message: RULE_MESSAGES.returnUrl },
  cancelUrl: { attribute: 'cancel-url', ok: isReturnUrl, message: RULE_MESSAGES.returnUrl },
  clientReferenceId: { attribute: 'client-reference-id', ok: isClientReferenceId, message: RULE_MESSAGES.clientReferenceId },
};

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
    else out[key] = resolveReturnUrl(value, base) ?? value; // a value breaking the rule is left for the check to refuse
  }
  return out;
}

/** The options if every one follows the rules; else the CheckoutAttributeError of the first that does not. */
export function checkCheckoutOptions(options: CheckoutOptions): CheckoutOptions {
  for (const [key, rule] of Object.entries(RULES) as [keyof CheckoutOptions, (typeof RULES)[keyof CheckoutOptions]][]) {
    const value = options[key];
    if (value !== undefined && !rule.ok(value)) throw new CheckoutAttributeError(rule.attribute, rule.message);
  }
  return options;
}
