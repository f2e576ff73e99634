/**
 * docs/product.md §7.8: the bucket's image files shuffled on each load (a new order per page view, kept while the
 * page is open). A server-rendered element draws a seeded order its hydration repeats, the hero as drawn and the
 * cards' photos in the order the loader gave them before any widget code (./order.ts, runtime/media/shuffle.ts);
 * an element drawn in the browser alone shuffles them all. §8: a listing failure is logged only; the page shows
 * without images.
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import { onError } from '../runtime/query';
import { bucketQuery, type MediaItem } from '../runtime/media';
import { readOrder } from '../runtime/media/shuffle';
import { serverOrder, shuffled, withCardOrder } from './order';

export { shuffled } from './order';

const imagesQuery = bucketQuery({ onError: onError.log, retry: 2 });

export type BenefitImages =
  | { status: 'loading' }
  | {
      status: 'done';
      items: MediaItem[];
      /** The cards' order as the page shows it (runtime/media/shuffle.ts), when server-rendered: "" not shuffled yet. */
      cardOrder?: string;
    }
  | { status: 'empty' };

const noSubscription = () => () => {};

/** `container`: the element's shadow root, whose server markup holds the cards' order once the loader shuffled it. */
export function useBenefitImages(bucket: string, container?: ShadowRoot): BenefitImages {
  const { data: listing, error } = imagesQuery.use(bucket);
  const data = listing?.items;
  // True on the server and while hydrating its markup, false for an element drawn in the browser; kept from the
  // first render (the render after hydration keeps the server's order).
  const serverDrawn = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [seeded] = useState(serverDrawn);
  // Read once, while hydrating: the order the loader gave the server's cards (none on the server).
  const [order] = useState(() => (serverDrawn ? readOrder(container) : []));
  const items = useMemo(() => (data ? (seeded ? withCardOrder(serverOrder(data), order) : shuffled(data)) : []), [data, seeded, order]);
  if (error) return { status: 'done', items: [] };
  if (!data) return { status: 'loading' };
  // §8 "PRP with an empty bucket shows nothing" (a failed listing, above, shows the text without images).
  if (!data.length) return { status: 'empty' };
  return { status: 'done', items, cardOrder: seeded ? order.join(' ') : undefined };
}
