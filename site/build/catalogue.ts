/**
 * The widget catalogue's data (site/catalogue/catalogue.ts), read at build time from <dist>/widgets after
 * `npm run build:widgets`: the bundle's own custom-elements.json (scripts/manifest.ts) and the versioned bundle's
 * integrity.json (scripts/versioned-bundle.ts; the copy beside the bundle names its folder). Without a widgets build
 * (a site-only build) the manifest comes from the descriptors and the snippets carry no integrity.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildManifest } from '../../scripts/manifest';
import { INTEGRITY_FILE, packageVersion, type Integrity } from '../../scripts/versioned-bundle';
import { catalogueFrom, type Catalogue, type CemManifest } from '../catalogue/catalogue';

export async function loadCatalogue(dist: string, siteUrl: string, log: (m: string) => void): Promise<Catalogue> {
  const widgets = join(dist, 'widgets');
  const manifestFile = join(widgets, 'custom-elements.json');
  const integrityFile = join(widgets, INTEGRITY_FILE);
  const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
  if (!existsSync(integrityFile))
    log(`warning: no ${integrityFile} (run npm run build:widgets first): the catalogue's snippets carry no integrity`);
  const manifest = existsSync(manifestFile) ? read<CemManifest>(manifestFile) : ((await buildManifest()) as CemManifest);
  const integrity = existsSync(integrityFile) ? read<Integrity>(integrityFile) : undefined;
  return catalogueFrom({ manifest, integrity, integrityFile: INTEGRITY_FILE, version: packageVersion(), siteUrl });
}
