/**
 * The versioned bundle beside the evergreen one: <dist>/widgets/v<version>-<digest>/ holds a copy of loader.js with
 * its chunks, embed.js, frame.js (the iframe fallback's parent script), custom-elements.json, medspa-widgets.d.ts and theme.css, and integrity.json, the SRI hash (sha384) of
 * every file in it. <version> is package.json's (what CHANGELOG.md explains); <digest> is taken from the files'
 * hashes, so a folder's content can never change under its name: the host serves it as immutable
 * (site/host/headers.ts) and a partner's pinned `integrity` stays true even if a change ships without a version bump.
 * A copy of integrity.json at <dist>/widgets/integrity.json (short-cached) names the newest folder.
 * The chunks are imported relative to the loader, so the versioned loader loads only versioned chunks.
 *
 *   node --import tsx scripts/versioned-bundle.ts     (part of npm run build:widgets, after tsup and the manifest)
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './elements';

/** What a versioned folder holds: the ES loader and its chunks, the IIFEs, the manifest, the types and the theme. */
export const VERSIONED_FILES = ['loader.js', 'chunks', 'embed.js', 'frame.js', 'custom-elements.json', 'medspa-widgets.d.ts', 'theme.css'];
export const INTEGRITY_FILE = 'integrity.json';

export interface Integrity {
  version: string;
  /** Path of the folder under the site: `/widgets/v0.1.0-1a2b3c4d5e/`. */
  path: string;
  /** `integrity` value of every file, by its path in the folder (`chunks/x-ABC.js`). */
  files: Record<string, string>;
}

export const packageVersion = (root = ROOT): string =>
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

/** The folder of a build: its version and the first 10 hex digits of the sha256 of its files' hashes. */
export const versionFolder = (version: string, files: Record<string, string>): string => {
  const list = Object.keys(files)
    .sort()
    .map((f) => `${f} ${files[f]}\n`)
    .join('');
  return `v${version}-${createHash('sha256').update(list).digest('hex').slice(0, 10)}`;
};

/** A folder name versionFolder made. */
const VERSIONED_FOLDER = /^v\d+\.\d+\.\d+-[0-9a-f]{10}$/;

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

/**
 * Copies the bundle of `widgetsDir` into its build's folder and writes integrity.json there and beside it. Folders of
 * earlier builds in this dist are removed (keeping them published is the deployment's job: docs/architecture.md).
 */
export function writeVersionedBundle(widgetsDir: string, version = packageVersion()): Integrity {
  const hashes: Record<string, string> = {};
  for (const name of VERSIONED_FILES) {
    const path = join(widgetsDir, name);
    if (!existsSync(path)) throw new Error(`${widgetsDir}: no ${name} (run tsup and scripts/manifest.ts first)`);
    const files = statSync(path).isDirectory() ? filesUnder(path).map((f) => `${name}/${f}`) : [name];
    for (const f of files) hashes[f] = sri(readFileSync(join(widgetsDir, f)));
  }
  const name = versionFolder(version, hashes);
  for (const old of readdirSync(widgetsDir))
    if (VERSIONED_FOLDER.test(old)) rmSync(join(widgetsDir, old), { recursive: true, force: true });
  const folder = join(widgetsDir, name);
  for (const f of Object.keys(hashes)) cpSync(join(widgetsDir, f), join(folder, f));
  const files = Object.fromEntries(
    Object.keys(hashes)
      .sort()
      .map((f) => [f, hashes[f]!]),
  );
  const integrity: Integrity = { version, path: `/widgets/${name}/`, files };
  const text = JSON.stringify(integrity, null, 2) + '\n';
  writeFileSync(join(folder, INTEGRITY_FILE), text);
  writeFileSync(join(widgetsDir, INTEGRITY_FILE), text);
  return integrity;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const widgets = resolve(ROOT, process.env.MEDSPA_DIST ?? 'dist', 'widgets'); // resolve: MEDSPA_DIST may be absolute
  const integrity = writeVersionedBundle(widgets);
  console.log(`${integrity.path}: ${Object.keys(integrity.files).length} files, ${INTEGRITY_FILE}`);
}
