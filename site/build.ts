/**
 * The site build: site/pages/* wrapped in site/layout.html -> <dist>/ (MEDSPA_DIST, default dist).
 *
 *   node --import tsx site/build.ts        (npm run build:site; run after tsup, which writes <dist>/widgets)
 *
 * - `<!-- @include partials/x.html -->` includes a file relative to site/ (recursively);
 * - `<!-- @head --> … <!-- @endhead -->` at the top of a page goes into that page's <head>;
 * - `{{clinic.phone}}`-style paths read widgets/content/clinic.ts; `{{asset:assets/site.css}}` gives the hashed URL;
 *   other names: page.*, bookingUrl, clinicAddressLine, directionsUrl, year, hoursList, socialList.
 *   An unknown name or a missing include fails the build.
 * - assets: site/assets/* get content hashes (long cache), and so do the page scripts written in TypeScript
 *   (PAGE_SCRIPTS, bundled with esbuild); site/public/* are copied as they are;
 * - the widget catalogue (/widgets, site/templates/widgets.tsx) from <dist>/widgets/custom-elements.json;
 *   site.css is site/assets/site.css followed by every site/partials/**\/*.css (widget fallbacks);
 * - robots.txt, sitemap.xml (with a page per blog post) and blog/rss.xml from site/routes.ts and the snapshot; JSON-LD MedicalBusiness from widgets/content/clinic.ts;
 * - every text file (pages and widgets) precompressed to .br and .gz for the host.
 * Env: SITE_URL (canonical origin, default http://127.0.0.1:8080); SUPABASE_URL, SUPABASE_ANON_KEY,
 * BOOKING_URL (when set, written into each page's #medspa-config block).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zc, gzipSync } from 'node:zlib';
import { clinic, clinicAddressLine, directionsUrl } from '../widgets/content/clinic';
import { BLOG_POST_PATH_TOKEN, dataRoutes, outFile, routes, specialPages, type PageContext, type Route } from './routes';
import { takeSnapshot, type Snapshot } from './snapshot';
import { escapeHtml, renderHtml } from './templates/render';
import { inlineJson } from '../widgets/runtime/inline-data';
import { RSS_PATH, rssFeed } from './templates/blog';
import { imgAttributes, preloadLinks, sourceElements, staticImage } from './templates/images';
import { IMAGE_LAYOUTS, type ImageLayoutName } from '../widgets/runtime/media/layouts';
import { IMAGE_TRANSFORMATIONS_ENV, transformationsSetting } from '../widgets/runtime/config';
import { build as esbuild } from 'esbuild';
import { loadCatalogue } from './catalogue/data';
import { buildServerRenderer, STYLE_HASHES } from './ssr/bundle';
import { widgetFn } from './ssr/element';
import { framePages } from './templates/widgets';

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

/** A 1×1 transparent image, for a first image whose bucket turned out empty (the build warns). */
const NO_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

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

/** Expands `<!-- @include partials/x.html -->` (recursively, inside site/ only). */
export function resolveIncludes(html: string, from: string, stack: string[] = []): string {
  return html.replace(/<!--\s*@include\s+(\S+)\s*-->/g, (_m, rel: string) => {
    const file = resolve(SITE, rel);
    if (!file.startsWith(SITE + sep)) throw new Error(`${from}: include outside site/: ${rel}`);
    if (!existsSync(file)) throw new Error(`${from}: missing include ${rel}`);
    if (stack.includes(file)) throw new Error(`${from}: include cycle through ${rel}`);
    return resolveIncludes(readFileSync(file, 'utf8').trim(), rel, [...stack, file]);
  });
}

