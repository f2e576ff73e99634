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
import { widgetFn, type WidgetFn } from './element';
import type { MedspaConfig } from '../../widgets/runtime/config';
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

/**
 * `ctx.widget` over `snapshot` with the renderer configured as a build with `config` would be (configured for each
 * element: a test file may build pages with different settings, and the renderer's configuration is one).
 */
export function widgetOver(r: ServerRenderer, snapshot: Snapshot, config: Partial<MedspaConfig> = {}): WidgetFn {
  const data = r.snapshotData(snapshot);
  return widgetFn((tag, attributes, own) => {
    r.configure({ supabaseUrl: '', bookingUrl: 'https://book.test/', imageTransformations: true, ...config });
    return r.renderElement(tag, { attributes, data: own ? [...data, ...own] : data });
  });
}

/** A page context over the real renderer: `asset` gives `/<path>`, the rest as given. */
export async function testContext(given: Partial<PageContext> & { snapshot?: Snapshot } = {}): Promise<PageContext> {
  const r = await testRenderer();
  const snapshot = given.snapshot ?? emptySnapshot();
  const widget = widgetOver(r, snapshot, {
    bookingUrl: given.bookingUrl ?? 'https://book.test/',
    ...(given.imageTransformations === undefined ? {} : { imageTransformations: given.imageTransformations }),
  });
  return { siteUrl: 'https://clinic.test', bookingUrl: 'https://book.test/', asset: (p) => `/${p}`, widget, ...given, snapshot };
}
