/** The build's text files precompressed for the host (server/files.ts serves the twins by Accept-Encoding). */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zc, gzipSync } from 'node:zlib';
import { walk } from './files';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|map|webmanifest)$/;

/** Writes .br and .gz beside every compressible file (skipping ones already up to date); answers how many. */
export function precompress(dist: string): number {
  let n = 0;
  for (const file of walk(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const st = statSync(file);
    if (st.size < 256) continue;
    const fresh = (p: string) => existsSync(p) && statSync(p).mtimeMs >= st.mtimeMs;
    if (fresh(`${file}.br`) && fresh(`${file}.gz`)) continue;
    const buf = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(buf, {
        params: { [zc.BROTLI_PARAM_QUALITY]: 11, [zc.BROTLI_PARAM_SIZE_HINT]: buf.length, [zc.BROTLI_PARAM_MODE]: zc.BROTLI_MODE_TEXT },
      }),
    );
    n++;
  }
  return n;
}
