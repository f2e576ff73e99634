/**
 * Node module hooks (https://nodejs.org/api/module.html#customization-hooks): `import css from './x.css?inline'`
 * gives the file's text, as Vite does for the tests and Storybook. So the server renderer runs in this process
 * (site/render/renderer.ts) with the very texts the browser bundle carries (scripts/css-inline.ts uses minifyCss too),
 * which the pages' CSP hashes. And `virtual:medspa-elements`, the loader's element table, is scripts/element-table.ts
 * (the same table in Node's terms), as Vite's plugin serves it under Vitest. Registered by ./register.mjs.
 */
import { readFile } from 'node:fs/promises';
import { URL } from 'node:url';

/** The CSS text as bundled: comments out, whitespace collapsed. */
export const minifyCss = (css) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();

const INLINE = /\.css\?inline$/;
const ELEMENT_TABLE = new URL('../../scripts/element-table.ts', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'virtual:medspa-elements') return next(ELEMENT_TABLE, context);
  if (INLINE.test(specifier) && context.parentURL) return { url: new URL(specifier, context.parentURL).href, shortCircuit: true };
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!INLINE.test(url)) return next(url, context);
  const css = minifyCss(await readFile(new URL(url.replace(/\?inline$/, '')), 'utf8'));
  return { format: 'module', source: `export default ${JSON.stringify(css)};`, shortCircuit: true };
}
