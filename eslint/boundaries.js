/**
 * medspa/boundaries: the house's import rules (docs/architecture.md, "Rooms and doors"), checked on every relative
 * import. The rooms come from the folder layout, so a new widget folder is covered without listing it.
 *
 * - widgets/ imports nothing outside widgets/ (the bundle ships on partners' pages: site/, supabase/, scripts/
 *   are not there);
 * - widgets/content (facts, catalogue, form rules) is plain data: it imports only itself;
 * - widgets/runtime imports itself and widgets/content, never a feature;
 * - widgets/tables (one module per table: its reads, shared by features) imports runtime, content and itself;
 * - a feature (widgets/<name>) imports runtime, content, tables and itself; another feature only through its public
 *   doors: `index.ts` and its `*.contract.ts` (contracts are public by nature);
 * - supabase/functions imports itself and widgets/content (the same form rules and facts, no browser code);
 * - server/ (the HTTP pieces the host and the local backend share) imports only itself;
 * - supabase/local imports itself, supabase/functions, server/ and widgets/content (and widgets/runtime/media/
 *   layouts.ts, the widths its image renderer snaps to): never site/ (the host mounts the local backend, not the
 *   other way round) nor scripts/;
 * - site/ may import widgets/, never the other way round. Inside site/: only the build (site/build.ts, site/build/)
 *   imports scripts/ (build tooling); the host (site/host/) does not import the build; the pages and their
 *   rendering (site/render/, site/pages/, site/templates/, site/catalogue/) do not import the
 *   host, which serves them.
 * Tests, stories and tooling (scripts/, bench/, tests/) may reach anywhere.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, extname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** The room of a file (relative path with forward slashes), or null for unrestricted ones. */
function room(rel) {
  if (/\.(test|stories)\.[jt]sx?$/.test(rel)) return null;
  const p = rel.split('/');
  if (p[0] === 'widgets') {
    if (p.length === 2) return { kind: 'widgets-root' };
    if (['runtime', 'content', 'tables', 'test'].includes(p[1])) return { kind: p[1] };
    return { kind: 'feature', name: p[1], file: p.slice(2).join('/') };
  }
  if (p[0] === 'supabase' && p[1] === 'functions') return { kind: 'functions' };
  if (p[0] === 'supabase' && p[1] === 'local') return { kind: 'local' };
  if (p[0] === 'server') return { kind: 'server' };
  if (p[0] === 'site') return { kind: 'site', part: siteRoom(p[1]) };
  return null;
}

/** The room inside site/ of a file whose first folder (or file name) there is `first`. */
function siteRoom(first) {
  if (first === 'build.ts' || first === 'build') return 'build';
  return ['host', 'render', 'pages', 'templates', 'catalogue'].includes(first) ? first : 'other';
}

const RENDERED = ['render', 'pages', 'templates', 'catalogue'];

/** Why a file of site/ may not import `toRel` (room `to`), or null. */
function siteViolation(from, to, toRel) {
  if (toRel.startsWith('scripts/') && from.part !== 'build')
    return 'only the build (site/build.ts, site/build/) imports scripts/: the rest of site/ runs in the host';
  if (from.part === 'host' && to.kind === 'site' && to.part === 'build') return 'the host does not import the build';
  if (RENDERED.includes(from.part) && to.kind === 'site' && to.part === 'host')
    return 'pages and their rendering do not import the host (site/host/ serves them)';
  return null;
}

/** Why `from` may not import `to`, or null when it may. */
export function violation(fromRel, toRel) {
  const from = room(fromRel);
  if (!from) return null;
  const to = room(toRel) ?? { kind: 'other', path: toRel };
  const inWidgets = toRel.startsWith('widgets/');
  const publicDoor = to.kind === 'feature' && (to.file === 'index.ts' || to.file.endsWith('.contract.ts'));
  switch (from.kind) {
    case 'content':
      return to.kind === 'content' ? null : 'widgets/content is plain data and imports only itself';
    case 'runtime':
      return ['runtime', 'content'].includes(to.kind) ? null : 'widgets/runtime imports only itself and widgets/content (no feature)';
    case 'tables':
      return ['runtime', 'content', 'tables'].includes(to.kind) ? null : 'widgets/tables imports only runtime, content and itself';
    case 'feature':
      if (['runtime', 'content', 'tables'].includes(to.kind)) return null;
      if (to.kind === 'feature' && (to.name === from.name || publicDoor)) return null;
      if (to.kind === 'feature') return `another feature's internals: import widgets/${to.name}/index.ts or its contract`;
      return 'a widget imports only widgets/ (the bundle runs on pages without site/, supabase/ or scripts/)';
    case 'test':
    case 'widgets-root':
      return inWidgets ? null : 'widgets/ imports nothing outside widgets/';
    case 'functions':
      return to.kind === 'functions' || to.kind === 'content' ? null : 'edge functions import only supabase/functions and widgets/content';
    case 'server':
      return to.kind === 'server' ? null : 'server/ imports only server/ (the host and the local backend both use it)';
    case 'local':
      // and the site's image layouts (plain data): the widths the renderer snaps to (render-image.ts)
      return ['local', 'functions', 'server', 'content'].includes(to.kind) || toRel === 'widgets/runtime/media/layouts.ts'
        ? null
        : 'supabase/local imports only itself, supabase/functions, server/ and widgets/content (never site/ or scripts/)';
    case 'site':
      return siteViolation(from, to, toRel);
    default:
      return null;
  }
}

/** The file an extensionless import means: `x.ts`, `x.tsx`, or `x/index.ts`. */
function resolveModule(path) {
  if (extname(path) && existsSync(path)) return path;
  for (const ext of ['.ts', '.tsx', '.js']) if (existsSync(path + ext)) return path + ext;
  if (existsSync(path) && statSync(path).isDirectory()) return resolve(path, 'index.ts');
  return path;
}

export default {
  rules: {
    boundaries: {
      meta: { type: 'problem', docs: { description: "The house's import rules (docs/architecture.md)." }, schema: [] },
      create(context) {
        const fromRel = relative(root, context.filename).split(sep).join('/');
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const toRel = relative(root, resolveModule(resolve(dirname(context.filename), source.replace(/\?.*$/, ''))))
            .split(sep)
            .join('/');
          const why = violation(fromRel, toRel);
          if (why) context.report({ node, message: `${fromRel} -> ${toRel}: ${why}.` });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
