/**
 * create-checkout: starts a payment for one product. Body `{ productId, price }` where productId is the
 * product's name (docs/product.md §7.11), and optionally `successUrl`, `cancelUrl`, `clientReferenceId` (an
 * embedding page's own return addresses and reference). The amount charged is decided here, from
 * public.products or the two fixed featured products; a price that differs from it, or an unknown product,
 * answers 400. The answer carries that price and the currency.
 *
 * - Return addresses: the request's, when they follow the return-address rule (widgets/content/checkout.ts
 *   parseReturnUrl: else a 400 naming the rule) and their origin is SITE_URL's or in CHECKOUT_RETURN_ORIGINS (else 400:
 *   a partner's page learns at once that it is not on the list: `code: 'return-url-not-allowed'`, with the `field`
 *   and the `origin`, so the element can say which setting to change); otherwise configuration's,
 *   CHECKOUT_SUCCESS_URL (default `${SITE_URL}/checkout/success/`) and CHECKOUT_CANCEL_URL (default
 *   `${SITE_URL}/store/`). What goes on is the parsed address's serialisation, never the text as sent. The reference
 *   goes to the session and onto the success address.
 * - With STRIPE_SECRET_KEY (STRIPE_API_BASE for tests) it creates a Stripe Checkout Session and answers
 *   `{ url, price, currency }` (Stripe's hosted page).
 * - Without it (the local default) it answers the site's test checkout page:
 *   `${SITE_URL}/checkout/test/?product=<name>&amount=<cents>&currency=usd`, plus `test: true`; with any of the
 *   extras, also `success_url` and `cancel_url`, where the test page's links go.
 * - `attribution` (issue 30, widgets/content/attribution.ts): the visit's campaign, refused with 400 unless every
 *   key is allowed and every value follows its rules (visible, or an http(s) origin for referrer, a path for
 *   landing_path; within its cap; no control or bidi characters, markup or character references); it goes to
 *   the Stripe session as metadata (metadata[utm_source], …), and onto the test checkout's address the same way.
 * - `metadata` (issue 37, widgets/content/metadata.ts): the embedding partner's own data, refused with 400 unless
 *   it follows the metadata rules; each key goes to the session's metadata as `meta_<key>` (beside the attribution's
 *   keys, never over them), its value as text, and onto the test checkout's address the same way.
 * - Cap per client address and day: CHECKOUT_DAILY_LIMIT_PER_CLIENT (default 30).
 */
import { clientAddress, errorResponse, intFrom, json, readJsonBody, tooMany, withHttp } from '../_shared/http.ts';
import { checkoutSchema, parseWith } from '../_shared/validation.ts';
import { resolveDeps, type FunctionDeps } from '../_shared/deps.ts';
import { LIMITS } from '../_shared/limits.ts';
import { createStripeSession, ProviderError } from '../_shared/providers.ts';
// docs/product.md §3: the featured products the store shows are the ones priced here (one list).
import { FEATURED_PRODUCTS } from '../../../widgets/content/products.ts';
import { allowedReturnUrl, CURRENCY, RETURN_URL_NOT_ALLOWED, returnOrigins, returnUrlOrigin } from '../../../widgets/content/checkout.ts';
import { stripeMetadata } from '../../../widgets/content/metadata.ts';

const toCents = (dollars: number) => Math.round(dollars * 100);
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** `url` with one more `key=value` in its query, before any fragment; the pair as given (already safe). */
function withQuery(url: string, pair: string): string {
  const hash = url.indexOf('#');
  const base = hash < 0 ? url : url.slice(0, hash);
  return base + (base.includes('?') ? '&' : '?') + pair + (hash < 0 ? '' : url.slice(hash));
}

