/**
 * `npm run bench`: Lighthouse (mobile and desktop presets) over every route on the local host, the bundle
 * size table, the local API figures (bench/api.ts, when present), a JSON report, and the budgets of
 * bench/budgets.json (pass/over). A benchmark: noise never fails anything, the exit code is 0.
 *
 * Media (issue 16): the seed images are 5–45 KB, a clinic uploads 4.8 MB camera photos. BENCH_MEDIA=both (default)
 * runs the Lighthouse pass with the seed media, then generates camera-size copies (bench/camera-media.ts, into a
 * temporary directory removed at the end; about 80 s for the 40 images on a busy 2-core machine, regenerated every
 * run rather than cached: 190 MB) and runs it again on a restarted host with LOCAL_MEDIA_DIR pointing at them; then
 * a per-route table compares weight, LCP and performance. The build is the same for both (same file names), so it
 * lists the same media.
 *
 * Env: BENCH_ROUTES=/,/store (subset), BENCH_PRESETS=mobile (subset; seed pass, default mobile + desktop),
 * BENCH_MEDIA=seed|camera|both, BENCH_CAMERA_PRESETS (camera pass, default mobile), BENCH_WARM=0 (measure cold image
 * variants: no warm-up load of every route first), BENCH_API=0 (skip the API figures), MEDSPA_DIST (the build to serve; built first when missing), CHROME_PATH (default /usr/bin/chromium).
 * Islands (issue 18): before the seed pass's Lighthouse runs, each route is loaded once per preset with no interaction and
 * the JavaScript it fetched is counted (bench/first-interaction.ts): the "JS 1st" column, `firstInteraction` in the
 * JSON, a markdown table, the `jsBeforeInteractionGzKB` budgets. BENCH_FIRST=0 skips it; `npm run bench:js-first` runs
 * it alone.
 * First touch (issue 26): after the seed pass's Lighthouse runs, every control of every route (the navbar's buttons,
 * consultation buttons, form submits, "Buy Now") is tapped right after `load` on a fresh page throttled as
 * Lighthouse's phone (bench/first-touch.ts), timed to the frame that answers it, and the contact and newsletter
 * forms are autofilled and submitted to count the rows stored: two more tables, `firstTouch` in the JSON, the
 * `touch` budgets. BENCH_TOUCH=0 skips it; `npm run bench:touch` runs it alone.
 * Content at scale (issue 27): BENCH_CONTENT=large adds a pass on a host of its own seeded with the service key with
 * 1,000 posts, 200 products and 100 testimonials (bench/large-content.ts): per route (and /blog/page/2, a post, the
 * feed) the page weight, DOM elements with shadow roots, API bytes fetched and the server's time to render the page
 * (after a write) and to answer it from its cache (medians of 5), beside the seed figures: `largeContent` in
 * the JSON, a markdown table. BENCH_LIGHTHOUSE=0 skips the Lighthouse passes (only the large-content pass, the bundle
 * sizes and the API figures then).
 * Side by side (issue 39): BENCH_BASE=<commit> adds, at the end, the same figures on a build of that commit measured in
 * the same run (bench/compare.ts: tap to dialog open, JS before interaction per route, Lighthouse mobile on `/` with
 * seed and camera photos, as ratios); `npm run bench:compare` runs it alone.
 * Reports: bench/reports/<timestamp>.json and bench/reports/latest.json (each Lighthouse row carries its `media`), and
 * <timestamp>.md / latest.md (the first-interaction and first-touch tables).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { routes } from '../site/routes';
import { bundleSizes, formatSizes, gzipSize } from '../scripts/bundle-sizes';
import { chromium } from '@playwright/test';
import { launchChrome, runLighthouse, type LighthouseRow, type Preset } from './lighthouse';
import { budgetApplies, checkBundle, checkLighthouse, checkTouch, type BenchRow, type Budgets, type Media } from './budgets';
import { makeCameraMedia, type CameraMedia } from './camera-media';
import { ensureBuilt, freePort, startHost, stopHost } from './host';
import { formatFirstInteraction, markdownFirstInteraction, measureFirstInteraction, type FirstInteractionRow } from './first-interaction';
import { markdownFirstTouch, measureFirstTouch, touchRoutes, type FirstTouchResult } from './first-touch';
import { compareWithBase, markdownComparison } from './compare';
import { markdownContent, measureContent, seedLargeContent, touchContent, type ContentRow, type SeedFigures } from './large-content';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = resolve(ROOT, process.env.MEDSPA_DIST ?? 'dist');
const WIDGETS = join(DIST, 'widgets');

const gz = gzipSize;
const kb = (n: number | null) => (n == null ? '—' : `${(n / 1024).toFixed(1)} KB`);

/** loader.js and every file it imports statically (what a page pays before any widget). */
function loaderClosure(): { files: string[]; raw: number; gzip: number } {
  const seen = new Set<string>();
  const visit = (rel: string) => {
    if (seen.has(rel)) return;
    const file = join(WIDGETS, rel);
    if (!existsSync(file)) return;
    seen.add(rel);
    const src = readFileSync(file, 'utf8');
    // Static imports only: `import … from "./x.js"` / `import "./x.js"` (not `import("./x.js")`).
    for (const m of src.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{},\s]+from\s*)?["']([^"']+)["']/g)) {
      visit(relative(WIDGETS, resolve(dirname(file), m[1]!)));
    }
  };
  visit('loader.js');
  let raw = 0;
  let gzip = 0;
  for (const rel of seen) {
    const buf = readFileSync(join(WIDGETS, rel));
    raw += buf.length;
    gzip += gz(buf);
  }
  return { files: [...seen], raw, gzip };
}

