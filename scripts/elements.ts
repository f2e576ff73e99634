/**
 * The build's view of the widgets, derived from their descriptors (widgets/runtime/contract.ts) and nothing else:
 * - `collectElements`: every `widgets/<feature>/<name>.contract.ts` export that is a descriptor, with the define
 *   module beside it (`<name>.define.ts`, the element's chunk);
 * - `elementsModule`: the source of `virtual:medspa-elements`, the loader's tag -> chunk table (and so the IIFE's
 *   list), served by `elementsEsbuildPlugin` (tsup) and `elementsVitePlugin` (Vitest, Storybook); in Node (the
 *   server renderer) the render hooks serve ./element-table.ts under that name, the same table;
 * - `analyzeElement`: what the element's code uses: the ::part names in its markup and the --medspa-* properties
 *   in its CSS (with their defaults), in every module its define module imports (static and dynamic imports, until
 *   another element's define module). A module counts once imported, so shared runtime components that carry parts
 *   are imported by path, not re-exported from an index every element imports. The manifest publishes the
 *   defaults; a test holds each descriptor to the analysis.
 *
 * Runs in Node (tsx imports the descriptors: they are plain data).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import { tsImport } from 'tsx/esm/api';
import type { ElementDescriptor } from '../widgets/runtime/contract';

/** The project root: the nearest folder with a package.json (tsup runs this module bundled at the root). */
export const ROOT = (() => {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
})();
export const ELEMENTS_MODULE = 'virtual:medspa-elements';

export interface ElementEntry {
  descriptor: ElementDescriptor;
  /** Paths relative to the root, with forward slashes. */
  contractFile: string;
  defineFile: string;
  /** `<name>.template.ts` beside them, when the element has one (runtime/stamp.ts). */
  templateFile?: string;
}

const isDescriptor = (v: unknown): v is ElementDescriptor =>
  !!v && typeof v === 'object' && typeof (v as ElementDescriptor).tag === 'string' && 'attributes' in v && 'parts' in v;

/** Every element of the bundle, sorted by tag. `root`: the project (tests pass a fixture tree). */
export async function collectElements(root = ROOT): Promise<ElementEntry[]> {
  const widgets = join(root, 'widgets');
  const out: ElementEntry[] = [];
  for (const dir of readdirSync(widgets, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const name of readdirSync(join(widgets, dir.name))) {
      if (!name.endsWith('.contract.ts')) continue;
      const contractFile = `widgets/${dir.name}/${name}`;
      const defineFile = contractFile.replace(/\.contract\.ts$/, '.define.ts');
      const mod = (await tsImport(pathToFileURL(join(root, contractFile)).href, import.meta.url)) as Record<string, unknown>;
      for (const value of Object.values(mod)) {
        if (!isDescriptor(value)) continue;
        if (!existsSync(join(root, defineFile))) throw new Error(`${contractFile}: ${value.tag} has no ${basename(defineFile)} beside it`);
        const templateFile = contractFile.replace(/\.contract\.ts$/, '.template.ts');
        out.push({ descriptor: value, contractFile, defineFile, ...(existsSync(join(root, templateFile)) ? { templateFile } : {}) });
      }
    }
  }
  const tags = out.map((e) => e.descriptor.tag);
  const twice = tags.find((t, i) => tags.indexOf(t) !== i);
  if (twice) throw new Error(`Two descriptors declare <${twice}>`);
  return out.sort((a, b) => a.descriptor.tag.localeCompare(b.descriptor.tag));
}

/**
 * `virtual:medspa-elements`: tag -> () => import(define module), each element's attributes and their types (the
 * loader defines every element at once, runtime/element.ts), when each server-rendered element hydrates (a
 * descriptor's `hydrate`, itself `visible` when absent), and tag -> () => import(template module) for the elements
 * that have one (runtime/stamp.ts). The loader reads this and nothing else.
 */
export function elementsModule(entries: ElementEntry[], root = ROOT): string {
  const importer = (file: string) => `() => import(${JSON.stringify(join(root, file))})`;
  const rows = entries.map((e) => `  ${JSON.stringify(e.descriptor.tag)}: ${importer(e.defineFile)},`);
  const templates = entries.flatMap((e) => (e.templateFile ? [`  ${JSON.stringify(e.descriptor.tag)}: ${importer(e.templateFile)},`] : []));
  const { attributes, hydrateOn } = elementTableData(entries);
  return (
    `export const elements = {\n${rows.join('\n')}\n};\nexport const attributes = ${JSON.stringify(attributes)};\n` +
    `export const hydrateOn = ${JSON.stringify(hydrateOn)};\nexport const templates = {\n${templates.join('\n')}\n};\n`
  );
}

