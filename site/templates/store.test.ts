// @vitest-environment node
/**
 * The /store page from a snapshot: <medspa-store> rendered by its own component (the real server renderer) with the
 * list in order, data as text; the data it carries for hydration and the JSON-LD unbreakable.
 */
import { describe, expect, it } from 'vitest';
import { unstable_serialize } from 'swr';
import { renderStore, storeRoute, storeRoutes } from './store';
import { STORE_PAGE_SIZE, storePageKey, storePageOf } from '../../widgets/tables/products';
import { FEATURED_PRODUCTS, toProducts } from '../../widgets/content/products';
import type { PageContext } from '../render/page';
import type { Snapshot } from '../snapshot';
import { bodyHtml, testContext } from '../render/test-context';

const hostile = '</script><script>alert(1)</script>';
const rows = [
  { id: 'a', name: 'Alpha "Serum" 🌿', description: '<b>bold</b>', price: '0', category: 'Skincare', image_url: null },
  {
    id: 'b',
    name: hostile,
    description: 'x',
    price: 12.5,
    category: 'Hair Care',
    image_url: '/storage/v1/object/public/clinical_images/products/b.jpg',
  },
];
const ctx = (source: string): Promise<PageContext> => {
  const snapshot: Snapshot = { source, takenAt: '', news: [], products: rows, buckets: {} as Snapshot['buckets'] };
  const supabaseUrl = /^https?:/.test(source) ? source : '';
  return testContext({ siteUrl: 'https://clinic.example', snapshot, bookingUrl: '', supabaseUrl });
};
const [localCtx, hostedCtx] = [await ctx('local seed'), await ctx('https://abc.supabase.co')];

describe('the static store page', () => {
  const page = bodyHtml(renderStore(localCtx));

  it('is the element with its server-rendered shadow root: the featured products, then the snapshot, as text', () => {
    expect(page.content).toMatch(
      /^<div class="store-page"><medspa-store heading-level="1" list-url="\/store"><template shadowrootmode="open">/,
    );
    expect(page.content).toMatch(/<h1 id="store-heading"[^>]*>Our Store<\/h1>/);
    const names = [...page.content.matchAll(/<h2 [^>]*class="product__name"[^>]*>(.*?)<\/h2>/g)].map((m) => m[1]);
    expect(names).toEqual([
      'Bio Cleanse',
      'Lock Treatment Set',
      'Alpha &quot;Serum&quot; 🌿',
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    ]);
    expect(page.content).toMatch(/class="product__description"[^>]*>&lt;b&gt;bold&lt;\/b&gt;</);
    expect(page.content).toMatch(/class="product__price"[^>]*>\$0\.00</);
    expect(page.content).toMatch(/class="product__price"[^>]*>\$45\.99</);
    // The cards' CSS travels in the shadow root; the page's own only makes room for the header.
    expect(page.content).toContain('.product__name');
    expect(page.styles!.join('\n')).not.toContain('.product__name');
  });

  it('the data for hydration and the JSON-LD cannot end their script', () => {
    const scripts = [...(page.content + page.head!).matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    const [data, ld] = scripts.map((m) => JSON.parse(m[1]!) as unknown);
    // The page's own entry only (its cards and the count), not the whole list.
    expect(data).toEqual([[unstable_serialize(storePageKey(1)), { rows: expect.any(Array), total: 4 }]]);
    const shown = (data as [string, { rows: { name: string }[] }][])[0]![1].rows.map((p) => p.name);
    expect(shown).toEqual(['Bio Cleanse', 'Lock Treatment Set', 'Alpha "Serum" 🌿', hostile]);
    expect(ld).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [
        {
          position: 1,
          item: { '@type': 'Product', name: 'Bio Cleanse', offers: { '@type': 'Offer', price: '45.99', priceCurrency: 'USD' } },
        },
        { position: 2, item: { name: 'Lock Treatment Set', offers: { price: '129.99' } } },
        { position: 3, item: { name: 'Alpha "Serum" 🌿', offers: { price: '0.00' } } },
        { position: 4, item: { name: hostile, image: 'https://clinic.example/storage/v1/object/public/clinical_images/products/b.jpg' } },
      ],
    });
  });

  it('images resolve against the project the snapshot came from', () => {
    const hosted = bodyHtml(renderStore(hostedCtx));
    expect(hosted.content).toContain('https://abc.supabase.co/storage/v1/render/image/public/clinical_images/products/b.jpg?width=');
    expect(hosted.head).toContain('"image":"https://abc.supabase.co/storage/v1/object/public/clinical_images/products/b.jpg"');
    expect(page.content).toContain('/storage/v1/object/public/clinical_images/products/b.jpg');
  });
});

