/**
 * `node --import tsx --import ./site/render/register.mjs scripts/render-markup.ts <tag> [<attributes as a query>]`:
 * prints, as JSON, the element's server markup without its styles (the data script, if it read any, and the root
 * box), rendered by widgets/runtime/render-element.tsx from the element's define module (its definition, the default export).
 * ./markup.ts runs it at build time.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { collectElements, ROOT } from './elements';

const [tag = '', query = ''] = process.argv.slice(2);
const entry = (await collectElements(ROOT)).find((e) => e.descriptor.tag === tag);
if (!entry) throw new Error(`virtual:medspa-markup: no element <${tag}>`);
const { loadDefinitions, serverRenderer } = await import('../widgets/runtime/render-element');
const definitions = await loadDefinitions({ [tag]: () => import(pathToFileURL(join(ROOT, entry.defineFile)).href) });
const { answersScript, box } = serverRenderer(definitions).renderParts(tag, { attributes: Object.fromEntries(new URLSearchParams(query)) });
process.stdout.write(JSON.stringify(answersScript + box));
