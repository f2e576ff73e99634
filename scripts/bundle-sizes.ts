/** Raw and gzip (-9) sizes of every .js/.css under a folder, largest first: the build's and the bench's table. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface SizeRow {
  file: string;
  raw: number;
  gzip: number;
}

export const gzipSize = (buf: Buffer): number => gzipSync(buf, { level: 9 }).length;

export function bundleSizes(dir: string): SizeRow[] {
  const rows: SizeRow[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      // v<version>-<digest>/ is a copy of the bundle (scripts/versioned-bundle.ts): counted once, at the top.
      if (d === dir && /^v\d/.test(name)) continue;
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(js|css)$/.test(name)) {
        const buf = readFileSync(p);
        rows.push({ file: relative(dir, p), raw: buf.length, gzip: gzipSize(buf) });
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return rows.sort((a, b) => b.gzip - a.gzip);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function formatSizes(rows: SizeRow[], heading = 'file'): string {
  const lines = [`${heading.padEnd(48)}${'raw'.padStart(10)}${'gzip'.padStart(10)}`];
  for (const r of rows) lines.push(`${r.file.padEnd(48)}${kb(r.raw).padStart(10)}${kb(r.gzip).padStart(10)}`);
  return lines.join('\n');
}

// `node --import tsx scripts/bundle-sizes.ts`: the table for <dist>/widgets, after both builds are written.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = join(process.env.MEDSPA_DIST ?? 'dist', 'widgets');
  console.log(`\n${formatSizes(bundleSizes(dir), `${dir}/ file`)}`);
}
