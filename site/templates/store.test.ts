// @vitest-environment node
/**
 * The /store page from a snapshot: <medspa-store> rendered by its own component (the real server renderer) with the
 * list in order, data as text; the data it carries for hydration and the JSON-LD unbreakable.
 */
import { describe, expect, it } from 'vitest';
import { renderStore } from './store';
import type { PageContext } from '../routes';
import type { Snapshot } from '../snapshot';
import { testRenderer, widgetOver } from '../ssr/test-context';

const ssr = await testRenderer();

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
const ctx = (source: string): PageContext => {
  const snapshot: Snapshot = { source, takenAt: '', news: [], products: rows, buckets: {} as Snapshot['buckets'] };
  const supabaseUrl = /^https?:/.test(source) ? source : '';
  return {
    siteUrl: 'https://clinic.example',
    snapshot,
    bookingUrl: '',
    asset: (p) => `/${p}`,
    widget: widgetOver(ssr, snapshot, { supabaseUrl }),
  };
};

describe('the static store page', () => {
  const page = renderStore(ctx('local seed'));

  it('is the element with its server-rendered shadow root: the featured products, then the snapshot, as text', () => {
    expect(page.content).toMatch(/^<div class="store-page"><medspa-store heading-level="1"><template shadowrootmode="open">/);
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
    expect(data).toEqual([['products', expect.any(Array)]]);
    expect((data as [string, { name: string }[]][])[0]![1].map((p) => p.name)).toEqual(['Alpha "Serum" 🌿', hostile]);
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
    const hosted = renderStore(ctx('https://abc.supabase.co'));
    expect(hosted.content).toContain('https://abc.supabase.co/storage/v1/render/image/public/clinical_images/products/b.jpg?width=');
    expect(hosted.head).toContain('"image":"https://abc.supabase.co/storage/v1/object/public/clinical_images/products/b.jpg"');
    expect(page.content).toContain('/storage/v1/object/public/clinical_images/products/b.jpg');
  });
});
