/**
 * The site build (docs/architecture.md, "The site build"): every route of site/routes.ts rendered through the page
 * pipeline (site/render/) -> <dist>/ (MEDSPA_DIST, default dist).
 *
 *   node --import tsx --import ./site/render/register.mjs site/build.ts   (npm run build:site; after tsup)
 *
 * 1. the snapshot: build-time data (site/snapshot.ts), from SUPABASE_URL or the local seed;
 * 2. assets with content hashes, page scripts, public files (site/build/assets.ts);
 * 3. the widget catalogue's data from <dist>/widgets (site/build/catalogue.ts);
 * 4. every page, the catalogue's frames, the CSP hashes and the host's page context (site/build/pages.ts);
 * 5. sitemap.xml, robots.txt, blog/rss.xml, site-build.json (site/build/indexes.ts);
 * 6. every text file precompressed to .br and .gz for the host (site/build/precompress.ts).
 * Env: SITE_URL (canonical origin, default http://127.0.0.1:8080); SUPABASE_URL, SUPABASE_ANON_KEY,
 * BOOKING_URL (when set, written into each page's #medspa-config block); SUPABASE_IMAGE_TRANSFORMATIONS.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clinic } from '../widgets/content/clinic';
import { IMAGE_TRANSFORMATIONS_ENV, transformationsSetting } from '../widgets/runtime/config';
import { dataRoutes, routes, specialPages } from './routes';
import { takeSnapshot, type Snapshot } from './snapshot';
import { assetLookup, assetTexts, createPageContext } from './render/context';
import { loadRenderer } from './render/renderer';
import { loadCatalogue } from './build/catalogue';
import { writeAssets } from './build/assets';
import { writePages, writeServerFiles } from './build/pages';
import { writeIndexes } from './build/indexes';
import { precompress } from './build/precompress';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildOptions {
  dist?: string;
  siteUrl?: string;
  quiet?: boolean;
  /** Build-time data; default: takeSnapshot() of SUPABASE_URL or the local seed. */
  snapshot?: Snapshot;
  /** Storage variants for images; default: SUPABASE_IMAGE_TRANSFORMATIONS (on unless `off`). */
  imageTransformations?: boolean;
}

/** The widgets' runtime settings chosen at build time (the #medspa-config block), from the environment. */
function configFromEnv(env = process.env): Record<string, string> {
  const config: Record<string, string> = {};
  if (env.SUPABASE_URL) config.supabaseUrl = env.SUPABASE_URL;
  if (env.SUPABASE_ANON_KEY) config.supabaseAnonKey = env.SUPABASE_ANON_KEY;
  if (env.BOOKING_URL) config.bookingUrl = env.BOOKING_URL;
  return config;
}

/** Empties <dist> of what an earlier site build wrote; the widgets (tsup's output) stay. */
function cleanDist(dist: string): void {
  mkdirSync(dist, { recursive: true });
  for (const name of readdirSync(dist)) if (name !== 'widgets') rmSync(join(dist, name), { recursive: true, force: true });
}

export async function buildSite(opts: BuildOptions = {}): Promise<{ dist: string; pages: number; ms: number }> {
  const t0 = performance.now();
  const dist = resolve(ROOT, opts.dist ?? process.env.MEDSPA_DIST ?? 'dist');
  const siteUrl = (opts.siteUrl ?? process.env.SITE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const log = opts.quiet ? () => {} : (m: string) => console.log(m);
  const snapshot =
    opts.snapshot ?? (await takeSnapshot({ supabaseUrl: process.env.SUPABASE_URL, anonKey: process.env.SUPABASE_ANON_KEY, log }));

  cleanDist(dist);
  const assets = await writeAssets(dist);
  const renderer = await loadRenderer();
  const ctx = createPageContext(renderer, {
    siteUrl,
    snapshot,
    bookingUrl: process.env.BOOKING_URL || clinic.bookingUrl,
    asset: assetLookup(assets),
    css: assetTexts(dist, assets),
    js: assetTexts(dist, assets),
    imageTransformations: opts.imageTransformations ?? transformationsSetting(process.env[IMAGE_TRANSFORMATIONS_ENV]),
    catalogue: await loadCatalogue(dist, siteUrl, log),
    config: configFromEnv(),
  });
  const pages = [...routes, ...specialPages, ...dataRoutes(ctx)];
  writeServerFiles(dist, renderer, ctx, assets, writePages(dist, ctx, pages));
  writeIndexes({ dist, siteUrl, pages, snapshot, assets });

  const compressed = precompress(dist);
  const ms = Math.round(performance.now() - t0);
  log(`site: ${pages.length} pages, ${compressed} files precompressed -> ${relative(process.cwd(), dist) || '.'} in ${ms} ms`);
  return { dist, pages: pages.length, ms };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildSite().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
