/**
 * For the site's tests: the real server renderer (./bundle.ts), bundled into a temporary folder once per test file,
 * and `ctx.widget` over a snapshot as the build makes it (site/build.ts). No fakes: a page's elements are their
 * components' server markup, as in the built site.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerRenderer, type ServerRenderer } from './bundle';
import { widgetFn, type WidgetFn } from './element';
import type { Snapshot } from '../snapshot';
import type { MedspaConfig } from '../../widgets/runtime/config';

export interface TestRenderer {
  renderer: ServerRenderer;
  /** ctx.widget for pages built from `snapshot`, the renderer configured with `config` (as the build does). */
  widgetFor: (snapshot: Snapshot, config?: Partial<MedspaConfig>) => WidgetFn;
  /** Removes the temporary folder. */
  dispose: () => void;
}

export async function testRenderer(): Promise<TestRenderer> {
  const dir = mkdtempSync(join(tmpdir(), 'medspa-ssr-test-'));
  const renderer = await buildServerRenderer(dir);
  return {
    renderer,
    widgetFor: (snapshot, config = {}) => {
      const data = renderer.snapshotData(snapshot);
      return widgetFn((tag, attributes) => {
        // Configured per element: test files may build pages with different settings, the module's config is one.
        renderer.configure({ supabaseUrl: '', bookingUrl: '', imageTransformations: true, ...config });
        return renderer.renderElement(tag, { attributes, data });
      });
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
