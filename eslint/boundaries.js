/**
 * medspa/boundaries: the house's import rules (docs/architecture.md, "Rooms and doors"), checked on every relative
 * import. The rooms come from the folder layout, so a new widget folder is covered without listing it.
 *
 * - widgets/ imports nothing outside widgets/ (the bundle ships on partners' pages: site/, supabase/, scripts/
 *   are not there);
 * - widgets/content (facts, catalogue, form rules) is plain data: it imports only itself;
 * - widgets/runtime imports itself and widgets/content, never a feature;
 * - widgets/data (calls shared by features) imports runtime, content and itself;
 * - a feature (widgets/<name>) imports runtime, content, data and itself; another feature only through its public
 *   doors: `index.ts` and its `*.contract.ts` (contracts are public by nature);
 * - supabase/functions imports itself and widgets/content (the same form rules and facts, no browser code);
 * - site/ may import widgets/, never the other way round.
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
    if (['runtime', 'content', 'data', 'test'].includes(p[1])) return { kind: p[1] };
    return { kind: 'feature', name: p[1], file: p.slice(2).join('/') };
  }
  if (p[0] === 'supabase' && p[1] === 'functions') return { kind: 'functions' };
  if (p[0] === 'site') return { kind: 'site' };
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
    case 'data':
      return ['runtime', 'content', 'data'].includes(to.kind) ? null : 'widgets/data imports only runtime, content and itself';
    case 'feature':
      if (['runtime', 'content', 'data'].includes(to.kind)) return null;
      if (to.kind === 'feature' && (to.name === from.name || publicDoor)) return null;
      if (to.kind === 'feature') return `another feature's internals: import widgets/${to.name}/index.ts or its contract`;
      return 'a widget imports only widgets/ (the bundle runs on pages without site/, supabase/ or scripts/)';
    case 'test':
    case 'widgets-root':
      return inWidgets ? null : 'widgets/ imports nothing outside widgets/';
    case 'functions':
      return to.kind === 'functions' || to.kind === 'content' ? null : 'edge functions import only supabase/functions and widgets/content';
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