/** Gzip bytes of the scripts a page loaded, counted from the built files (same-origin URLs). */
function scriptsGz(row: LighthouseRow, origin: string): number | null {
  if (row.error) return null;
  let total = 0;
  for (const s of row.scripts) {
    if (!s.url.startsWith(origin)) continue;
    const file = join(DIST, decodeURIComponent(new URL(s.url).pathname));
    if (file.startsWith(DIST) && existsSync(file)) total += gz(readFileSync(file));
  }
  return total;
}

const fmt = (n: number | null, digits = 0) => (n == null ? '—' : n.toFixed(digits));

function presetsFrom(value: string | undefined, fallback: Preset[]): Preset[] {
  const list = value?.split(',').map((s) => s.trim()) ?? fallback;
  return list.filter((p): p is Preset => p === 'mobile' || p === 'desktop');
}

const HEADER = `${'route'.padEnd(32)}${'preset'.padEnd(9)}${'perf'.padStart(5)}${'a11y'.padStart(5)}${'bp'.padStart(5)}${'seo'.padStart(5)}${'LCP ms'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'KB'.padStart(8)}${'JS gz'.padStart(10)}${'JS 1st'.padStart(10)}${'  s'.padStart(6)}`;

/**
 * Loads every route once at Lighthouse's mobile and desktop viewports, so the image variants the pages ask for are
 * rendered before they are measured: a hosted project's CDN keeps them after the first visitor, and the bench
 * measures the page, not the first render of a 4.8 MB upload. BENCH_WARM=0 measures cold variants instead.
 */
