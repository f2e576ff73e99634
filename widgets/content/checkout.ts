/**
 * The rules of a checkout's per-embed extras (docs/backend.md "create-checkout"), written once: the return
 * addresses a page may ask for and the reference it may pass through. Read by the store's elements (before they
 * call) and by the create-checkout function (which decides). Plain data and pure functions with no imports: the
 * Deno function imports this file too.
 */

/** The currency of every price (the store shows dollars, the function charges cents of it). */
export const CURRENCY = 'usd';

/** Longest return address accepted. */
export const RETURN_URL_MAX_LENGTH = 2048;

/** Stripe's rule for a Buy Button's client-reference-id: letters, digits, `-` and `_`, at most 200. */
export const CLIENT_REFERENCE_ID = /^[A-Za-z0-9_-]{1,200}$/;

export const isClientReferenceId = (value: string): boolean => CLIENT_REFERENCE_ID.test(value);

/**
 * create-checkout's error code (in its 400 body, with `field` and `origin`) for a return address whose origin is
 * neither the clinic's site nor in CHECKOUT_RETURN_ORIGINS; the elements' checkout-failed reason of the same name.
 */
export const RETURN_URL_NOT_ALLOWED = 'return-url-not-allowed';

/** What the browser and the function say of a value that breaks a rule, after its name. */
export const RULE_MESSAGES = {
  returnUrl: 'must be an absolute http(s) address without credentials',
  clientReferenceId: 'must be 1 to 200 letters, digits, - or _',
} as const;

/** An absolute http(s) address without credentials, within the length limit; its origin, or null. */
export function returnUrlOrigin(value: string): string | null {
  if (value.length > RETURN_URL_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url.origin;
}

/**
 * The one rule for an embed's return address (the checkout's success-url and cancel-url, the forms' success-url):
 * `value` made absolute against `base` (a relative address is the page's own), when it is an http(s) address
 * without credentials whose origin is in `allowed`; else null.
 */
export function allowedReturnUrl(value: string, base: string, allowed: ReadonlySet<string>): string | null {
  let absolute: string;
  try {
    absolute = new URL(value, base).href;
  } catch {
    return null;
  }
  const origin = returnUrlOrigin(absolute);
  return origin && allowed.has(origin) ? absolute : null;
}

/**
 * The origins a checkout may return to: the clinic's site (SITE_URL's origin) and CHECKOUT_RETURN_ORIGINS
 * (comma-separated origins; a trailing slash or path is ignored, anything unparsable left out).
 */
export function returnOrigins(siteUrl: string | undefined, list: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const entry of [siteUrl ?? '', ...(list ?? '').split(',')]) {
    const origin = returnUrlOrigin(entry.trim());
    if (origin) out.add(origin);
  }
  return out;
}
