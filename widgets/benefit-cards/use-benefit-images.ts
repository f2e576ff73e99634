/**
 * docs/product.md §7.8: the bucket's image files shuffled on each load (a new order per page view, kept while the
 * page is open); a server-rendered element draws a seeded order the hydration repeats (./order.ts). §8: a listing
 * failure is logged only; the page shows without images.
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import { onError } from '../runtime/data';
import { bucketImagesQuery, type MediaItem } from '../runtime/media';
import { serverOrder, shuffled } from './order';

export { shuffled } from './order';

const imagesQuery = bucketImagesQuery(onError.log);

export type BenefitImages = { status: 'loading' } | { status: 'done'; items: MediaItem[] } | { status: 'empty' };

const noSubscription = () => () => {};

export function useBenefitImages(bucket: string): BenefitImages {
  const { data, error } = imagesQuery.use(bucket);
  // True on the server and while hydrating its markup, false for an element drawn in the browser; kept from the
  // first render (the render after hydration keeps the server's order).
  const serverDrawn = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [seeded] = useState(serverDrawn);
  const items = useMemo(() => (data ? (seeded ? serverOrder(data) : shuffled(data)) : []), [data, seeded]);
  if (error) return { status: 'done', items: [] };
  if (!data) return { status: 'loading' };
  // §8 "PRP with an empty bucket shows nothing" (a failed listing, above, shows the text without images).
  if (!data.length) return { status: 'empty' };
  return { status: 'done', items };
}
