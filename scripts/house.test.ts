// @vitest-environment node
/**
 * The house's shape (issue 28, docs/architecture.md "Rooms and doors"), measured from the code: no function longer
 * than 80 lines where the build, the host and the local backend live, no circle of imports in site/, and no import
 * from supabase/ into site/, and the host's code reaches no build tool. The door rules themselves are eslint/boundaries.js; this holds what a rule on one
 * import cannot see.
 */
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

describe('the house', () => {
  it('no function of the build, the host, the local backend, server/ or scripts/ is longer than 80 lines', () => {
    const long = ['site', 'supabase/local', 'scripts', 'server']
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
});
