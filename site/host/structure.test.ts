// @vitest-environment node
/**
 * The host stays small modules around a file library: site/server.ts is only the entry, no function grows
 * past a screen, one MIME table, and no byte-range parsing of our own (server/files.ts hands that to send).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/test-helpers.ts';

const source = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$|test-helpers\.ts$/.test(f))
    .map((f) => join(dir, f));
const hostFiles = () => ['site/server.ts', ...source('site/host')];
const read = (f: string) => readFileSync(join(ROOT, f), 'utf8');

/** Every function of a file with its length in lines. */
function functions(file: string): { name: string; lines: number }[] {
  const sf = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
  const out: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const line = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
      const name = 'name' in node && node.name ? node.name.getText(sf) : `(anonymous at line ${line(node.getStart(sf)) + 1})`;
      out.push({ name: `${file}: ${name}`, lines: line(node.end) - line(node.getStart(sf)) + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('host structure', () => {
  it('site/server.ts is a thin entry over site/host/', () => {
    expect(read('site/server.ts').split('\n').length).toBeLessThanOrEqual(40);
    expect(read('site/server.ts')).not.toMatch(/createServer|createReadStream/);
  });

  it('no function of the host is longer than 60 lines', () => {
    const long = hostFiles()
      .flatMap(functions)
      .filter((f) => f.lines > 60);
    expect(long).toEqual([]);
  });

  it('one MIME table (server/mime.ts) for the host and the local storage', () => {
    const tables = [...source('server'), ...source('site'), ...source('supabase/local')].filter((f) => /['"]image\/jpeg['"]/.test(read(f)));
    expect(tables.map((f) => relative('.', f))).toEqual(['server/mime.ts']);
  });

  it('no byte-range or ETag code of our own: ranges, 304 and 416 come from the library', () => {
    const own = [...source('server'), ...source('site'), ...source('supabase/local')].filter((f) =>
      /\/\^bytes=|`bytes \*\/|createReadStream\(/.test(read(f)),
    );
    expect(own).toEqual([]);
  });
});