describe('the store in pages (issue 27)', () => {
  const stored = Array.from({ length: 60 }, (_, i) => ({
    id: `p${i}`,
    name: `Item ${String(i + 1).padStart(3, '0')}`,
    description: 'd',
    price: 10 + i,
    category: 'Skincare',
    image_url: null,
  }));
  const big = (): Promise<PageContext> => {
    const snapshot: Snapshot = { source: 'local seed', takenAt: '', news: [], products: stored, buckets: {} as Snapshot['buckets'] };
    return testContext({ siteUrl: 'https://clinic.example', snapshot, bookingUrl: '' });
  };
  const namesIn = (html: string) => [...html.matchAll(/<h2 [^>]*class="product__name"[^>]*>(.*?)<\/h2>/g)].map((m) => m[1]);

  it('cuts the store order into pages: the featured products first, then by name, no gap, no repeat', () => {
    const products = toProducts(stored);
    const pages = [1, 2, 3].map((n) => storePageOf(products, n));
    expect(pages.map((p) => p.rows.length)).toEqual([STORE_PAGE_SIZE, STORE_PAGE_SIZE, 62 - 2 * STORE_PAGE_SIZE]);
    expect(pages.every((p) => p.total === 62)).toBe(true);
    const all = pages.flatMap((p) => p.rows.map((r) => r.name));
    expect(all).toEqual([...FEATURED_PRODUCTS.map((p) => p.name), ...stored.map((p) => p.name)]);
    expect(storePageOf(products, 4).rows).toEqual([]);
  });

  it('/store and /store/page/<n>: each page its own cards, data, JSON-LD and links; every page a sitemap route', async () => {
    const ctx = await big();
    const routes = storeRoutes(ctx);
    expect(routes.map((r) => r.path)).toEqual(['/store/page/2', '/store/page/3']);
    expect(routes.every((r) => r.sitemap)).toBe(true);
    expect(storeRoute(1).path).toBe('/store');
    expect(routes[0]!.title).toBe('Our Store, page 2');
    const page2 = bodyHtml(routes[0]!.render(ctx));
    expect(page2.content).toMatch(/<medspa-store heading-level="1" list-url="\/store" page="2">/);
    expect(namesIn(page2.content)).toEqual(stored.slice(22, 46).map((p) => p.name));
    expect(page2.content).toMatch(/<a class="medspa-pages__link" href="\/store\/page\/3" rel="next">Next/);
    expect(page2.content).toMatch(/<a class="medspa-pages__link" href="\/store" rel="prev">Previous/);
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(page2.head!)![1]!) as {
      url: string;
      itemListElement: { position: number }[];
    };
    expect(ld.url).toBe('https://clinic.example/store/page/2');
    expect(ld.itemListElement.map((i) => i.position)).toEqual(Array.from({ length: STORE_PAGE_SIZE }, (_, i) => STORE_PAGE_SIZE + i + 1));
    // The element's data is this page alone.
    const data = /<script type="application\/json" data-medspa-answers>([\s\S]*?)<\/script>/.exec(page2.content)![1]!;
    expect(JSON.parse(data)).toEqual([[unstable_serialize(storePageKey(2)), storePageOf(toProducts(stored), 2)]]);
  });
});
