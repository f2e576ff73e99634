/**
 * What the widget catalogue (/widgets) is made from: the bundle's own custom-elements.json (scripts/manifest.ts) and
 * the versioned bundle's integrity.json (scripts/versioned-bundle.ts; the copy beside the bundle names its folder), both read from <dist>/widgets after
 * `npm run build:widgets`. Without a widgets build (a site-only build) the manifest comes from the descriptors and
 * the snippets carry no integrity.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildManifest } from '../../scripts/manifest';
import { INTEGRITY_FILE, packageVersion, type Integrity } from '../../scripts/versioned-bundle';
import type { Bundle } from './snippets';

/** The parts of a Custom Elements Manifest declaration the catalogue shows (read loosely: it may grow). */
export interface CemItem {
  name: string;
  description?: string;
  default?: string;
  type?: { text: string };
}
export interface CemDeclaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  description?: string;
  attributes?: CemItem[];
  events?: CemItem[];
  cssProperties?: CemItem[];
  cssParts?: CemItem[];
  slots?: CemItem[];
}
export interface CemManifest {
  modules: { path: string; declarations?: CemDeclaration[] }[];
}

export type CatalogueElement = CemDeclaration & { tagName: string };

export interface Catalogue {
  version: string;
  elements: CatalogueElement[];
  /** Global theme tokens, if the manifest declares any beside the elements (a declaration with CSS properties and no tag). */
  tokens: CemItem[];
  bundle: Bundle;
  /** Site paths of the published files. */
  files: { manifest: string; integrity: string; embed: string; embedIntegrity?: string };
}

export function catalogueFrom(manifest: CemManifest, integrity: Integrity | undefined, version: string, siteUrl: string): Catalogue {
  const declarations = manifest.modules.flatMap((m) => m.declarations ?? []);
  const elements = declarations
    .filter((d): d is CatalogueElement => !!d.customElement && typeof d.tagName === 'string')
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  const tokens = declarations.filter((d) => !d.customElement && d.cssProperties?.length).flatMap((d) => d.cssProperties!);
  // Without a widgets build there is no pinned folder: the snippets name the evergreen bundle.
  const folder = integrity?.path ?? '/widgets/';
  return {
    version,
    elements,
    tokens,
    bundle: {
      loaderUrl: `${siteUrl}${folder}loader.js`,
      integrity: integrity?.files['loader.js'],
      typesUrl: `${siteUrl}${folder}medspa-widgets.d.ts`,
    },
    files: {
      manifest: `${folder}custom-elements.json`,
      integrity: `${folder}${INTEGRITY_FILE}`,
      embed: `${siteUrl}${folder}embed.js`,
      embedIntegrity: integrity?.files['embed.js'],
    },
  };
}

export async function loadCatalogue(dist: string, siteUrl: string, log: (m: string) => void): Promise<Catalogue> {
  const version = packageVersion();
  const widgets = join(dist, 'widgets');
  const manifestFile = join(widgets, 'custom-elements.json');
  const integrityFile = join(widgets, INTEGRITY_FILE);
  const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
  if (!existsSync(integrityFile))
    log(`warning: no ${integrityFile} (run npm run build:widgets first): the catalogue's snippets carry no integrity`);
  const manifest = existsSync(manifestFile) ? read<CemManifest>(manifestFile) : ((await buildManifest()) as CemManifest);
  return catalogueFrom(manifest, existsSync(integrityFile) ? read<Integrity>(integrityFile) : undefined, version, siteUrl);
}