export function createHandler(deps: FunctionDeps): (req: Request) => Promise<Response> {
  const { env, fetch: doFetch, db } = resolveDeps(deps);
  return withHttp(env, 'create-checkout', async (req) => {
    const body = await readJsonBody(req);
    if (!body.ok) return body.response;
    const parsed = parseWith(checkoutSchema, body.value);
    if (!parsed.ok) return parsed.response;
    const { productId, price, clientReferenceId, attribution } = parsed.value;
    const metadata = { ...attribution, ...stripeMetadata(parsed.value.metadata) };

    const allowed = returnOrigins(env.SITE_URL, env.CHECKOUT_RETURN_ORIGINS);
    // Only the parsed address's serialisation goes on (issue 38 item 1), never the caller's text; the schema has
    // refused what breaks the rule (widgets/content/checkout.ts parseReturnUrl).
    const given: { successUrl?: string; cancelUrl?: string } = {};
    for (const field of ['successUrl', 'cancelUrl'] as const) {
      const value = parsed.value[field];
      if (!value) continue;
      const href = allowedReturnUrl(value, value, allowed);
      if (!href) {
        const origin = returnUrlOrigin(value);
        return errorResponse(400, `${field}: ${origin} is not an allowed checkout return origin`, {
          code: RETURN_URL_NOT_ALLOWED,
          field,
          origin,
        });
      }
      given[field] = href;
    }
    const site = (env.SITE_URL ?? '').replace(/\/+$/, '');
    const successUrl = given.successUrl || env.CHECKOUT_SUCCESS_URL || (site && `${site}/checkout/success/`);
    const cancelUrl = given.cancelUrl || env.CHECKOUT_CANCEL_URL || (site && `${site}/store/`);
    if (!successUrl || !cancelUrl) return errorResponse(500, 'Checkout is not configured');
    // (the reference's charset needs no encoding)
    const returning = clientReferenceId ? withQuery(successUrl, `client_reference_id=${clientReferenceId}`) : successUrl;

    const cap = await db.consumeRateLimit(
      'checkout:client',
      clientAddress(req),
      intFrom(env, 'CHECKOUT_DAILY_LIMIT_PER_CLIENT', LIMITS.checkoutPerClientPerDay),
    );
    if (!cap.allowed) return tooMany(cap.retry_after, 'Too many checkout attempts from this address today');

    const featured = FEATURED_PRODUCTS.find((p) => p.name === productId || p.id === productId);
    const name = featured?.name ?? productId;
    const serverPrice = featured ? featured.price : await db.productPrice(productId);
    if (serverPrice === null) return errorResponse(400, `Unknown product: ${productId.slice(0, 200)}`);
    const amount = toCents(serverPrice);
    if (toCents(price) !== amount) {
      return errorResponse(400, `Price ${usd(toCents(price))} does not match the current price of ${name} (${usd(amount)})`, {
        price: amount / 100,
      });
    }

    const secret = env.STRIPE_SECRET_KEY?.trim();
    if (!secret) {
      if (!site) return errorResponse(500, 'Checkout is not configured');
      const q = new URLSearchParams({ product: name, amount: String(amount), currency: CURRENCY });
      if (given.successUrl || given.cancelUrl || clientReferenceId) {
        q.set('success_url', returning);
        q.set('cancel_url', cancelUrl);
      }
      for (const [key, value] of Object.entries(metadata)) q.set(`metadata[${key}]`, value);
      return json(200, { url: `${site}/checkout/test/?${q.toString()}`, test: true, price: amount / 100, currency: CURRENCY });
    }
    // Stripe fills in {CHECKOUT_SESSION_ID}: the braces stay unencoded.
    const success = withQuery(returning, 'session_id={CHECKOUT_SESSION_ID}');
    try {
      const session = await createStripeSession(
        { secretKey: secret, baseUrl: env.STRIPE_API_BASE || 'https://api.stripe.com' },
        { name, amountCents: amount, currency: CURRENCY },
        { success, cancel: cancelUrl, clientReferenceId, metadata },
        doFetch,
      );
      return json(200, { url: session.url, price: amount / 100, currency: CURRENCY });
    } catch (err) {
      const status = err instanceof ProviderError ? err.status : 0;
      console.error(`[create-checkout] Stripe failed${status ? ` with ${status}` : ''}`);
      return errorResponse(502, 'Checkout could not be started');
    }
  });
}