function lookup(path: string, vars: Record<string, unknown>): unknown {
  let v: unknown = vars;
  for (const key of path.split('.')) {
    if (v == null || typeof v !== 'object' || !(key in v)) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

function jsonLd(siteUrl: string) {
  const dayNames: Record<string, string> = {
    Mo: 'Monday',
    Tu: 'Tuesday',
    We: 'Wednesday',
    Th: 'Thursday',
    Fr: 'Friday',
    Sa: 'Saturday',
    Su: 'Sunday',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    '@id': `${siteUrl}/#clinic`,
    name: clinic.name,
    legalName: clinic.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    telephone: clinic.phoneE164,
    email: clinic.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      addressLocality: clinic.address.city,
      addressRegion: clinic.address.region,
      postalCode: clinic.address.postalCode,
      addressCountry: clinic.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: clinic.geo.lat, longitude: clinic.geo.lng },
    openingHoursSpecification: clinic.hours
      .filter((h) => h.opens)
      .map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: h.dayCodes.map((d) => dayNames[d]),
        opens: h.opens,
        closes: h.closes,
      })),
    sameAs: clinic.social.map((s) => s.url),
    medicalSpecialty: ['Dermatology', 'PlasticSurgery'],
    employee: clinic.staff.map((s) => ({ '@type': 'Person', name: s.name, jobTitle: s.role })),
  };
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
  const partialCss = walk(join(SITE, 'partials')).filter((f) => f.endsWith('.css'));
  for (const file of walk(join(SITE, 'assets'))) {
    const rel = relative(SITE, file).split(sep).join('/');
    let body = readFileSync(file);
    if (rel === 'assets/site.css') {
      body = Buffer.concat([
        Buffer.from(`/* widgets/runtime/theme.css tokens */\n${themeTokens()}\n`),
        body,
        ...partialCss.map((f) => Buffer.from(`\n/* ${relative(SITE, f)} */\n${readFileSync(f, 'utf8')}`)),
      ]);
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
  const configBlock = Object.keys(config).length ? `<script type="application/json" id="medspa-config">${inlineJson(config)}</script>` : '';

  const html = {
    hoursList: `<dl class="hours">${clinic.hours.map((h) => `<dt>${esc(h.days)}</dt><dd>${esc(h.label)}</dd>`).join('')}</dl>`,
    socialList: `<ul class="link-list">${clinic.social
      .map(
        (s) =>
          `<li><a href="${esc(s.url)}" target="_blank" rel="noopener noreferrer">${esc(s.label)}<span class="sr-only"> (opens in a new tab)</span></a></li>`,
      )
      .join('')}</ul>`,
  };
  const layout = readFileSync(join(SITE, 'layout.html'), 'utf8');
  const asset = (path: string) => {
    const url = assetUrls.get(path);
    if (!url) throw new Error(`unknown asset ${path}`);
    return url;
  };
  const imageTransformations = opts.imageTransformations ?? transformationsSetting(process.env[IMAGE_TRANSFORMATIONS_ENV]);
  const catalogue = await loadCatalogue(dist, siteUrl, log);
  // The widgets' own renderer (site/ssr): every element on a page is its component's server markup.
  const renderer = await buildServerRenderer(dist);
  renderer.configure({ supabaseUrl: process.env.SUPABASE_URL ?? '', bookingUrl, imageTransformations });
  const serverData = renderer.snapshotData(snapshot);
  const widget = widgetFn((tag, attributes) => renderer.renderElement(tag, { attributes, data: serverData }));
  // The pages' CSP allows these inline stylesheets (the elements' shadow roots) by hash (site/host/headers.ts).
  const styleHashes = renderer.serverStyles().map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  writeFileSync(join(dist, STYLE_HASHES), JSON.stringify(styleHashes, null, 1));
  const ctx: PageContext = { siteUrl, snapshot, bookingUrl, asset, imageTransformations, catalogue, widget };
  const chrome = {
    'page.bookNow': renderHtml(widget('medspa-book-now')),
    'page.footer': renderHtml(widget('medspa-footer')),
  };
  /** `{{media:hero_images#0}}`: the public URL of a bucket's first (nth) image, from the snapshot. */
  const media = (ref: string, where: string) => {
    const m = /^(\w+)#(\d+)$/.exec(ref);
    const images = m ? snapshot.buckets[m[1] as keyof Snapshot['buckets']]?.filter((i) => i.kind === 'image') : undefined;
    if (!m || !images) throw new Error(`${where}: unknown media ${ref} (write {{media:<bucket>#<n>}})`);
    const item = images[Number(m[2])];
    if (!item) log(`warning: ${where}: ${m[1]} has no image #${m[2]} (${snapshot.source}); a transparent placeholder stands in`);
    return item?.url ?? NO_IMAGE;
  };
  /** `{{img:<layout>:<bucket>#<n>}}` and its kin: that image drawn in a layout of runtime/media/layouts.ts. */
  const image = (kind: string, ref: string, where: string) => {
    const [layout, media_] = ref.split(/:(.*)/s) as [string, string];
    if (!(layout in IMAGE_LAYOUTS)) throw new Error(`${where}: unknown image layout ${layout} ({{${kind}:<layout>:<bucket>#<n>}})`);
    const r = staticImage(media(media_, where), layout as ImageLayoutName, imageTransformations);
    return kind === 'img' ? imgAttributes(r) : kind === 'sources' ? sourceElements(r) : preloadLinks(r);
  };
  const ld = inlineJson(jsonLd(siteUrl));
  /** A rendered page's own CSS (PageBody.styles), written as a hashed asset like site/assets/*. */
  const pageStyles = (route: Route, css: string) => {
    const name =
      outFile(route)
        .replace(/\/?index\.html$|\.html$/, '')
        .replace(/\//g, '-') || 'home';
    const rel = `assets/page-${name}.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, rel), css);
    return `/${rel}`;
  };

  const render = (route: Route): string => {
    let body: string;
    let head = '';
    if (route.render) {
      const out = route.render(ctx);
      body = out.content;
      head = (out.styles?.length ? `<link rel="stylesheet" href="${pageStyles(route, out.styles.join('\n'))}">\n` : '') + (out.head ?? '');
    } else {
      body = resolveIncludes(readFileSync(join(SITE, 'pages', route.page), 'utf8'), `pages/${route.page}`);
      body = body.replace(/^\s*<!--\s*@head\s*-->([\s\S]*?)<!--\s*@endhead\s*-->/, (_m, h: string) => {
        head = h.trim();
        return '';
      });
    }
    const canonicalPath = route.path === '/blog/{id}' ? BLOG_POST_PATH_TOKEN : route.path;
    const page = {
      title: route.path === '/' ? route.title : `${route.title} | ${clinic.name}`,
      description: route.description,
      canonical: `${siteUrl}${canonicalPath}`,
    };
    const raw: Record<string, string> = {
      'page.content': body.trim(),
      'page.head': head,
      'page.config': configBlock,
      'page.jsonld': ld,
      'page.robots': route.noindex ? '<meta name="robots" content="noindex">' : '',
      ...chrome,
      // The navbar marks the page it is on (aria-current), as it does in the browser from location.
      'page.navbar': renderHtml(widget('medspa-navbar', { 'current-path': canonicalPath })),
      ...html,
    };
    const vars = { page, clinic, bookingUrl, clinicAddressLine, directionsUrl, year: new Date().getFullYear() };
    // Two passes: structure first (raw blocks may hold {{…}} of their own), then values.
    let out = resolveIncludes(layout, 'layout.html').replace(
      /\{\{\s*(page\.(?:content|head|config|jsonld|robots|navbar|bookNow|footer)|hoursList|socialList)\s*\}\}/g,
      (_m, k: string) => raw[k]!,
    );
    out = out.replace(/\{\{\s*(page\.(?:content|head)|hoursList|socialList)\s*\}\}/g, (_m, k: string) => raw[k]!);
    out = out.replace(/\{\{\s*([\w.:/#-]+)\s*\}\}/g, (_m, key: string) => {
      if (key.startsWith('asset:')) return asset(key.slice(6));
      if (key.startsWith('media:')) return esc(media(key.slice(6), route.page));
      const img = /^(img|sources|preload):(.+)$/.exec(key);
      if (img) return image(img[1]!, img[2]!, route.page);
      const v = lookup(key, vars);
      if (v == null || typeof v === 'object') throw new Error(`${route.page}: unknown substitution {{${key}}}`);
      return esc(String(v));
    });
    return out.replace(/\n\s*\n/g, '\n');
  };

  const all = [...routes, ...specialPages, ...dataRoutes(ctx)];
  for (const route of all) {
    const file = join(dist, outFile(route));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, render(route));
  }

  for (const { file, html: page } of framePages(ctx, configBlock)) {
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
  writeFileSync(join(dist, RSS_PATH), rssFeed(snapshot.news, siteUrl));
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
