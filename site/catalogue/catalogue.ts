/**
 * What the widget catalogue (/widgets, ./index.ts) shows: the elements of the bundle's custom-elements.json
 * (scripts/manifest.ts) and the addresses and hashes of the versioned bundle's integrity.json
 * (scripts/versioned-bundle.ts). The build reads both from <dist>/widgets (site/build/catalogue.ts); this file only
 * shapes them, so the pages and the host never load build tooling (eslint/boundaries.js).
 */
import type { Bundle } from './snippets';

/** The parts of a Custom Elements Manifest declaration the catalogue shows (read loosely: it may grow). */
export interface CemItem {
  name: string;
  description?: string;
  default?: string;
  type?: { text: string };
}
/**
 * How an attribute is written: `string`, `number` and `boolean` as named; any other type text is a JSON
 * attribute's value shape (scripts/manifest.ts), written as JSON text.
 */
export function attributeKind(item: CemItem): 'string' | 'number' | 'boolean' | 'json' {
  const text = item.type?.text ?? 'string';
  return text === 'string' || text === 'number' || text === 'boolean' ? text : 'json';
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
  files: { manifest: string; integrity: string; embed: string; embedIntegrity?: string; frame: string; frameIntegrity?: string };
}

/** What the catalogue is made of; the integrity's shape is scripts/versioned-bundle.ts's `Integrity`. */
export interface CatalogueSource {
  manifest: CemManifest;
  /** The versioned bundle's integrity.json, when the widgets were built: its folder and each file's hash. */
  integrity?: { path: string; files: Record<string, string> };
  /** That file's name beside the bundle (scripts/versioned-bundle.ts INTEGRITY_FILE). */
  integrityFile: string;
  /** The widgets' package version. */
  version: string;
  siteUrl: string;
}

export function catalogueFrom({ manifest, integrity, integrityFile, version, siteUrl }: CatalogueSource): Catalogue {
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
      integrity: `${folder}${integrityFile}`,
      embed: `${siteUrl}${folder}embed.js`,
      embedIntegrity: integrity?.files['embed.js'],
      // the iframe fallback's parent script (widgets/runtime/frame-parent.ts)
      frame: `${siteUrl}${folder}frame.js`,
      frameIntegrity: integrity?.files['frame.js'],
    },
  };
}
