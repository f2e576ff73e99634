// @vitest-environment node
/**
 * The house's shape (issue 28, docs/architecture.md "Rooms and doors"), measured from the code: no function longer
 * than 80 lines where the build, the host, the local backend and the widgets live (issue 41), no circle of imports in site/, and no import
 * from supabase/ into site/, and the host's code reaches no build tool. The door rules themselves are eslint/boundaries.js; this holds what a rule on one
 * import cannot see. And every file a comment or a doc names exists (issue 41): a stale name sends a newcomer
 * looking for a file that is gone.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './test-helpers.ts';

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.tsx?$|test-helpers\.ts$/;

/** The source files (not tests) under a folder, relative to the root. */
const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => SOURCE.test(f) && !TEST.test(f) && !f.endsWith('.d.mts'))
    .map((f) => join(dir, f).split('\\').join('/'));

const parse = (file: string) => ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);

/** Every function of a file with its length in lines (a nested function counts on its own, and inside its parent). */
function functions(file: string): { name: string; lines: number }[] {
  const sf = parse(file);
  const line = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  const out: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const name = 'name' in node && node.name ? node.name.getText(sf) : `(anonymous at line ${line(node.getStart(sf)) + 1})`;
      out.push({ name: `${file}: ${name}`, lines: line(node.end) - line(node.getStart(sf)) + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The files of this tree a file imports (relative imports, static and dynamic, resolved as the bundlers do). */
function imports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
  return importedFiles
    .map((i) => i.fileName.replace(/\?.*$/, ''))
    .filter((spec) => spec.startsWith('.'))
    .flatMap((spec) => {
      const base = resolve(ROOT, dirname(file), spec);
      const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile());
      return hit ? [relative(ROOT, hit).split('\\').join('/')] : [];
    });
}

/** The circles of imports among `files` (each as the files in it), by Tarjan's strongly connected components. */
function circles(files: string[], importsOf: (file: string) => string[] = imports): string[][] {
  const inside = new Set(files);
  const edges = new Map(files.map((f) => [f, importsOf(f).filter((t) => inside.has(t))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  const connect = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do part.push((w = stack.pop()!));
      while (w !== v);
      if (part.length > 1 || edges.get(v)!.includes(v)) out.push(part.sort());
    }
  };
  for (const f of files) if (!index.has(f)) connect(f);
  return out;
}

/** The tracked files whose comments (or, for Markdown, whose text) are read for names; fixtures are pages under test, and CHANGELOG.md names files as they were then. */
const PROSE_FILES =
  /^(widgets|site|server|scripts|supabase|bench|tests|eslint|stories|\.storybook|docs)\/.*\.(ts|tsx|mjs|js|css|sql|sh|md)$|^[^/]+\.(ts|md)$/;
const proseFiles = () =>
  execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => PROSE_FILES.test(f) && !f.includes('/fixtures/') && f !== 'CHANGELOG.md');

/** The spans of a file that are prose: all of Markdown, the comments of the rest (through the parser for code, so a `//` in a string or a regex is none). */
function proseSpans(file: string, text: string): [number, number][] {
  if (file.endsWith('.md')) return [[0, text.length]];
  if (/\.(css|sql|sh)$/.test(file)) {
    const pattern = file.endsWith('.css') ? /\/\*[\s\S]*?\*\//g : file.endsWith('.sql') ? /--.*|\/\*[\s\S]*?\*\//g : /#.*/g;
    return [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);
  }
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const spans: [number, number][] = [];
  const visit = (node: ts.Node) => {
    // A comment on the line of the token before it is that token's trailing one, not the next token's leading one.
    for (const r of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])])
      spans.push([r.pos, r.end]);
    node.getChildren(sf).forEach(visit);
  };
  visit(sf);
  return spans;
}

/** A file name: a path with a slash (`site/render/context.ts`, `runtime/live.ts`, `../x.md`), maybe a folder. */
const NAME = /(?<![\w.@/\\$*<>{}-])(?:\.\.?\/)*[\w.@*<>{}$-]+(?:\/[\w.@*<>{}$-]+)+\/?/g;
const EXTENSION = /\.(ts|tsx|mts|mjs|cjs|js|jsx|css|sql|sh|md|json|html|svg|png|jpe?g|webp|avif|woff2?|ya?ml|txt)$/;
/** A name starting here is one of ours even without an extension (a folder: `site/render`). */
const HOUSE_FOLDER = /^(widgets|site|server|scripts|supabase|bench|tests|eslint|stories|docs)\//;
/** Names that are deliberately not files here: another project's (supabase/storage's src/…, a package's bin/…), a storage bucket's objects, and the types file a partner copies into their own project. */
const NOT_HERE = ['src/', 'bin/', 'supabase/storage', 'clinical_images/', './medspa-widgets.d.ts'];

/** What in `text` looks like a file name, with its offset. Skipped: URLs; patterns (`*.define.ts`, `<name>.ts`, `${dir}/x`, `dist/…`); prose (`React/Next.js`, `.js/.css`); the placeholder `x` (`./x.css`); a page of the build (`about/index.html`). */
function names(text: string): { at: number; name: string }[] {
  const plain = text.replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, (url) => ' '.repeat(url.length));
  return [...plain.matchAll(NAME)].flatMap((m) => {
    const name = m[0].replace(/\.+$/, '');
    const skip =
      /[*<>{}$]/.test(name) ||
      plain[m.index + m[0].length] === '…' ||
      /^[A-Z]/.test(name) ||
      name.split('/').some((part) => /^x([-.]|$)/.test(part) || /^\.\w+$/.test(part)) ||
      (name.endsWith('.html') && !HOUSE_FOLDER.test(name)) ||
      !(EXTENSION.test(name) || HOUSE_FOLDER.test(name)) ||
      NOT_HERE.some((n) => name.startsWith(n));
    return skip ? [] : [{ at: m.index, name }];
  });
}

