// @vitest-environment node
/**
 * The versioned bundle (scripts/versioned-bundle.ts): a byte-for-byte copy of the bundle in
 * /widgets/v<version>-<digest>/, named by its content (a changed byte is a new folder), integrity.json holding each
 * file's SRI hash as the browser computes it, served immutable while the evergreen loader stays short-lived; and CHANGELOG.md has an entry for the version package.json publishes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesUnder, INTEGRITY_FILE, packageVersion, writeVersionedBundle, type Integrity } from './versioned-bundle';
import { ROOT } from './elements';
import { cacheControl } from '../site/host/headers';

const tmp = mkdtempSync(join(tmpdir(), 'medspa-versioned-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A widgets folder as tsup and the manifest leave it. */
function fixture(name: string): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'loader.js'), "import('./chunks/a-1.js');");
  writeFileSync(join(dir, 'chunks', 'a-1.js'), 'export const a = 1;');
  writeFileSync(join(dir, 'chunks', 'b-2.js'), 'export const b = "é";');
  writeFileSync(join(dir, 'embed.js'), '(()=>{})();');
  writeFileSync(join(dir, 'frame.js'), '(()=>{})();');
  writeFileSync(join(dir, 'custom-elements.json'), '{"schemaVersion":"2.0.0","modules":[]}\n');
  writeFileSync(join(dir, 'medspa-widgets.d.ts'), 'export {};\n');
  writeFileSync(join(dir, 'theme.css'), 'medspa-demo { --medspa-radius: 0.5em; }\n');
  writeFileSync(join(dir, 'loader.js.br'), 'twin'); // the site build's precompressed twin: not a file of the bundle
  return dir;
}

const browserSri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

describe('the versioned bundle', () => {
  /** The build's folder on disk, from the integrity.json written beside the bundle. */
  const folderOf = (dir: string) =>
    join(dir, (JSON.parse(readFileSync(join(dir, INTEGRITY_FILE), 'utf8')) as Integrity).path.replace(/^\/widgets\//, ''));

  it('copies the loader, its chunks, the IIFEs (embed.js, the iframe parent script frame.js), the manifest and the types into v<version>-<digest>/, byte for byte', () => {
    const dir = fixture('copy');
    const { path } = writeVersionedBundle(dir, '1.2.3');
    expect(path).toMatch(/^\/widgets\/v1\.2\.3-[0-9a-f]{10}\/$/);
    const v = folderOf(dir);
    expect(filesUnder(v)).toEqual([
      'chunks/a-1.js',
      'chunks/b-2.js',
      'custom-elements.json',
      'embed.js',
      'frame.js',
      INTEGRITY_FILE,
      'loader.js',
      'medspa-widgets.d.ts',
      'theme.css',
    ]);
    for (const f of filesUnder(v).filter((f) => f !== INTEGRITY_FILE)) expect(readFileSync(join(v, f))).toEqual(readFileSync(join(dir, f)));
  });

  it('integrity.json holds the sha384 of every file in the folder, recomputed from the files', () => {
    const dir = fixture('integrity');
    const written = writeVersionedBundle(dir, '1.2.3');
    const v = folderOf(dir);
    const published = JSON.parse(readFileSync(join(v, INTEGRITY_FILE), 'utf8')) as Integrity;
    expect(published).toEqual(written);
    expect(readFileSync(join(dir, INTEGRITY_FILE), 'utf8')).toBe(readFileSync(join(v, INTEGRITY_FILE), 'utf8'));
    expect(published.version).toBe('1.2.3');
    const files = filesUnder(v).filter((f) => f !== INTEGRITY_FILE);
    expect(Object.keys(published.files).sort()).toEqual(files);
    for (const f of files) expect(published.files[f], f).toBe(browserSri(readFileSync(join(v, f))));
    // A changed byte is a different hash: the browser would refuse it.
    expect(browserSri(Buffer.from('export const a = 2;'))).not.toBe(published.files['chunks/a-1.js']);
  });

  it('the same bytes make the same folder; one changed byte makes another, even at the same version', () => {
    const a = writeVersionedBundle(fixture('same-a'), '1.2.3').path;
    expect(writeVersionedBundle(fixture('same-b'), '1.2.3').path).toBe(a);
    const changed = fixture('changed');
    writeFileSync(join(changed, 'chunks', 'a-1.js'), 'export const a = 2;');
    expect(writeVersionedBundle(changed, '1.2.3').path).not.toBe(a);
  });

  it('a rebuild replaces the folder (nothing of an earlier build stays) and a missing file fails the build', () => {
    const dir = fixture('rebuild');
    const first = writeVersionedBundle(dir, '1.2.3').path;
    rmSync(join(dir, 'chunks', 'b-2.js'));
    const second = writeVersionedBundle(dir, '1.2.3').path;
    expect(second).not.toBe(first);
    expect(readdirSync(dir).filter((f) => f.startsWith('v'))).toEqual([second.split('/')[2]]);
    expect(filesUnder(folderOf(dir))).not.toContain('chunks/b-2.js');
    rmSync(join(dir, 'embed.js'));
    expect(() => writeVersionedBundle(dir, '1.2.3')).toThrow(/no embed\.js/);
  });

  it('is served immutable; the evergreen entry points stay short-lived', () => {
    const v = '/widgets/v0.1.0-0123456789';
    for (const path of [`${v}/loader.js`, `${v}/chunks/x-ABC.js`, `${v}/${INTEGRITY_FILE}`])
      expect(cacheControl(path), path).toBe('public, max-age=31536000, immutable');
    for (const path of ['/widgets/loader.js', '/widgets/embed.js', '/widgets/custom-elements.json', `/widgets/${INTEGRITY_FILE}`])
      expect(cacheControl(path), path).toBe('public, max-age=300');
    expect(cacheControl('/widgets/vendor/x.js')).toBe('public, max-age=300');
  });
});

describe('CHANGELOG.md', () => {
  const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');

  it("has an entry for package.json's version, with a date", () => {
    const version = packageVersion();
    const heading = new RegExp(`^## \\[${version.replace(/\./g, '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm');
    expect(changelog).toMatch(heading);
  });

  it('keeps the Keep a Changelog form: an Unreleased section first, versions newest first', () => {
    const versions = [...changelog.matchAll(/^## \[([^\]]+)\]/gm)].map((m) => m[1]!);
    expect(versions[0]).toBe('Unreleased');
    const released = versions.slice(1).map((v) => v.split('.').map(Number));
    const newestFirst = [...released].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]! || b[2]! - a[2]!);
    expect(released).toEqual(newestFirst);
  });
});
