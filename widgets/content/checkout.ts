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
  returnUrl: 'must be an absolute http(s) address without credentials, spaces, control characters or backslashes, and with an ASCII host',
  clientReferenceId: 'must be 1 to 200 letters, digits, - or _',
} as const;

/**
 * Refused anywhere in a return address as written (issue 38 item 1): control characters (C0, DEL, C1), whitespace
 * (a URL has none; at either end or inside it is text another reader may split), and backslashes (WHATWG parsing
 * reads `\` as `/` in http(s) addresses, so `https://clinic.example\@evil.example/` is one host to it and
 * another to other parsers).
 */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\\s]/u;
/** http(s), `//`, then the authority exactly as written (up to the first /, ? or #). */
const ABSOLUTE = /^https?:\/\/([^/?#]*)/i;
/** The authority may hold printable ASCII only: not `。．｡` (parsed as dots), nor any other non-ASCII host. */
const ASCII_AUTHORITY = /^[!-~]+$/;

/**
 * The one return-address rule: `value` when it is, as written, an absolute http(s) address (`scheme://`) within
 * the length limit, without refused characters, userinfo (`@` in the authority) or a non-ASCII host; the parsed
 * URL, or null. What is forwarded is always its serialisation (`url.href`), never the caller's text.
 */
export function parseReturnUrl(value: string): URL | null {
  if (value.length > RETURN_URL_MAX_LENGTH || REFUSED_CHARACTERS.test(value)) return null;
  const authority = ABSOLUTE.exec(value)?.[1];
  if (!authority || !ASCII_AUTHORITY.test(authority) || authority.includes('@')) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.href.length > RETURN_URL_MAX_LENGTH) return null;
  return url;
}

/** The origin of a return address that follows parseReturnUrl's rule, or null. */
export const returnUrlOrigin = (value: string): string | null => parseReturnUrl(value)?.origin ?? null;

/**
 * An embed's return address made absolute: a relative one (no scheme) against `base`, the page's; one with a
 * scheme as written. Its serialisation when it follows parseReturnUrl's rule, else null.
 */
export function resolveReturnUrl(value: string, base: string): string | null {
  if (REFUSED_CHARACTERS.test(value)) return null;
  let absolute = value;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    try {
      absolute = new URL(value, base).href;
    } catch {
      return null;
    }
  }
  return parseReturnUrl(absolute)?.href ?? null;
}

/**
 * The one rule for an embed's return address (the checkout's success-url and cancel-url, the forms' success-url):
 * `value` resolved by resolveReturnUrl, when its origin is in `allowed`; its serialisation, else null.
 */
export function allowedReturnUrl(value: string, base: string, allowed: ReadonlySet<string>): string | null {
  const href = resolveReturnUrl(value, base);
  return href && allowed.has(new URL(href).origin) ? href : null;
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
