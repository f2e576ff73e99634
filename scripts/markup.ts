/**
 * `virtual:medspa-markup/<tag>?<attributes>` (issue 39): an element's server markup, rendered at build time by the
 * site's own renderer (widgets/runtime/render-element.tsx `renderParts`, the element's definition from its define module) and bundled as
 * a string, so a page the server did not render (a partner's) can be given the same markup without React: a
 * feature's `<name>.template.ts` imports it and stamps it into the element's shadow root (runtime/stamp.ts). One
 * implementation of the markup: the component; nothing here draws anything.
 *
 * The specifier names the tag and the attributes to render with, as an address query
 * (`virtual:medspa-markup/medspa-consultation-button?headless`). The rendering runs in a child process with the
 * renderer's module hooks (`?inline` CSS, React's production build: site/render/register.mjs), as the site build
 * does (./render-markup.ts); served by `markupEsbuildPlugin` (tsup) and `markupVitePlugin` (Vitest, Storybook).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { ROOT } from './elements';

export const MARKUP_PREFIX = 'virtual:medspa-markup/';

const run = promisify(execFile);
const rendered = new Map<string, Promise<string>>();

/** The markup (the data script, if any, and the root box) of `<tag>` with the specifier's attributes. */
export function renderMarkup(specifier: string, root = ROOT): Promise<string> {
  const [tag = '', query = ''] = specifier.slice(MARKUP_PREFIX.length).split('?');
  let markup = rendered.get(specifier);
  if (!markup) {
    markup = run(
      process.execPath,
      ['--import', 'tsx', '--import', './site/render/register.mjs', join(root, 'scripts/render-markup.ts'), tag, query],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 << 20 },
    ).then(({ stdout }) => JSON.parse(stdout) as string);
    rendered.set(specifier, markup);
  }
  return markup;
}

/** The module's source: the markup as its default export. */
export const markupModule = async (specifier: string, root = ROOT) =>
  `export default ${JSON.stringify(await renderMarkup(specifier, root))};\n`;

/** tsup/esbuild: serves `virtual:medspa-markup/…`. */
export function markupEsbuildPlugin(root = ROOT): EsbuildPlugin {
  return {
    name: 'medspa-markup',
    setup(b) {
      b.onResolve({ filter: /^virtual:medspa-markup\// }, (args) => ({ path: args.path, namespace: 'medspa-markup' }));
      b.onLoad({ filter: /.*/, namespace: 'medspa-markup' }, async (args) => ({
        contents: await markupModule(args.path, root),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

/** Vite (Vitest, Storybook): serves `virtual:medspa-markup/…`. */
export function markupVitePlugin(root = ROOT) {
  return {
    name: 'medspa-markup',
    resolveId: (source: string) => (source.startsWith(MARKUP_PREFIX) ? `\0${source}` : undefined),
    load: async (id: string) => (id.startsWith(`\0${MARKUP_PREFIX}`) ? markupModule(id.slice(1), root) : undefined),
  };
}