async function warmVariants(port: number, origin: string, list: string[]): Promise<void> {
  const t0 = performance.now();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    for (const view of [
      { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
      { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
    ]) {
      const context = await browser.newContext(view);
      const page = await context.newPage();
      for (const route of list) await page.goto(origin + route, { waitUntil: 'networkidle', timeout: 30_000 }).catch(() => {});
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(
    `warm-up: ${list.length} routes at two viewports in ${((performance.now() - t0) / 1000).toFixed(0)} s (BENCH_WARM=0 skips it)`,
  );
}

/** What each route fetches before any interaction (bench/first-interaction.ts), in the bench's Chromium. */
const firstInteraction: FirstInteractionRow[] = [];
async function firstInteractionPass(port: number, origin: string, list: string[], presets: Preset[]): Promise<FirstInteractionRow[]> {
  const t0 = performance.now();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const rows = await measureFirstInteraction(browser, origin, list, presets, DIST);
    console.log(`\nJavaScript before first interaction (${((performance.now() - t0) / 1000).toFixed(0)} s; BENCH_FIRST=0 skips it)`);
    console.log(formatFirstInteraction(rows));
    console.log('');
    return rows;
  } finally {
    await browser.close();
  }
}

/** Taps and autofilled submits on throttled fresh pages (bench/first-touch.ts), in the bench's Chromium. */
let firstTouch: FirstTouchResult | undefined;
async function firstTouchPass(port: number, origin: string, list: string[]): Promise<FirstTouchResult> {
  const t0 = performance.now();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    console.log('');
    const result = await measureFirstTouch(browser, origin, touchRoutes(list, DIST), console.log);
    console.log(`first touch: ${((performance.now() - t0) / 1000).toFixed(0)} s (BENCH_TOUCH=0 skips it)\n`);
    return result;
  } finally {
    await browser.close();
  }
}

/** One Lighthouse pass over `list` × `presets` on a host of its own (started here, stopped at the end). */
async function lighthousePass(media: Media, list: string[], presets: Preset[], mediaDir?: string): Promise<BenchRow[]> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  console.log(
    `\n${media} media: ${list.length} routes × ${presets.join(' + ')} on ${origin} (dist: ${relative(process.cwd(), DIST) || '.'}${mediaDir ? `, LOCAL_MEDIA_DIR=${mediaDir}` : ''})`,
  );
  const host = await startHost(port, mediaDir);
  const rows: BenchRow[] = [];
  try {
    const chrome = await launchChrome();
    try {
      // One warm-up load so the first row does not pay for cold caches in the host and the database.
      await fetch(`${origin}/`)
        .then((r) => r.arrayBuffer())
        .catch(() => {});
      if (process.env.BENCH_WARM !== '0') await warmVariants(chrome.port, origin, list);
      if (media === 'seed' && process.env.BENCH_FIRST !== '0')
        firstInteraction.push(...(await firstInteractionPass(chrome.port, origin, list, presets)));
      const firstOf = (route: string, preset: Preset) => {
        const f = firstInteraction.find((r) => r.route === route && r.preset === preset);
        return f && !f.error ? f.gzBytes : null;
      };
      console.log(HEADER);
      for (const preset of presets) {
        for (const route of list) {
          let row = await runLighthouse(chrome.port, origin + route, route, preset);
          // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP): that is the tool, not the page; try once more.
          if (row.error) row = await runLighthouse(chrome.port, origin + route, route, preset);
          row.jsGzBytes = scriptsGz(row, origin);
          const jsBeforeInteractionGzBytes = media === 'seed' ? firstOf(route, preset) : null;
          rows.push({
            ...row,
            media,
            jsBeforeInteractionGzBytes,
            scripts: row.scripts.map((sc) => ({ ...sc, url: sc.url.replace(origin, '') })),
          });
          if (row.error) console.log(`${route.padEnd(32)}${preset.padEnd(9)}error: ${row.error}`);
          else
            console.log(
              `${route.padEnd(32)}${preset.padEnd(9)}${fmt(row.performance).padStart(5)}${fmt(row.accessibility).padStart(5)}${fmt(row.bestPractices).padStart(5)}${fmt(row.seo).padStart(5)}${fmt(row.lcpMs).padStart(8)}${fmt(row.tbtMs).padStart(8)}${fmt(row.cls, 3).padStart(7)}${fmt(row.weightKB).padStart(8)}${kb(row.jsGzBytes).padStart(10)}${kb(jsBeforeInteractionGzBytes).padStart(10)}${(row.durationMs / 1000).toFixed(0).padStart(6)}`,
            );
          if (row.failed.length) console.log(`${''.padEnd(41)}failed audits: ${row.failed.join(', ')}`);
        }
      }
      if (media === 'seed' && process.env.BENCH_TOUCH !== '0') firstTouch = await firstTouchPass(chrome.port, origin, list);
    } finally {
      await chrome.kill();
    }
  } finally {
    await stopHost(host);
  }
  return rows;
}

/** The large-content pass: a host of its own, seeded, every route measured (bench/large-content.ts). */
async function largeContentPass(list: string[]): Promise<{ seed: SeedFigures; rows: ContentRow[] }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const host = await startHost(port);
  try {
    const { LOCAL_SERVICE_ROLE_KEY, LOCAL_ANON_KEY } = await import('../supabase/local/keys');
    console.log(`\nlarge content on ${origin}: seeding with the service key …`);
    const seed = await seedLargeContent(origin, LOCAL_SERVICE_ROLE_KEY);
    const newest = (await (
      await fetch(`${origin}/rest/v1/news?select=id&order=created_at.desc&limit=1`, { headers: { apikey: LOCAL_ANON_KEY } })
    ).json()) as { id: string }[];
    const extra = ['/blog/page/2', '/store/page/2', ...(newest[0] ? [`/blog/${newest[0].id}`] : []), '/blog/rss.xml', '/sitemap.xml'];
    const chrome = await launchChrome();
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const touch = () => touchContent(origin, LOCAL_SERVICE_ROLE_KEY);
      const rows = await measureContent(browser, origin, [...list, ...extra.filter((r) => !list.includes(r))], touch);
      console.log(markdownContent(rows, seed));
      return { seed, rows };
    } finally {
      await browser.close();
      await chrome.kill();
    }
  } finally {
    await stopHost(host);
  }
}

