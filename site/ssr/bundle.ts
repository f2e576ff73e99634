/**
 * The server renderer for the site build and the host: widgets/runtime/server.tsx with every element's define
 * module, bundled for Node with esbuild (the widgets import their CSS as text, `?inline`, which Node cannot load),
 * written to <dist>/server/widgets.mjs (never served: site/host/rewrites.ts) and imported from there.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { cssInline } from '../../scripts/css-inline';
import { collectElements } from '../../scripts/elements';
import type { RenderElementInput, ServerData } from '../../widgets/runtime/server';
import type { Snapshot } from '../snapshot';
import type { MedspaConfig } from '../../widgets/runtime/config';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What the bundle exports (widgets/runtime/server.tsx). */
export interface ServerRenderer {
  renderElement: (tag: string, input?: RenderElementInput) => string;
  serverStyles: () => string[];
  configure: (config: Partial<MedspaConfig>) => void;
  /** The snapshot as the elements' queries would answer (site/ssr/data.ts, bundled: it reads the widgets' keys). */
  snapshotData: (snapshot: Snapshot) => ServerData;
}

import { SERVER_BUNDLE } from './paths';
export { PAGE_CONTEXT, SERVER_BUNDLE, STYLE_HASHES } from './paths';

/** Bundles the renderer into <dist>/server/widgets.mjs and loads it. */
export async function buildServerRenderer(dist: string): Promise<ServerRenderer> {
  const entries = await collectElements(ROOT);
  const contents = [
    ...entries.map((e) => `import ${JSON.stringify(join(ROOT, e.defineFile))};`),
    `export { configure, renderElement, serverStyles } from ${JSON.stringify(join(ROOT, 'widgets/runtime/server.tsx'))};`,
    `export { snapshotData } from ${JSON.stringify(join(ROOT, 'site/ssr/data.ts'))};`,
  ].join('\n');
  const out = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile: 'server-entry.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    jsx: 'automatic',
    legalComments: 'none',
    plugins: [cssInline],
    define: { 'process.env.NODE_ENV': '"production"' },
    // Node's own CommonJS (React's server build) inside an ES module.
    banner: { js: "import { createRequire as __medspaRequire } from 'node:module'; const require = __medspaRequire(import.meta.url);" },
    logLevel: 'error',
  });
  const code = out.outputFiles[0]!.contents;
  const file = join(dist, SERVER_BUNDLE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, code);
  // A fresh URL per content: a host that rebuilt loads the new module, not its cached one.
  const version = createHash('sha256').update(code).digest('hex').slice(0, 12);
  return (await import(`${pathToFileURL(file).href}?v=${version}`)) as ServerRenderer;
}

/** Loads a bundle an earlier build wrote (the host). */
export async function loadServerRenderer(dist: string): Promise<ServerRenderer> {
  return (await import(pathToFileURL(join(dist, SERVER_BUNDLE)).href)) as ServerRenderer;
}