/** The table's plain data: each element's attribute types, and when each server-rendered element hydrates. */
export function elementTableData(entries: ElementEntry[]) {
  // 'interaction', the moment most elements declare, is the loader's default (upgrade.ts): left out, the loader is smaller.
  const hydrateOn = Object.fromEntries(
    entries.flatMap((e) => {
      const on = e.descriptor.hydrate ?? 'visible';
      return on === LOADER_HYDRATE_DEFAULT ? [] : [[e.descriptor.tag, on]];
    }),
  );
  const attributes = Object.fromEntries(
    entries.map((e) => [e.descriptor.tag, Object.fromEntries(Object.entries(e.descriptor.attributes).map(([name, a]) => [name, a.type]))]),
  );
  return { attributes, hydrateOn };
}

/** What the loader assumes for a tag `hydrateOn` leaves out (runtime/upgrade.ts). */
export const LOADER_HYDRATE_DEFAULT = 'interaction';

/** tsup/esbuild: serves `virtual:medspa-elements`. */
export function elementsEsbuildPlugin(root = ROOT): EsbuildPlugin {
  return {
    name: 'medspa-elements',
    setup(b) {
      b.onResolve({ filter: /^virtual:medspa-elements$/ }, () => ({ path: ELEMENTS_MODULE, namespace: 'medspa-elements' }));
      b.onLoad({ filter: /.*/, namespace: 'medspa-elements' }, async () => ({
        contents: elementsModule(await collectElements(root), root),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

/**
 * What the browser needs of a descriptor: tag, attribute types and defaults, event names (defineWidget reads nothing
 * else). The docs, parts, properties and slots stay in the manifest.
 */
export function runtimeDescriptor(d: ElementDescriptor) {
  return {
    tag: d.tag,
    attributes: Object.fromEntries(Object.entries(d.attributes).map(([name, a]) => [name, { type: a.type, default: a.default }])),
    events: Object.fromEntries(Object.keys(d.events).map((name) => [name, {}])),
  };
}

/**
 * tsup/esbuild: each `*.contract.ts` module is evaluated at build time and bundled as its runtime form (above), so
 * the summaries and docs of every element cost the bundle nothing. Other exports of a contract module are only
 * read by other contract modules (shared parts, the pause control's properties), which are replaced as well.
 */
export function contractsEsbuildPlugin(): EsbuildPlugin {
  return {
    name: 'medspa-contracts',
    setup(b) {
      b.onLoad({ filter: /\.contract\.ts$/ }, async (args) => {
        const mod = (await tsImport(pathToFileURL(args.path).href, import.meta.url)) as Record<string, unknown>;
        const lines = Object.entries(mod).map(
          ([name, value]) => `export const ${name} = ${JSON.stringify(isDescriptor(value) ? runtimeDescriptor(value) : null)};`,
        );
        return { contents: lines.join('\n'), loader: 'js' };
      });
    },
  };
}

/** Vite (Vitest, Storybook): serves `virtual:medspa-elements`. */
export function elementsVitePlugin(root = ROOT) {
  const id = `\0${ELEMENTS_MODULE}`;
  return {
    name: 'medspa-elements',
    resolveId: (source: string) => (source === ELEMENTS_MODULE ? id : undefined),
    load: async (source: string) => (source === id ? elementsModule(await collectElements(root), root) : undefined),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What an element's code uses.

export interface CssProperty {
  name: string;
  /** The value declared on :host, else the fallback of its var() reads; undefined when it has neither. */
  default: string | undefined;
  /** Every distinct fallback written in var() reads (more than one is a mistake the test reports). */
  fallbacks: string[];
}

export interface ElementUsage {
  /** Files in the element's shadow root: its define module's imports, until another element's define module. */
  files: string[];
  parts: string[];
  slots: string[];
  cssProperties: CssProperty[];
}

/** `?inline` CSS as text, so the bundle graph includes the stylesheets. */
const cssInline: EsbuildPlugin = {
  name: 'css-inline',
  setup(b) {
    b.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: join(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'css',
    }));
    b.onLoad({ filter: /.*/, namespace: 'css' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'text' }));
  },
};

/** The content of each `var(` ... `)` with balanced parentheses: [name, fallback?]. */
function varReads(css: string): [string, string | undefined][] {
  const out: [string, string | undefined][] = [];
  for (let i = css.indexOf('var('); i >= 0; i = css.indexOf('var(', i + 4)) {
    let depth = 0;
    let end = i + 4;
    for (; end < css.length; end++) {
      if (css[end] === '(') depth++;
      else if (css[end] === ')' && depth-- === 0) break;
    }
    const body = css.slice(i + 4, end);
    let comma = -1;
    depth = 0;
    for (let j = 0; j < body.length && comma < 0; j++) {
      if (body[j] === '(') depth++;
      else if (body[j] === ')') depth--;
      else if (body[j] === ',' && depth === 0) comma = j;
    }
    const name = (comma < 0 ? body : body.slice(0, comma)).trim();
    out.push([name, comma < 0 ? undefined : body.slice(comma + 1).trim()]);
  }
  return out;
}

const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The --medspa-* declarations of `:host` blocks: name -> value. */
function hostDeclarations(css: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const block of css.matchAll(/(?:^|[}\s]):host\s*\{([^}]*)\}/g)) {
    for (const d of block[1]!.matchAll(/(--medspa-[\w-]+)\s*:\s*([^;]+);?/g)) out.set(d[1]!, d[2]!.trim());
  }
  return out;
}

/** The --medspa-* properties the given CSS texts read or declare, each with its default (see CssProperty). */
function cssPropertiesOf(styles: string[], include: (name: string) => boolean): CssProperty[] {
  const props = new Map<string, { declared?: string; fallbacks: Set<string> }>();
  const prop = (name: string) => props.get(name) ?? props.set(name, { fallbacks: new Set() }).get(name)!;
  for (const css of styles) {
    for (const [name, fallback] of varReads(css)) {
      if (!name.startsWith('--medspa-') || !include(name)) continue;
      if (fallback !== undefined) prop(name).fallbacks.add(fallback.replace(/\s+/g, ' '));
      else prop(name);
    }
    for (const [name, value] of hostDeclarations(css)) if (include(name)) prop(name).declared = value;
    for (const d of css.matchAll(/(--medspa-[\w-]+)\s*:/g)) if (include(d[1]!)) prop(d[1]!);
  }
  return [...props].map(([name, p]) => ({ name, default: p.declared ?? [...p.fallbacks][0], fallbacks: [...p.fallbacks] }));
}

export const THEME_CSS = 'widgets/runtime/theme.css';

/**
 * The theme tokens: every --medspa-* property of widgets/runtime/theme.css, in its order, with its default. Every
 * element reads them (theme.css is in every shadow root); documented in widgets/runtime/theme.contract.ts, not in
 * any one element's descriptor.
 */
export function themeProperties(root = ROOT): CssProperty[] {
  return cssPropertiesOf([stripComments(readFileSync(join(root, THEME_CSS), 'utf8'))], () => true);
}

export const themeTokenNames = (root = ROOT): Set<string> => new Set(themeProperties(root).map((p) => p.name));

export async function analyzeElement(entry: ElementEntry, root = ROOT): Promise<ElementUsage> {
  const result = await build({
    entryPoints: [join(root, entry.defineFile)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: join(root, '.local', 'analyze'),
    platform: 'browser',
    packages: 'external',
    logLevel: 'silent',
    jsx: 'automatic',
    plugins: [cssInline, elementsEsbuildPlugin(root)],
  });
  const inputs = result.metafile.inputs;
  const start = entry.defineFile;
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length) {
    for (const imp of inputs[queue.shift()!]?.imports ?? []) {
      const next = imp.path;
      if (seen.has(next) || imp.external || !(next in inputs)) continue;
      // Another element's registration (the toaster, say) renders into its own shadow root.
      if (next.endsWith('.define.ts') || next.endsWith('.define.tsx')) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  const files = [...seen].map((f) => relative(root, resolve(root, f.replace(/^css:/, '')))).sort();
  const read = (f: string) => readFileSync(join(root, f), 'utf8');
  // The runtime's own markup (defineWidget's root box, the shared tree) carries the common parts (COMMON_PARTS),
  // declared once for every element.
  const markup = files.filter((f) => /\.tsx?$/.test(f) && !/widgets\/runtime\/(?:define|widget-tree)\.tsx$/.test(f)).map(read);
  const styles = files.filter((f) => f.endsWith('.css')).map((f) => stripComments(read(f)));
  const parts = new Set(markup.flatMap((src) => [...src.matchAll(/\bpart="([^"]+)"/g)].flatMap((m) => m[1]!.split(/\s+/))));
  const slots = new Set(markup.flatMap((src) => [...src.matchAll(/<slot\b[^>]*?\bname="([^"]+)"/g)].map((m) => m[1]!)));

  const theme = themeTokenNames(root);
  const cssProperties = cssPropertiesOf(styles, (name) => !theme.has(name)).sort((a, b) => a.name.localeCompare(b.name));
  return { files, parts: [...parts].sort(), slots: [...slots].sort(), cssProperties };
}