/** Seed vs camera, per route and preset measured with camera media. */
function printComparison(rows: BenchRow[]): void {
  const camera = rows.filter((r) => r.media === 'camera');
  const seedOf = (r: BenchRow) => rows.find((s) => s.media === 'seed' && s.route === r.route && s.preset === r.preset);
  const cells = (r: BenchRow | undefined) =>
    `${fmt(r?.weightKB ?? null).padStart(9)}${fmt(r?.lcpMs ?? null).padStart(8)}${fmt(r?.performance ?? null).padStart(6)}`;
  console.log(`\n${''.padEnd(41)}${'--------- seed ---------'.padStart(23)}  ${'-------- camera --------'.padStart(23)}`);
  console.log(
    `${'route'.padEnd(32)}${'preset'.padEnd(9)}${'KB'.padStart(9)}${'LCP ms'.padStart(8)}${'perf'.padStart(6)}  ${'KB'.padStart(9)}${'LCP ms'.padStart(8)}${'perf'.padStart(6)}`,
  );
  for (const r of camera) console.log(`${r.route.padEnd(32)}${r.preset.padEnd(9)}${cells(seedOf(r))}  ${cells(r)}`);
}

async function main(): Promise<void> {
  const t0 = performance.now();
  ensureBuilt();
  const wanted = process.env.BENCH_ROUTES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const list = wanted?.length ? wanted : routes.map((r) => r.path);
  const mode = process.env.BENCH_MEDIA ?? 'both';
  if (!['seed', 'camera', 'both'].includes(mode)) throw new Error(`BENCH_MEDIA=${mode}: use seed, camera or both`);
  const content = process.env.BENCH_CONTENT ?? 'seed';
  if (!['seed', 'large'].includes(content)) throw new Error(`BENCH_CONTENT=${content}: use seed or large`);
  const passes: { media: Media; presets: Preset[] }[] = [];
  if (mode !== 'camera') passes.push({ media: 'seed', presets: presetsFrom(process.env.BENCH_PRESETS, ['mobile', 'desktop']) });
  if (mode !== 'seed') passes.push({ media: 'camera', presets: presetsFrom(process.env.BENCH_CAMERA_PRESETS, ['mobile']) });
  if (process.env.BENCH_LIGHTHOUSE === '0') passes.length = 0;
  console.log(`bench: ${passes.map((p) => `${p.media} media × ${p.presets.join(' + ')}`).join(', then ')}; ${list.length} routes`);

  const rows: BenchRow[] = [];
  let camera: CameraMedia | undefined;
  // Ctrl+C: the generated copy (≈200 MB) must not stay in the temporary directory.
  const onSignal = () => {
    camera?.remove();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (const pass of passes) {
      if (!pass.presets.length) continue;
      let mediaDir: string | undefined;
      if (pass.media === 'camera') {
        console.log('\ncamera media: generating camera-size copies of supabase/media …');
        camera = await makeCameraMedia();
        mediaDir = camera.dir;
        console.log(
          `camera media: ${camera.images} images, ${(camera.imageBytes / 1e6).toFixed(1)} MB (${(camera.imageBytes / Math.max(1, camera.images) / 1e6).toFixed(2)} MB each), ` +
            `${camera.copied} files copied as they are, ${(camera.bytes / 1e6).toFixed(1)} MB in all, generated in ${(camera.ms / 1000).toFixed(1)} s`,
        );
      }
      rows.push(...(await lighthousePass(pass.media, list, pass.presets, mediaDir)));
    }
  } finally {
    camera?.remove();
  }
  if (rows.some((r) => r.media === 'camera')) printComparison(rows);
  const largeContent = content === 'large' ? await largeContentPass(list) : undefined;

  // Bundle sizes.
  const sizes = bundleSizes(WIDGETS);
  console.log(`\n${formatSizes(sizes, 'widgets/ file')}`);
  const loader = loaderClosure();
  console.log(
    `${'loader.js + static imports'.padEnd(48)}${kb(loader.raw).padStart(10)}${kb(loader.gzip).padStart(10)}   (${loader.files.join(', ')})`,
  );

  // The local API (the backend engineer's bench/api.ts), if present.
  let api: unknown;
  const apiFile = join(ROOT, 'bench/api.ts');
  if (process.env.BENCH_API !== '0' && existsSync(apiFile)) {
    try {
      const mod = (await import(pathToFileURL(apiFile).href)) as { benchApi?: () => Promise<object> };
      if (mod.benchApi) {
        console.log('\nlocal API (bench/api.ts):');
        api = await mod.benchApi();
        console.log(JSON.stringify(api, null, 2));
      }
    } catch (err) {
      api = { error: err instanceof Error ? err.message : String(err) };
      console.log(`local API bench failed: ${(api as { error: string }).error}`);
    }
  }

  // Side by side with another commit (bench/compare.ts), when BENCH_BASE names one.
  const comparison = process.env.BENCH_BASE ? await compareWithBase(process.env.BENCH_BASE) : undefined;

  // Budgets.
  const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as Budgets;
  const results = [
    ...checkLighthouse(budgets.lighthouse, rows),
    ...checkBundle(budgets.bundle, loader.gzip),
    ...(firstTouch ? checkTouch(budgets.touch ?? [], firstTouch.taps, firstTouch.autofill) : []),
  ];
  const width = Math.max(64, ...results.map((r) => r.budget.length + 2));
  console.log(`\n${'budget'.padEnd(width)}${'limit'.padStart(10)}${'actual'.padStart(10)}  result`);
  for (const r of results) {
    console.log(
      `${r.budget.padEnd(width)}${r.limit.padStart(10)}${fmt(r.actual, r.budget.startsWith('touch:') ? 0 : r.actual != null && Math.abs(r.actual) < 1 ? 3 : 1).padStart(10)}  ${r.pass == null ? 'n/a' : r.pass ? 'pass' : 'OVER'}`,
    );
  }

  const report = {
    when: new Date().toISOString(),
    durationS: Math.round((performance.now() - t0) / 1000),
    machine: { node: process.version, cpus: (await import('node:os')).cpus().length, loadavg: (await import('node:os')).loadavg() },
    media: {
      mode,
      camera: camera && { images: camera.images, imageBytes: camera.imageBytes, bytes: camera.bytes, generationMs: Math.round(camera.ms) },
    },
    lighthouse: rows.map(({ scripts, ...r }) => ({ ...r, scripts: scripts.map((sc) => sc.url) })),
    firstInteraction,
    firstTouch,
    largeContent,
    bundle: { files: sizes, loader },
    api,
    comparison,
    budgets: results,
  };
  const dir = join(ROOT, 'bench/reports');
  mkdirSync(dir, { recursive: true });
  const name = `${report.when.replace(/[:.]/g, '-')}.json`;
  writeFileSync(join(dir, name), JSON.stringify(report, null, 2));
  writeFileSync(join(dir, 'latest.json'), JSON.stringify(report, null, 2));
  const sections: string[] = [];
  if (firstInteraction.length) {
    const jsBudgets = budgets.lighthouse.filter((b) => b.metric === 'jsBeforeInteractionGzKB');
    const budgetKB = (r: FirstInteractionRow) => jsBudgets.find((b) => budgetApplies(b, { ...r, media: 'seed' }))?.max;
    sections.push(`## JavaScript before first interaction\n\n${markdownFirstInteraction(firstInteraction, budgetKB)}`);
  }
  if (firstTouch)
    sections.push(
      `## First touch\n\n${markdownFirstTouch(firstTouch, budgets.touch, checkTouch(budgets.touch ?? [], firstTouch.taps, firstTouch.autofill))}`,
    );
  if (comparison) sections.push(`## Side by side (BENCH_BASE=${process.env.BENCH_BASE})\n\n${markdownComparison(comparison)}\n`);
  if (largeContent) sections.push(`## Content at scale (BENCH_CONTENT=large)\n\n${markdownContent(largeContent.rows, largeContent.seed)}`);
  if (sections.length) {
    const md = `# Bench ${report.when}\n\n${sections.join('\n')}`;
    writeFileSync(join(dir, name.replace(/\.json$/, '.md')), md);
    writeFileSync(join(dir, 'latest.md'), md);
  }
  const over = results.filter((r) => r.pass === false).length;
  console.log(
    `\nbench: ${rows.length} Lighthouse runs in ${report.durationS} s; ${results.length - over} budgets pass, ${over} over; report bench/reports/${name} (and latest.json)`,
  );
}

main()
  .catch((err: unknown) => console.error('bench failed:', err instanceof Error ? err.message : err))
  .finally(() => process.exit(0));
