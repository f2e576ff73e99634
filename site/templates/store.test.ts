// @vitest-environment node
/** The static /store page from a snapshot: the list in order, data as text, the JSON and JSON-LD unbreakable. */
import { describe, expect, it } from 'vitest';
import { renderStore } from './store';
import type { PageContext } from '../routes';
import type { Snapshot } from '../snapshot';
import { testContext } from '../ssr/test-context';

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
const ctx = (source: string): Promise<PageContext> =>
  testContext({
    siteUrl: 'https://clinic.example',
    snapshot: { source, takenAt: '', news: [], products: rows, buckets: {} as Snapshot['buckets'] },
    bookingUrl: '',
  });

const page = renderStore(await ctx('local seed'));

describe('the static store page', () => {
  it('lists the featured products, then the snapshot, as text', () => {
    const names = [...page.content.matchAll(/<h2 id="[^"]+" class="product__name">(.*?)<\/h2>/g)].map((m) => m[1]);
    expect(names).toEqual([
      'Bio Cleanse',
      'Lock Treatment Set',
      'Alpha &quot;Serum&quot; 🌿',
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    ]);
    expect(page.content).toContain('<p class="product__description">&lt;b&gt;bold&lt;/b&gt;</p>');
    expect(page.content).toContain('<p class="product__price">$0.00</p>');
    expect(page.content).toContain('<p class="product__price">$45.99</p>');
    expect(page.content).toMatch(/^<div class="store-page"><medspa-store heading-level="1">/);
    expect(page.styles!.join('\n')).toContain('.product__name');
  });

  it('the JSON for the widget and the JSON-LD cannot end their script', () => {
    const scripts = [...(page.content + page.head!).matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    const [snapshot, ld] = scripts.map((m) => JSON.parse(m[1]!) as unknown);
    expect((snapshot as { name: string }[]).map((p) => p.name)).toEqual(['Alpha "Serum" 🌿', hostile]);
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

  it('images resolve against the project the snapshot came from', async () => {
    const hosted = renderStore(await ctx('https://abc.supabase.co'));
    expect(hosted.content).toContain('data-original="https://abc.supabase.co/storage/v1/object/public/clinical_images/products/b.jpg"');
    expect(hosted.content).toContain(
      'srcSet="https://abc.supabase.co/storage/v1/render/image/public/clinical_images/products/b.jpg?width=80&amp;height=60&amp;resize=cover&amp;quality=75 80w',
    );
    expect(page.content).toContain('data-original="/storage/v1/object/public/clinical_images/products/b.jpg"');
  });
});
