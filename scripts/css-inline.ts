/**
 * `import css from './x.css?inline'` gives the file's text, as Vite does (tests and Storybook use Vite): for the
 * browser bundle (tsup.config.ts) and the server renderer, which loads it in process with the same minifyCss
 * (site/render/css-hooks.mjs), so both carry the same texts (the pages' CSP hashes them).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';

import { minifyCss } from '../site/render/css-hooks.mjs';

export { minifyCss };

export const cssInline: Plugin = {
  name: 'css-inline',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      // Keep the suffix: tsup's own CSS plugin claims every path that ends in .css.
      path: join(args.resolveDir, args.path),
      namespace: 'css-inline',
    }));
    build.onLoad({ filter: /.*/, namespace: 'css-inline' }, async (args) => ({
      contents: minifyCss(await readFile(args.path.replace(/\?inline$/, ''), 'utf8')),
      loader: 'text',
    }));
  },
};
