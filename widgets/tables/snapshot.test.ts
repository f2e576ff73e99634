/**
 * Build-time data is declared once, in the table modules (docs/architecture.md "Build-time data"): every prefetch a
 * module declares is in the list site/snapshot.ts reads with, and the answers use the queries' own keys.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unstable_serialize } from 'swr';
import { EMPTY_CONTENT, PUBLISHED_PARTS, SNAPSHOT_PARTS } from './snapshot';
import { HEADLINES_KEY, postKey, type NewsRow } from './news';
import { galleryKey } from './media';
import { PRODUCTS_KEY, storePageKey } from './products';
import type { MediaItem } from '../runtime/media/list-bucket';

const here = dirname(fileURLToPath(import.meta.url));

describe('the build-time reads', () => {
  it('lists every prefetch the table modules declare', async () => {
    const declared = [];
    for (const file of readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const mod = (await import(join(here, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) if (name.endsWith('Prefetch')) declared.push(value);
    }
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(declared)).toEqual(new Set(SNAPSHOT_PARTS));
  });

  it('answers each key once, with one shape (the gallery: its listing, not a bucket image list)', () => {
    const post: NewsRow = { id: 'p1', title: 'T', content: 'C', created_at: '2026-01-01T00:00:00Z' };
    const image: MediaItem = { name: 'a.jpg', kind: 'image', url: '/a.jpg' };
    const video: MediaItem = { name: 'a.mp4', kind: 'video', url: '/a.mp4' };
    const snapshot = {
      news: [post],
      cards: [],
      newsTypes: [],
      products: [],
      testimonials: [],
      buckets: { gallery_images: [image, video], hero_images: [image, video] },
    } as never;
    const answers = SNAPSHOT_PARTS.flatMap((p) => p.answers(snapshot));
    const keys = answers.map(([key]) => unstable_serialize(key as never));
    expect(new Set(keys).size).toBe(keys.length);
    const byKey = new Map(answers.map(([key, value]) => [unstable_serialize(key as never), value]));
    expect(byKey.get(unstable_serialize(galleryKey()))).toEqual({ files: 2, items: [image, video] });
    expect(byKey.get(unstable_serialize(['bucket', 'hero_images', 'image']))).toEqual({ files: 2, items: [image] });
    expect(byKey.get(HEADLINES_KEY)).toEqual([{ id: 'p1', title: 'T', created_at: '2026-01-01T00:00:00Z' }]);
    expect(byKey.get(unstable_serialize(postKey('p1')))).toBe(post);
    expect(byKey.has(PRODUCTS_KEY) && byKey.has(unstable_serialize(storePageKey(1)))).toBe(true);
  });

  it("each published part's empty form answers its queries: the host finds the pages that show it by them", () => {
    expect(PUBLISHED_PARTS.length).toBeGreaterThan(0);
    for (const part of PUBLISHED_PARTS) {
      expect(part.published.tables.length).toBeGreaterThan(0);
      const answers = part.answers(part.published.empty);
      expect(answers.length, part.published.tables.join()).toBeGreaterThan(0);
    }
    expect(Object.keys(EMPTY_CONTENT).sort()).toEqual(PUBLISHED_PARTS.flatMap((p) => Object.keys(p.published.empty)).sort());
  });
});
