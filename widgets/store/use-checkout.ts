/**
 * "Buy Now" (docs/product.md §2.9, §7.11): one checkout at a time for the whole element. While it runs, the
 * clicked product is pending (its button says so, every button is disabled) and further clicks start nothing;
 * on success the browser leaves for the answer's url (buttons stay disabled until it has left, and come back if
 * the visitor returns through the back/forward cache); on failure the action's toast shows and a refused price
 * reloads the list.
 *
 * The element's per-embed options (success-url, cancel-url, client-reference-id) go with the call, with the visit's
 * campaign attribution and the element's `source` (issue 30: the session's metadata) and its `metadata` (issue 37:
 * the session's meta_<key> entries), and each step
 * is reported to the element's conversion events (checkout-started, -redirected, -failed).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAction } from '../runtime/query';
import type { Product } from '../content/products';
import { CURRENCY, isClientReferenceId } from '../content/checkout';
import { checkoutAction, navigation, PriceChangedError, ReturnUrlNotAllowedError } from './use-products';
import { resolveCheckoutOptions, type CheckoutOptions } from './checkout-options';
import { attributionDetail, attributionFor, type Attribution } from '../runtime/attribution';
import { leadMetadata } from '../runtime/lead';

/** checkout-started and checkout-redirected: what was bought, never who bought it. */
export interface CheckoutDetail {
  /** The product's name. */
  product: string;
  /** In `currency`: as shown when started, the server's when redirected. */
  price: number;
  currency: string;
  /** The element's client-reference-id, when it has a valid one. */
  clientReferenceId?: string;
  /** The visit's campaign and the element's `source` (issue 30), when there is one: also the session's metadata. */
  attribution?: Attribution;
}

export interface CheckoutFailedDetail {
  product: string;
  clientReferenceId?: string;
  attribution?: Attribution;
  /**
   * `price-changed`: the server refused the shown price (the list reloads); `return-url-not-allowed`: a return
   * address outside the clinic's CHECKOUT_RETURN_ORIGINS (a console error says so); `error`: anything else.
   */
  reason: 'price-changed' | 'return-url-not-allowed' | 'error';
}

export interface CheckoutEvents {
  onCheckoutStarted?: (detail: CheckoutDetail) => void;
  onCheckoutRedirected?: (detail: CheckoutDetail) => void;
  onCheckoutFailed?: (detail: CheckoutFailedDetail) => void;
}

export interface Checkout {
  buy: (product: Product) => Promise<void>;
  /** The name of the product whose checkout is starting, or null. */
  pending: string | null;
}

export function useCheckout(
  onPriceChanged?: () => void,
  options: CheckoutOptions = {},
  events: CheckoutEvents = {},
  source?: string,
  /** The element's `metadata` as given (issue 37), and its tag for the console error about it. */
  metadata?: { tag: string; value: unknown },
): Checkout {
  const { run } = useAction(checkoutAction);
  const [pending, setPending] = useState<string | null>(null);
  const busy = useRef(false);
  const { successUrl, cancelUrl, clientReferenceId } = options;
  const { onCheckoutStarted, onCheckoutRedirected, onCheckoutFailed } = events;
  const { tag, value: givenMetadata } = metadata ?? {};

  useEffect(() => {
    const back = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      busy.current = false;
      setPending(null);
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);

  const buy = useCallback(
    async (product: Product) => {
      if (busy.current) return;
      busy.current = true;
      setPending(product.name);
      const extras = resolveCheckoutOptions({ successUrl, cancelUrl, clientReferenceId }, document.baseURI);
      const reference = extras.clientReferenceId && isClientReferenceId(extras.clientReferenceId) ? extras.clientReferenceId : undefined;
      const attribution = attributionFor(source);
      const ref = { ...(reference ? { clientReferenceId: reference } : {}), ...attributionDetail(attribution) };
      onCheckoutStarted?.({ product: product.name, price: product.price, currency: CURRENCY, ...ref });
      const kept = tag ? leadMetadata(tag, givenMetadata) : undefined;
      const result = await run({ productId: product.name, price: product.price, ...extras, attribution, metadata: kept });
      if (result.ok) {
        const { url, price, currency } = result.value;
        onCheckoutRedirected?.({ product: product.name, price, currency, ...ref });
        navigation.go(url);
        return;
      }
      busy.current = false;
      setPending(null);
      const changed = result.error instanceof PriceChangedError;
      const reason = changed ? 'price-changed' : result.error instanceof ReturnUrlNotAllowedError ? 'return-url-not-allowed' : 'error';
      onCheckoutFailed?.({ product: product.name, ...ref, reason });
      if (changed) onPriceChanged?.();
    },
    [
      run,
      onPriceChanged,
      successUrl,
      cancelUrl,
      clientReferenceId,
      source,
      tag,
      givenMetadata,
      onCheckoutStarted,
      onCheckoutRedirected,
      onCheckoutFailed,
    ],
  );
  return { buy, pending };
}
