/**
 * "Buy Now" (docs/product.md §2.9, §7.11): one checkout at a time for the whole element. While it runs, the
 * clicked product is pending (its button says so, every button is disabled) and further clicks start nothing;
 * on success the browser leaves for the answer's url (buttons stay disabled until it has left, and come back if
 * the visitor returns through the back/forward cache); on failure the action's toast shows and a refused price
 * reloads the list.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAction } from '../runtime/data';
import type { Product } from '../content/products';
import { checkoutAction, navigation, PriceChangedError } from './use-products';

export interface Checkout {
  buy: (product: Product) => Promise<void>;
  /** The name of the product whose checkout is starting, or null. */
  pending: string | null;
}

export function useCheckout(onPriceChanged?: () => void): Checkout {
  const { run } = useAction(checkoutAction);
  const [pending, setPending] = useState<string | null>(null);
  const busy = useRef(false);

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
      const result = await run({ productId: product.name, price: product.price });
      if (result.ok) {
        navigation.go(result.value);
        return;
      }
      busy.current = false;
      setPending(null);
      if (result.error instanceof PriceChangedError) onPriceChanged?.();
    },
    [run, onPriceChanged],
  );
  return { buy, pending };
}
