/**
 * The build's snapshot as what the elements' queries would answer, by their declared keys: the server renders each
 * element with it (runtime/server.tsx), and the element carries the entries it read to hydrate with the same data.
 * The keys live in the widgets' hook modules, which import CSS (site/render/css-hooks.mjs).
 */
import type { ServerData } from '../../widgets/runtime/server';
import type { Snapshot } from '../snapshot';
import { blogPageKey, HEADLINES_KEY, NEWS_TYPES_KEY, pageOf, postKey, TICKER_ITEMS } from '../../widgets/data/news';
import { PRODUCTS_KEY } from '../../widgets/store/use-products';
import { toProducts } from '../../widgets/content/products';
import { storePageKey, storePageOf } from '../../widgets/data/products';
import { GALLERY_BUCKET } from '../../widgets/gallery/use-gallery';
import { TESTIMONIALS_KEY } from '../../widgets/data/testimonials';

export function snapshotData(snapshot: Snapshot): ServerData {
  const data: [unknown, unknown][] = [
    // The ticker's titles.
    [HEADLINES_KEY, snapshot.news.slice(0, TICKER_ITEMS).map(({ id, title, created_at }) => ({ id, title, created_at }))],
    // The blog list's first page and types, for an element drawn without a page of its own (the catalogue's frame);
    // the /blog pages give theirs (site/templates/blog.tsx).
    ...(snapshot.cards ? [[blogPageKey(null, 1), pageOf(snapshot.cards, null, 1)] as [unknown, unknown]] : []),
    ...(snapshot.newsTypes ? [[NEWS_TYPES_KEY, snapshot.newsTypes] as [unknown, unknown]] : []),
    [PRODUCTS_KEY, toProducts(snapshot.products)],
    // The store's first page, for an element drawn without a page of its own (the catalogue's frame); the /store
    // pages give theirs (site/templates/store.tsx).
    [storePageKey(1), storePageOf(toProducts(snapshot.products), 1)],
    // An older kept snapshot has none: the element loads them (its skeleton) as on a partner's page.
    ...(snapshot.testimonials ? [[TESTIMONIALS_KEY, snapshot.testimonials] as [unknown, unknown]] : []),
    ...snapshot.news.map((row) => [postKey(String(row.id)), row] as [unknown, unknown]),
  ];
  for (const [bucket, items] of Object.entries(snapshot.buckets)) {
    const images = items.filter((i) => i.kind === 'image');
    data.push([['bucket', bucket, 'image'], images], [['bucket', bucket, 'image,video'], items]);
  }
  // The gallery's query answers the whole listing (its count of files tells "empty" from "nothing usable").
  const gallery = snapshot.buckets[GALLERY_BUCKET as keyof Snapshot['buckets']] ?? [];
  data.push([['bucket', GALLERY_BUCKET, 'image,video'], { files: gallery.length, items: gallery }]);
  return data;
}
