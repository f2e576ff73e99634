/**
 * Writes <dist>/widgets/custom-elements.json (Custom Elements Manifest 2.0) from the element descriptors
 * (scripts/elements.ts), so editors, Storybook and marketers' tools see every element's attributes, events,
 * parts and CSS properties. A CSS property's default is the value the element's CSS falls back to. Beside the
 * elements, one declaration with no tag, MedspaTheme, holds the theme tokens every element reads
 * (widgets/runtime/theme.contract.ts); the catalogue at /widgets/ shows them with every element.
 * Beside it, medspa-widgets.d.ts: the same elements as TypeScript types (scripts/element-types.ts), and theme.css:
 * every theme token with its default, on every element, for a page to copy and edit.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { camelCase, COMMON_PARTS, type AttributeSpec } from '../widgets/runtime/contract.ts';
import { themeContract } from '../widgets/runtime/theme.contract.ts';
import {
  analyzeElement,
  collectElements,
  ROOT,
  themeProperties,
  type CssProperty,
  type ElementEntry,
  type ElementUsage,
} from './elements.ts';
import { elementClassName as className, elementTypesOf, propertyType, TYPES_FILE, valueType } from './element-types.ts';

export const THEME_FILE = 'theme.css';
export const THEME_DECLARATION = 'MedspaTheme';

/** The theme tokens as the manifest lists them: theme.contract.ts's order and words, theme.css's defaults. */
function themeTokens(theme: Pick<CssProperty, 'name' | 'default'>[]): { name: string; description: string; default?: string }[] {
  const defaults = new Map(theme.map((p) => [p.name, p.default]));
  return Object.entries(themeContract.cssProperties).map(([name, description]) => ({ name, description, default: defaults.get(name) }));
}

/** A default as the manifest writes it: the text of a value, JSON for a JSON attribute (`[]`, not ``). */
const defaultOf = (a: AttributeSpec) =>
  a.default === undefined ? undefined : a.type === 'json' ? JSON.stringify(a.default) : String(a.default);

export function toManifest(
  items: { entry: ElementEntry; usage: Pick<ElementUsage, 'cssProperties'> }[],
  theme: Pick<CssProperty, 'name' | 'default'>[],
) {
  const themeModule = {
    kind: 'javascript-module',
    path: THEME_FILE,
    declarations: [
      {
        kind: 'mixin' as const,
        name: THEME_DECLARATION,
        customElement: false,
        description: 'The theme tokens: CSS custom properties every element reads, beside its own. Set them on the element.',
        cssProperties: themeTokens(theme),
      },
    ],
    exports: [],
  };
  return {
    schemaVersion: '2.0.0',
    readme: `Load https://<clinic-host>/widgets/loader.js as a module, then use any element below. Each element lists its own CSS custom properties; the theme tokens every element reads (--medspa-color-*, --medspa-font*, --medspa-radius, …) are the declaration ${THEME_DECLARATION}, which has no tag. Set them on the element (medspa-hero { --medspa-color-primary: #234 }). ${THEME_FILE} beside this file lists every theme token with its default, to copy and edit. Lay the element out with your own CSS (display, size, margin, grid or flex placement, hidden); inside, only the custom properties and ::part() apply. A JSON attribute's type is its value's shape; its property takes the value or its JSON text. TypeScript (DOM, React 19 JSX, Vue 3, Svelte 5): ${TYPES_FILE} beside this file.`,
    modules: [
      ...items.map(({ entry, usage }) => {
        const d = entry.descriptor;
        const name = className(d.tag);
        const defaults = new Map(usage.cssProperties.map((p) => [p.name, p.default]));
        return {
          kind: 'javascript-module',
          path: entry.defineFile,
          declarations: [
            {
              kind: 'class' as const,
              name,
              tagName: d.tag,
              customElement: true,
              description: d.summary,
              // A JSON attribute's type is its value's declared shape (the attribute holds it as JSON text).
              attributes: Object.entries(d.attributes).map(([attr, a]) => ({
                name: attr,
                type: { text: valueType(a) },
                description: a.doc,
                default: defaultOf(a),
                fieldName: camelCase(attr),
              })),
              // The attributes' properties: what each accepts (a JSON one also its text).
              members: Object.entries(d.attributes).map(([attr, a]) => ({
                kind: 'field' as const,
                name: camelCase(attr),
                type: { text: propertyType(a) },
                description: a.doc,
                default: defaultOf(a),
                attribute: attr,
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
      themeModule,
    ],
  };
}

/** The manifest of the elements under `root` (tests pass a fixture tree). */
export async function buildManifest(root = ROOT) {
  const entries = await collectElements(root);
  return toManifest(
    await Promise.all(entries.map(async (entry) => ({ entry, usage: await analyzeElement(entry, root) }))),
    themeProperties(root),
  );
}

type Manifest = ReturnType<typeof toManifest>;
/** Any declaration of the manifest: an element's, or the theme's (no tag). */
export type ManifestDeclaration = Manifest['modules'][number]['declarations'][number];
/** An element's declaration. */
export type ElementDeclaration = Extract<ManifestDeclaration, { tagName: string }>;

/** The elements' declarations, without the theme's entry. */
export const elementDeclarations = (manifest: Manifest): ElementDeclaration[] =>
  manifest.modules.flatMap((m): ManifestDeclaration[] => m.declarations).flatMap((d) => ('tagName' in d ? [d] : []));

/** /widgets/theme.css: every theme token with its default (as the manifest says), set on every element. */
export function themeStylesheet(manifest: Manifest): string {
  const elements = elementDeclarations(manifest);
  const tokens =
    manifest.modules.flatMap((m): ManifestDeclaration[] => m.declarations).find((d) => d.name === THEME_DECLARATION)?.cssProperties ?? [];
  const lines = tokens.flatMap((t) => [`  /* ${t.description.replace(/\*\//g, '* /')} */`, `  ${t.name}: ${t.default};`]);
  return `/*
 * Theme of the medspa-* widgets: every token with its default (generated with custom-elements.json, beside this file).
 * Copy the rule into your page's CSS and change what you need. Set tokens on the elements themselves, as here: each
 * element declares its defaults on itself, so a value on an ancestor does not reach inside (--medspa-font-size, which
 * has no such default, is the exception). Each element's own properties and ::part() names: custom-elements.json.
 */
${elements.map((e) => e.tagName).join(',\n')} {
${lines.join('\n')}
}
`;
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
  const dist = resolve(ROOT, process.env.MEDSPA_DIST ?? 'dist', 'widgets'); // resolve: MEDSPA_DIST may be absolute
  if (!existsSync(dist)) mkdirSync(dist, { recursive: true });
  const entries = await collectElements();
  const manifest = await buildManifest();
  writeFileSync(join(dist, 'custom-elements.json'), JSON.stringify(manifest, null, 2) + '\n');
  writeFileSync(join(dist, TYPES_FILE), elementTypesOf(entries));
  writeFileSync(join(dist, THEME_FILE), themeStylesheet(manifest));
  console.log(`custom-elements.json, ${TYPES_FILE}, ${THEME_FILE}: ${manifest.modules.length} elements`);
}
