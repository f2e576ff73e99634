/**
 * The site build: every route of site/routes.ts rendered by site/render/render-page.tsx (its body in the layout)
 * -> <dist>/ (MEDSPA_DIST, default dist).
 *
 *   node --import tsx --import ./site/render/register.mjs site/build.ts   (npm run build:site; after tsup)
 *
 * - pages are TSX functions (site/pages, site/templates); every custom element in them is drawn by its own component
 *   (ctx.widget: the server renderer runs in this process, site/render/renderer.ts);
 * - assets: site/assets/* get content hashes (long cache), and so do the page scripts written in TypeScript
 *   (PAGE_SCRIPTS, bundled with esbuild); site/public/* are copied as they are;
 * - the widget catalogue (/widgets, site/templates/widgets.tsx) from <dist>/widgets/custom-elements.json;
 *   site.css is the theme tokens followed by site/assets/site.css;
 * - robots.txt, sitemap.xml (with a page per blog post) and blog/rss.xml from site/routes.ts and the snapshot; JSON-LD MedicalBusiness from widgets/content/clinic.ts;
 * - <dist>/server/page-context.json: what the host needs to render the pages made from data the same way;
 * - every text file (pages and widgets) precompressed to .br and .gz for the host.
 * Env: SITE_URL (canonical origin, default http://127.0.0.1:8080); SUPABASE_URL, SUPABASE_ANON_KEY,
 * BOOKING_URL (when set, written into each page's #medspa-config block).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zc, gzipSync } from 'node:zlib';
import { clinic } from '../widgets/content/clinic';
import { dataRoutes, routes, specialPages } from './routes';
import { outFile, type Route } from './render/page';
import { takeSnapshot, type Snapshot } from './snapshot';
import { escapeHtml } from './render/html';
import { RSS_PATH, rssFeed, snapshotFeed } from './templates/blog';
import { IMAGE_TRANSFORMATIONS_ENV, transformationsSetting } from '../widgets/runtime/config';
import { build as esbuild } from 'esbuild';
import { loadCatalogue } from './catalogue/data';
import { PAGE_CONTEXT, STYLE_HASHES } from './render/paths';
import { createPageContext } from './render/context';
import { loadRenderer } from './render/renderer';
import { framePages } from './templates/widgets';
import { pageStylesheet, renderPage } from './render/render-page';
import { configBlock } from './render/layout';

const SITE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(SITE, '..');

export interface BuildOptions {
  dist?: string;
  siteUrl?: string;
  quiet?: boolean;
  /** Build-time data; default: takeSnapshot() of SUPABASE_URL or the local seed. */
  snapshot?: Snapshot;
  /** Storage variants for images; default: SUPABASE_IMAGE_TRANSFORMATIONS (on unless `off`). */
  imageTransformations?: boolean;
}

const esc = escapeHtml;

/** Browser scripts of the site written in TypeScript: source -> the asset name pages ask for (`ctx.asset`). */
const PAGE_SCRIPTS: Record<string, string> = { 'catalogue/page.ts': 'assets/catalogue.js' };

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

/**
 * The widgets' theme tokens (the --medspa-* properties on :host in widgets/runtime/theme.css) as a :root block,
 * so the static pages and the fallbacks use the very same values: one place to change a colour.
 */
export function themeTokens(): string {
  const theme = readFileSync(join(SITE, '..', 'widgets', 'runtime', 'theme.css'), 'utf8');
  const host = /:host\s*\{([^}]*)\}/.exec(theme)?.[1] ?? '';
  const tokens = host.match(/--medspa-[\w-]+\s*:[^;]+;/g);
  if (!tokens?.length) throw new Error('widgets/runtime/theme.css: no --medspa-* tokens on :host');
  return `:root {\n${tokens.map((t) => `  ${t.trim()}`).join('\n')}\n}`;
}

