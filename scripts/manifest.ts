/**
 * Writes <dist>/widgets/custom-elements.json (Custom Elements Manifest 2.0) from each widget's
 * `<feature>.contract.ts`, so editors, Storybook and marketers' tools see every element's attributes,
 * events, parts and CSS properties. `collectContracts` is also what the consistency test reads.
 */
import { readdirSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ElementContract } from '../widgets/runtime/contract';

const root = resolve(import.meta.dirname, '..');

export async function collectContracts(): Promise<{ file: string; contract: ElementContract }[]> {
  const widgets = join(root, 'widgets');
  const out: { file: string; contract: ElementContract }[] = [];
  for (const dir of readdirSync(widgets, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const name of readdirSync(join(widgets, dir.name))) {
      if (!name.endsWith('.contract.ts')) continue;
      const file = `widgets/${dir.name}/${name}`;
      const mod = (await import(pathToFileURL(join(root, file)).href)) as { contract?: ElementContract; contracts?: ElementContract[] };
      for (const contract of mod.contracts ?? (mod.contract ? [mod.contract] : [])) out.push({ file, contract });
    }
  }
  return out.sort((a, b) => a.contract.tag.localeCompare(b.contract.tag));
}

const className = (tag: string) =>
  tag
    .split('-')
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('') + 'Element';

export function toManifest(items: { file: string; contract: ElementContract }[]) {
  return {
    schemaVersion: '2.0.0',
    readme:
      'Load https://<clinic-host>/widgets/loader.js as a module, then use any element below. Theme with the --medspa-* custom properties (see widgets/runtime/theme.css).',
    modules: items.map(({ file, contract: c }) => ({
      kind: 'javascript-module',
      path: file.replace('.contract.ts', '.define.ts'),
      declarations: [
        {
          kind: 'class',
          name: className(c.tag),
          tagName: c.tag,
          customElement: true,
          description: c.summary,
          attributes: c.attributes.map((a) => ({ name: a.name, type: { text: a.type }, description: a.description, default: a.default })),
          events: c.events.map((e) => ({
            name: e.name,
            description: e.description,
            type: { text: e.detail ? `CustomEvent<${e.detail}>` : 'CustomEvent' },
          })),
          cssParts: c.parts,
          cssProperties: c.cssProperties,
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: c.tag,
          declaration: { name: className(c.tag), module: file.replace('.contract.ts', '.define.ts') },
        },
      ],
    })),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = join(root, process.env.MEDSPA_DIST ?? 'dist', 'widgets');
  if (!existsSync(dist)) mkdirSync(dist, { recursive: true });
  const items = await collectContracts();
  writeFileSync(join(dist, 'custom-elements.json'), JSON.stringify(toManifest(items), null, 2) + '\n');
  console.log(`custom-elements.json: ${items.length} elements`);
}