/** Whether `name`, written in `file`, is there: from the root, from the file's folder or one above it, or in the house's short forms (`runtime/live.ts` in widgets/, `render/page.ts` in site/, `local/db.ts` in supabase/, `_shared/http.ts` in supabase/functions/, a package's file in node_modules/). */
function named(name: string, file: string): boolean {
  const bases = ['.', 'widgets', 'site', 'supabase', 'supabase/functions', 'node_modules'];
  for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) bases.push(dir);
  return bases.some((base) => existsSync(join(ROOT, base, name)));
}

/** Of `names`, those git ignores: what a build or a run writes (dist/…, bench/reports), not a source. */
function ignored(names: string[]): Set<string> {
  const asked = names.map((n) => (EXTENSION.test(n) ? n : `${n.replace(/\/$/, '')}/`).replace(/^\.\//, ''));
  const { stdout } = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: ROOT, input: asked.join('\n'), encoding: 'utf8' });
  const out = stdout.split('\n');
  return new Set(names.filter((_, i) => out.includes(asked[i]!)));
}

/** `file:line name` for each name in the files' prose that names nothing (a file is parsed only when its text holds such a name). */
function staleNames(files: { file: string; text: string }[]): string[] {
  const missing = files.flatMap(({ file, text }) => {
    const unnamed = names(text).filter((n) => !named(n.name, file));
    if (!unnamed.length) return [];
    const spans = proseSpans(file, text);
    return unnamed
      .filter((n) => spans.some(([from, to]) => from <= n.at && n.at < to))
      .map((n) => ({ name: n.name, where: `${file}:${text.slice(0, n.at).split('\n').length}` }));
  });
  const outputs = ignored(missing.map((n) => n.name));
  return missing.filter((n) => !outputs.has(n.name)).map((n) => `${n.where} ${n.name}`);
}

describe('the house', () => {
  it('no function of the build, the host, the local backend, server/, scripts/ or the widgets is longer than 80 lines', () => {
    const long = ['site', 'supabase/local', 'scripts', 'server', 'widgets']
      .flatMap(sources)
      .flatMap(functions)
      .filter((f) => f.lines > 80);
    expect(long).toEqual([]);
  });

  it('no circle of imports in site/ or supabase/local', () => {
    expect(circles(sources('site'))).toEqual([]);
    expect(circles(sources('supabase/local'))).toEqual([]);
  });

  it('the circle finder sees a circle, and the imports it follows are real', () => {
    const graph: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a'], d: ['a'], e: ['e'] };
    expect(circles(Object.keys(graph), (f) => graph[f]!)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(imports('site/render/context.ts')).toContain('site/render/widget.tsx');
  });

  it("the host's code reaches no build tool: no scripts/, site/build, esbuild or tsup, statically or by import()", () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
      for (const i of importedFiles) if (!i.fileName.startsWith('.')) packages.add(i.fileName.split('/')[0]!);
      imports(file).forEach(visit);
    };
    visit('site/server.ts');
    expect(seen.size).toBeGreaterThan(40);
    expect(seen).toContain('site/render/renderer.ts');
    expect([...seen].filter((f) => f.startsWith('scripts/') || f.startsWith('site/build'))).toEqual([]);
    expect([...packages].filter((p) => ['esbuild', 'tsup', 'vite', 'vitest'].includes(p))).toEqual([]);
  });

  it('nothing in supabase/ imports site/', () => {
    const reach = sources('supabase')
      .filter((f) => !f.startsWith('supabase/functions/') || f.endsWith('.ts'))
      .flatMap((f) => imports(f).map((to) => `${f} -> ${to}`))
      .filter((edge) => / -> site\//.test(edge));
    expect(reach).toEqual([]);
  });

  it('every file a comment or a doc names exists', () => {
    const files = proseFiles().map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
    expect(files.length).toBeGreaterThan(400);
    expect(staleNames(files)).toEqual([]);
  });

  it('the name finder sees a stale name, in its short forms too, and skips URLs, patterns and outputs', () => {
    const text = [
      "/** Renders through site/render/renderer.ts and runtime/live.ts, the header's (./paths.ts), not site/ssr/paths.ts. */",
      "const a = '// site/gone.ts in a string is not a comment'; // nor https://example.com/a/b.ts, *.define.ts, <name>.ts",
      '/* dist/widgets/loader.js, bench/reports, React/Next.js, ./x.css, .js/.css, about/index.html; widgets/hero/Gone.tsx */',
    ].join('\n');
    expect(staleNames([{ file: 'site/render/page.ts', text }])).toEqual([
      'site/render/page.ts:1 site/ssr/paths.ts',
      'site/render/page.ts:3 widgets/hero/Gone.tsx',
    ]);
    expect(staleNames([{ file: 'docs/x.md', text: 'See `site/ssr`, site/render and runtime/upgrade.ts (docs/product.md §4).' }])).toEqual([
      'docs/x.md:1 site/ssr',
    ]);
    const jsx = "export const A = () => <p title='site/no.tsx'>{/* site/gone.tsx */}</p>;";
    expect(staleNames([{ file: 'site/pages/a.tsx', text: jsx }])).toEqual(['site/pages/a.tsx:1 site/gone.tsx']);
  });
});
