/** Writing the build's files under <dist>: every file below a folder, a file with its folders. */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Every file below `dir`, sorted, depth first. */
export function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

/** Writes `body` to `file`, making its folders. */
export function writeFile(file: string, body: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}
