/**
 * Writes <dist>/widgets/custom-elements.json (Custom Elements Manifest 2.0) from the element descriptors
 * (scripts/elements.ts), so editors, Storybook and marketers' tools see every element's attributes, events,
 * parts and CSS properties. A CSS property's default is the value the element's CSS falls back to.
 * Beside it, medspa-widgets.d.ts: the same elements as TypeScript types (scripts/element-types.ts).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMMON_PARTS } from '../widgets/runtime/contract.ts';
import { analyzeElement, collectElements, ROOT, type ElementEntry, type ElementUsage } from './elements.ts';
import { elementClassName as className, elementTypesOf, TYPES_FILE } from './element-types.ts';

export function toManifest(items: { entry: ElementEntry; usage: Pick<ElementUsage, 'cssProperties'> }[]) {
  return {
    schemaVersion: '2.0.0',
    readme: `Load https://<clinic-host>/widgets/loader.js as a module, then use any element below. Theme with the --medspa-* custom properties (see widgets/runtime/theme.css). TypeScript (DOM and React 19 JSX): ${TYPES_FILE} beside this file.`,
    modules: items.map(({ entry, usage }) => {
      const d = entry.descriptor;
      const name = className(d.tag);
      const defaults = new Map(usage.cssProperties.map((p) => [p.name, p.default]));
      return {
        kind: 'javascript-module',
        path: entry.defineFile,
        declarations: [
          {
            kind: 'class',
            name,
            tagName: d.tag,
            customElement: true,
            description: d.summary,
            attributes: Object.entries(d.attributes).map(([attr, a]) => ({
              name: attr,
              type: { text: a.type },
              description: a.doc,
              default: a.default === undefined ? undefined : String(a.default),
            })),
            events: Object.entries(d.events).map(([event, e]) => ({
              name: event,
              description: e.doc,
              type: { text: `CustomEvent<${e.detail}>` },
            })),
            cssParts: Object.entries({ ...COMMON_PARTS, ...d.parts }).map(([part, description]) => ({ name: part, description })),
            cssProperties: Object.entries(d.cssProperties).map(([prop, description]) => ({
              name: prop,
              description,
              default: defaults.get(prop),
            })),
            slots: Object.entries(d.slots).map(([slot, description]) => ({ name: slot, description })),
          },
        ],
        exports: [{ kind: 'custom-element-definition', name: d.tag, declaration: { name, module: entry.defineFile } }],
      };
    }),
  };
}

/** The manifest of the elements under `root` (tests pass a fixture tree). */
export async function buildManifest(root = ROOT) {
  const entries = await collectElements(root);
  return toManifest(await Promise.all(entries.map(async (entry) => ({ entry, usage: await analyzeElement(entry, root) }))));
}

/** Vite (Storybook's docs pages, Vitest): serves `virtual:medspa-manifest`, the manifest above as a module. */
export function manifestVitePlugin(root = ROOT) {
  const id = '\0virtual:medspa-manifest';
  return {
    name: 'medspa-manifest',
    resolveId: (source: string) => (source === 'virtual:medspa-manifest' ? id : undefined),
    load: async (source: string) => (source === id ? `export default ${JSON.stringify(await buildManifest(root))};` : undefined),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = join(ROOT, process.env.MEDSPA_DIST ?? 'dist', 'widgets');
  if (!existsSync(dist)) mkdirSync(dist, { recursive: true });
  const entries = await collectElements();
  const manifest = await buildManifest();
  writeFileSync(join(dist, 'custom-elements.json'), JSON.stringify(manifest, null, 2) + '\n');
  writeFileSync(join(dist, TYPES_FILE), elementTypesOf(entries));
  console.log(`custom-elements.json, ${TYPES_FILE}: ${manifest.modules.length} elements`);
}
