/**
 * `virtual:medspa-elements` in Node: site/render/css-hooks.mjs serves this module under that name, so the server
 * renderer (site/render/renderer.ts) imports the loader's table. The same table `elementsModule` writes for the
 * bundles (./elements.ts), from the same descriptors, its imports Node's file URLs.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TemplateModule } from '../widgets/runtime/stamp';
import { collectElements, elementTableData, ROOT } from './elements';

const entries = await collectElements(ROOT);
const importer =
  <T>(file: string) =>
  () =>
    import(pathToFileURL(join(ROOT, file)).href) as Promise<T>;

export const elements = Object.fromEntries(entries.map((e) => [e.descriptor.tag, importer<unknown>(e.defineFile)]));
export const templates = Object.fromEntries(
  entries.flatMap((e) => (e.templateFile ? [[e.descriptor.tag, importer<TemplateModule>(e.templateFile)]] : [])),
);
export const { attributes, hydrateOn } = elementTableData(entries);
