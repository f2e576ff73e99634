// @vitest-environment node
/**
 * Build-time data from a project over the network (docs/architecture.md, site/snapshot.ts): read and kept; when the
 * project cannot be reached, the build says so and uses the last snapshot; with none, it fails. Here the project is
 * the local backend served on a port, so the same calls a hosted project answers are made.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { takeSnapshot } from './snapshot';
import { renderStore } from './templates/store';
import { bodyHtml, testContext } from './render/test-context';
import { startServed } from '../supabase/local/test-helpers';

const cacheDir = mkdtempSync(join(tmpdir(), 'medspa-snapshots-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('a snapshot of a project', () => {
  it('is read and kept; when the project is gone the last one is used, and the build says so', async () => {
    const served = await startServed();
    const url = served.url;
    const logs: string[] = [];
    const log = (m: string) => logs.push(m);
    let first;
    try {
      await served.service.from('products').insert({ name: 'Snapshot Serum', description: 'd', price: 12.5, category: 'Skincare' });
      first = await takeSnapshot({ supabaseUrl: url, anonKey: served.backend.anonKey, cacheDir, log });
    } finally {
      await served.close();
    }
    expect(first.source).toBe(url);
    expect(first.products.map((p) => p.name)).toContain('Snapshot Serum');
    expect(logs).toEqual([]);

    const again = await takeSnapshot({ supabaseUrl: url, anonKey: 'k', cacheDir, log });
    expect(again.takenAt).toBe(first.takenAt);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(
      new RegExp(`^warning: could not read ${url.replace(/[.]/g, '\\.')} .*the static pages use the snapshot of ${first.takenAt}`),
    );
    // …and the store page is built from it.
    const page = bodyHtml(
      renderStore(await testContext({ siteUrl: 'https://clinic.example', snapshot: again, bookingUrl: '', asset: (p) => p })),
    );
    expect(page.content).toContain('>Snapshot Serum</h2>');
    expect(page.content).toContain('>$12.50</p>');
  }, 60_000);

  it('with no earlier snapshot, an unreachable project fails the build', async () => {
    await expect(takeSnapshot({ supabaseUrl: 'http://127.0.0.1:9', cacheDir, log: () => {} })).rejects.toThrow(
      /Could not read http:\/\/127\.0\.0\.1:9 .*no earlier snapshot/,
    );
  });
});