export async function buildSite(opts: BuildOptions = {}): Promise<{ dist: string; pages: number; ms: number }> {
  const t0 = performance.now();
  const dist = resolve(ROOT, opts.dist ?? process.env.MEDSPA_DIST ?? 'dist');
  const siteUrl = (opts.siteUrl ?? process.env.SITE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const log = opts.quiet ? () => {} : (m: string) => console.log(m);
  const snapshot =
    opts.snapshot ?? (await takeSnapshot({ supabaseUrl: process.env.SUPABASE_URL, anonKey: process.env.SUPABASE_ANON_KEY, log }));

  // Clean what an earlier site build wrote; the widgets (tsup's output) stay.
  mkdirSync(dist, { recursive: true });
  for (const name of readdirSync(dist)) if (name !== 'widgets') rmSync(join(dist, name), { recursive: true, force: true });

  // Assets: hashed names, so the host may cache them for a year.
  const assetUrls = new Map<string, string>();
  for (const file of walk(join(SITE, 'assets'))) {
    const rel = relative(SITE, file).split(sep).join('/');
    let body = readFileSync(file);
    if (rel === 'assets/site.css') {
      body = Buffer.concat([Buffer.from(`/* widgets/runtime/theme.css tokens */\n${themeTokens()}\n`), body]);
    }
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
    const hashed = rel.replace(/(\.[^./]+)$/, `.${hash}$1`);
    mkdirSync(dirname(join(dist, hashed)), { recursive: true });
    writeFileSync(join(dist, hashed), body);
    assetUrls.set(rel, `/${hashed}`);
  }
  for (const [source, rel] of Object.entries(PAGE_SCRIPTS)) {
    const out = await esbuild({
      entryPoints: [join(SITE, source)],
      bundle: true,
      format: 'esm',
      target: 'es2022',
      minify: true,
      write: false,
      legalComments: 'none',
    });
    const body = Buffer.from(out.outputFiles[0]!.contents);
    const hashed = rel.replace(/(\.[^./]+)$/, `.${createHash('sha256').update(body).digest('hex').slice(0, 10)}$1`);
    mkdirSync(dirname(join(dist, hashed)), { recursive: true });
    writeFileSync(join(dist, hashed), body);
    assetUrls.set(rel, `/${hashed}`);
  }
  for (const file of walk(join(SITE, 'public'))) {
    const rel = relative(join(SITE, 'public'), file);
    mkdirSync(dirname(join(dist, rel)), { recursive: true });
    writeFileSync(join(dist, rel), readFileSync(file));
  }

  const bookingUrl = process.env.BOOKING_URL || clinic.bookingUrl;
  const config: Record<string, string> = {};
  if (process.env.SUPABASE_URL) config.supabaseUrl = process.env.SUPABASE_URL;
  if (process.env.SUPABASE_ANON_KEY) config.supabaseAnonKey = process.env.SUPABASE_ANON_KEY;
  if (process.env.BOOKING_URL) config.bookingUrl = process.env.BOOKING_URL;
  const asset = (path: string) => {
    const url = assetUrls.get(path);
    if (!url) throw new Error(`unknown asset ${path}`);
    return url;
  };
  const imageTransformations = opts.imageTransformations ?? transformationsSetting(process.env[IMAGE_TRANSFORMATIONS_ENV]);
  const catalogue = await loadCatalogue(dist, siteUrl, log);
  // Every element on a page is its component's server markup (site/render/context.ts).
  const renderer = await loadRenderer();
  const ctx = createPageContext(renderer, { siteUrl, snapshot, bookingUrl, asset, imageTransformations, catalogue, config });
  // The pages' CSP allows these inline stylesheets (the elements' shadow roots) by hash (site/host/headers.ts).
  const styleHashes = renderer.serverStyles().map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  mkdirSync(dirname(join(dist, STYLE_HASHES)), { recursive: true });
  writeFileSync(join(dist, STYLE_HASHES), JSON.stringify(styleHashes, null, 1));
  // What the host needs to render the /blog list and a post published after the build the same way (site/host/pages.ts).
  const pageContext = { siteUrl, bookingUrl, assets: Object.fromEntries(assetUrls), imageTransformations, config, snapshot };
  writeFileSync(join(dist, PAGE_CONTEXT), JSON.stringify(pageContext));
  /** A rendered page's own CSS (PageBody.styles), written as a hashed asset like site/assets/*. */
  const pageStyles = (route: Route, css: string) => {
    const rel = pageStylesheet(route.stylesheetOf ?? outFile(route), css);
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, rel), css);
    return `/${rel}`;
  };

  const all = [...routes, ...specialPages, ...dataRoutes(ctx)];
  for (const route of all) {
    const file = join(dist, outFile(route));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderPage(route, ctx, { writeStyles: pageStyles }));
  }

  for (const { file, html: page } of framePages(ctx, configBlock(config))) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), page);
  }

  const today = new Date().toISOString().slice(0, 10);
  const inSitemap = all.filter((r) => r.sitemap);
  writeFileSync(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${inSitemap
      .map(
        (r) =>
          `  <url><loc>${esc(siteUrl + r.path)}</loc><lastmod>${today}</lastmod><priority>${r.path === '/' ? '1.0' : r.path.startsWith('/services/') ? '0.7' : '0.8'}</priority></url>`,
      )
      .join('\n')}\n</urlset>\n`,
  );
  writeFileSync(join(dist, RSS_PATH), rssFeed(snapshotFeed(snapshot), siteUrl));
  writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /checkout/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  writeFileSync(
    join(dist, 'site-build.json'),
    JSON.stringify(
      { builtAt: new Date().toISOString(), siteUrl, routes: inSitemap.map((r) => r.path), assets: Object.fromEntries(assetUrls) },
      null,
      2,
    ),
  );

  const compressed = precompress(dist);
  const ms = Math.round(performance.now() - t0);
  log(`site: ${all.length} pages, ${compressed} files precompressed -> ${relative(process.cwd(), dist) || '.'} in ${ms} ms`);
  return { dist, pages: all.length, ms };
}

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|map|webmanifest)$/;

/** Writes .br and .gz beside every compressible file (skipping ones already up to date). */
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildSite().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
