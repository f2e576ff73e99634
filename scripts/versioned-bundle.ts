/**
 * The versioned bundle beside the evergreen one: <dist>/widgets/v<version>/ (the version of package.json) holds
 * a copy of loader.js with its chunks, embed.js, custom-elements.json, medspa-widgets.d.ts and theme.css, and integrity.json,
 * the SRI hash (sha384) of every file in it. The host serves that folder as immutable (site/host/headers.ts), so
 * a partner pins a URL and its `integrity`; loader.js at the top stays short-cached and always the newest.
 * The chunks are imported relative to the loader, so the versioned loader loads only versioned chunks.
 *
 * One version, one content: bump package.json's version (and CHANGELOG.md) whenever the bundle changes.
 *
 *   node --import tsx scripts/versioned-bundle.ts     (part of npm run build:widgets, after tsup and the manifest)
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './elements';

/** What a versioned folder holds: the ES loader and its chunks, the IIFE, the manifest, the types and the theme. */
export const VERSIONED_FILES = ['loader.js', 'chunks', 'embed.js', 'custom-elements.json', 'medspa-widgets.d.ts', 'theme.css'];
export const INTEGRITY_FILE = 'integrity.json';

export interface Integrity {
  version: string;
  /** Path of the folder under the site: `/widgets/v0.1.0/`. */
  path: string;
  /** `integrity` value of every file, by its path in the folder (`chunks/x-ABC.js`). */
  files: Record<string, string>;
}

export const packageVersion = (root = ROOT): string =>
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

export const versionFolder = (version: string) => `v${version}`;

/** The Subresource Integrity value of a file's bytes. */
export const sri = (bytes: Buffer): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Every file under `dir` (relative, forward slashes), sorted; the build's .br/.gz twins are not files of their own. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (!/\.(br|gz)$/.test(name)) out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}

/** Copies the bundle of `widgetsDir` into its version's folder and writes integrity.json. */
export function writeVersionedBundle(widgetsDir: string, version = packageVersion()): Integrity {
  const folder = join(widgetsDir, versionFolder(version));
  rmSync(folder, { recursive: true, force: true });
  for (const name of VERSIONED_FILES) {
    if (!existsSync(join(widgetsDir, name))) throw new Error(`${widgetsDir}: no ${name} (run tsup and scripts/manifest.ts first)`);
    cpSync(join(widgetsDir, name), join(folder, name), { recursive: true });
  }
  const integrity: Integrity = {
    version,
    path: `/widgets/${versionFolder(version)}/`,
    files: Object.fromEntries(filesUnder(folder).map((f) => [f, sri(readFileSync(join(folder, f)))])),
  };
  writeFileSync(join(folder, INTEGRITY_FILE), JSON.stringify(integrity, null, 2) + '\n');
  return integrity;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const widgets = join(ROOT, process.env.MEDSPA_DIST ?? 'dist', 'widgets');
  const integrity = writeVersionedBundle(widgets);
  console.log(`${integrity.path}: ${Object.keys(integrity.files).length} files, ${INTEGRITY_FILE}`);
}
