/**
 * For tests that render pages: the real server renderer (site/ssr/bundle.ts), built once per test file into a
 * temporary folder, and a PageContext whose `widget` draws every element with it from the given snapshot.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageContext } from '../routes';
import type { Snapshot } from '../snapshot';
import { buildServerRenderer, type ServerRenderer } from './bundle';
import { widgetFn } from './element';
import { BUCKETS } from '../../widgets/content/buckets';

let renderer: Promise<ServerRenderer> | undefined;

/** The renderer, bundled on first use (a few seconds) into a folder removed when the process ends. */
export function testRenderer(): Promise<ServerRenderer> {
  if (!renderer) {
    const dir = mkdtempSync(join(tmpdir(), 'medspa-ssr-test-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    renderer = buildServerRenderer(dir);
  }
  return renderer;
}

/** An empty snapshot, for pages that read none of it. */
export const emptySnapshot = (): Snapshot => ({
  source: 'test',
  takenAt: '',
  news: [],
  products: [],
  buckets: Object.fromEntries(BUCKETS.map((b) => [b, []])) as unknown as Snapshot['buckets'],
});

/** A page context over the real renderer: `asset` gives `/<path>`, the rest as given. */
export async function testContext(given: Partial<PageContext> & { snapshot?: Snapshot } = {}): Promise<PageContext> {
  const r = await testRenderer();
  const snapshot = given.snapshot ?? emptySnapshot();
  r.configure({ supabaseUrl: '', bookingUrl: given.bookingUrl ?? 'https://book.test/', imageTransformations: given.imageTransformations });
  const data = r.snapshotData(snapshot);
  const widget = widgetFn((tag, attributes) => r.renderElement(tag, { attributes, data }));
  return { siteUrl: 'https://clinic.test', bookingUrl: 'https://book.test/', asset: (p) => `/${p}`, widget, ...given, snapshot };
}
