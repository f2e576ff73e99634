/**
 * `npm run bench`: Lighthouse (mobile and desktop presets) over every route on the local host, the bundle
 * size table, the local API figures (bench/api.ts, when present), a JSON report, and the budgets of
 * bench/budgets.json (pass/over). A benchmark: noise never fails anything, the exit code is 0.
 *
 * Env: BENCH_ROUTES=/,/store (subset), BENCH_PRESETS=mobile (subset), BENCH_API=0 (skip the API figures),
 * MEDSPA_DIST (the build to serve; built first when missing), CHROME_PATH (default /usr/bin/chromium).
 * Reports: bench/reports/<timestamp>.json and bench/reports/latest.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { routes } from '../site/routes';
import { bundleSizes, formatSizes, gzipSize } from '../scripts/bundle-sizes';
import { launchChrome, runLighthouse, type LighthouseRow, type Preset } from './lighthouse';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = resolve(ROOT, process.env.MEDSPA_DIST ?? 'dist');
const WIDGETS = join(DIST, 'widgets');

interface Budgets {
  lighthouse: { route: string; preset: string; metric: string; min?: number; max?: number }[];
  bundle: { name: string; metric: string; min?: number; max?: number }[];
}

interface BudgetResult {
  budget: string;
  limit: string;
  actual: number | null;
  pass: boolean | null;
}

const gz = gzipSize;
const kb = (n: number | null) => (n == null ? '—' : `${(n / 1024).toFixed(1)} KB`);

/** A budget's route: '*' is every route, '/services/*' every route under /services/, anything else one route. */
function routeMatches(pattern: string, route: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('/*')) return route.startsWith(pattern.slice(0, -1));
  return route === pattern;
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

function ensureBuilt(): void {
  if (existsSync(join(DIST, 'index.html')) && existsSync(join(WIDGETS, 'loader.js'))) return;
  console.log(`No build in ${DIST}: running npm run build …`);
  const r = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  });
  if (r.status !== 0) throw new Error('build failed');
}

async function startHost(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs'), '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOCAL_DB_DIR: 'memory', MEDSPA_DIST: DIST },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`host did not start in 90 s:\n${out}`)), 90_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      // The site line comes once the backend (if any) is ready; the keys follow it.
      if (/^Site: /m.test(out) && (/service_role key: /.test(out) || /warning: supabase\/local/.test(out) || /\(hosted\)/.test(out))) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`host exited (${code}):\n${out}`));
    });
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return child;
}

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

function metricOf(row: LighthouseRow, metric: string): number | null {
  switch (metric) {
    case 'jsGzKB':
      return row.jsGzBytes == null ? null : row.jsGzBytes / 1024;
    default: {
      const v = (row as unknown as Record<string, unknown>)[metric];
      return typeof v === 'number' ? v : null;
    }
  }
}

const fmt = (n: number | null, digits = 0) => (n == null ? '—' : n.toFixed(digits));

async function main(): Promise<void> {
  const t0 = performance.now();
  ensureBuilt();
  const wanted = process.env.BENCH_ROUTES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const list = wanted?.length ? wanted : routes.map((r) => r.path);
  const presets = (process.env.BENCH_PRESETS?.split(',').map((s) => s.trim()) ?? ['mobile', 'desktop']).filter(
    (p): p is Preset => p === 'mobile' || p === 'desktop',
  );

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  console.log(`bench: ${list.length} routes × ${presets.join(' + ')} on ${origin} (dist: ${relative(process.cwd(), DIST) || '.'})`);
  const host = await startHost(port);
  const rows: LighthouseRow[] = [];
  try {
    const chrome = await launchChrome();
    try {
      // One warm-up load so the first row does not pay for cold caches in the host and the database.
      await fetch(`${origin}/`)
        .then((r) => r.arrayBuffer())
        .catch(() => {});
      console.log(
        `\n${'route'.padEnd(32)}${'preset'.padEnd(9)}${'perf'.padStart(5)}${'a11y'.padStart(5)}${'bp'.padStart(5)}${'seo'.padStart(5)}${'LCP ms'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'JS gz'.padStart(10)}${'  s'.padStart(6)}`,
      );
      for (const preset of presets) {
        for (const route of list) {
          let row = await runLighthouse(chrome.port, origin + route, route, preset);
          // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP): that is the tool, not the page; try once more.
          if (row.error) row = await runLighthouse(chrome.port, origin + route, route, preset);
          row.jsGzBytes = scriptsGz(row, origin);
          rows.push(row);
          if (row.error) console.log(`${route.padEnd(32)}${preset.padEnd(9)}error: ${row.error}`);
          else
            console.log(
              `${route.padEnd(32)}${preset.padEnd(9)}${fmt(row.performance).padStart(5)}${fmt(row.accessibility).padStart(5)}${fmt(row.bestPractices).padStart(5)}${fmt(row.seo).padStart(5)}${fmt(row.lcpMs).padStart(8)}${fmt(row.tbtMs).padStart(8)}${fmt(row.cls, 3).padStart(7)}${kb(row.jsGzBytes).padStart(10)}${(row.durationMs / 1000).toFixed(0).padStart(6)}`,
            );
          if (row.failed.length) console.log(`${''.padEnd(41)}failed audits: ${row.failed.join(', ')}`);
        }
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    host.kill('SIGTERM');
  }

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

  // Budgets.
  const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as Budgets;
  const results: BudgetResult[] = [];
  for (const b of budgets.lighthouse) {
    const matching = rows.filter((r) => routeMatches(b.route, r.route) && (b.preset === '*' || r.preset === b.preset));
    if (!matching.length) continue;
    // For '*' budgets the worst measured row counts; rows Lighthouse could not measure are counted apart.
    let worst: { row: LighthouseRow; v: number } | undefined;
    let unmeasured = 0;
    for (const row of matching) {
      const v = metricOf(row, b.metric);
      if (v == null) unmeasured++;
      else if (!worst || (b.min != null ? v < worst.v : v > worst.v)) worst = { row, v };
    }
    const v = worst?.v ?? null;
    const pass = v == null ? null : (b.min == null || v >= b.min) && (b.max == null || v <= b.max);
    const skipped = unmeasured ? `, ${unmeasured} unmeasured` : '';
    const many = b.route === '*' || b.route.endsWith('/*');
    const where = many ? `${b.route === '*' ? 'every route' : b.route} (worst ${worst?.row.route ?? '—'}${skipped})` : b.route;
    results.push({
      budget: `${where} ${b.preset === '*' ? 'all presets' : b.preset} ${b.metric}`,
      limit: b.min != null ? `>= ${b.min}` : `<= ${b.max}`,
      actual: v,
      pass,
    });
  }
  for (const b of budgets.bundle) {
    const v = b.metric === 'loaderGzKB' ? loader.gzip / 1024 : null;
    const pass = v == null ? null : (b.min == null || v >= b.min) && (b.max == null || v <= b.max);
    results.push({ budget: `${b.name} ${b.metric}`, limit: b.min != null ? `>= ${b.min}` : `<= ${b.max}`, actual: v, pass });
  }
  console.log(`\n${'budget'.padEnd(64)}${'limit'.padStart(10)}${'actual'.padStart(10)}  result`);
  for (const r of results) {
    console.log(
      `${r.budget.padEnd(64)}${r.limit.padStart(10)}${fmt(r.actual, r.actual != null && Math.abs(r.actual) < 1 ? 3 : 1).padStart(10)}  ${r.pass == null ? 'n/a' : r.pass ? 'pass' : 'OVER'}`,
    );
  }

  const report = {
    when: new Date().toISOString(),
    durationS: Math.round((performance.now() - t0) / 1000),
    machine: { node: process.version, cpus: (await import('node:os')).cpus().length, loadavg: (await import('node:os')).loadavg() },
    lighthouse: rows.map(({ scripts, ...r }) => ({ ...r, scripts: scripts.map((s) => s.url.replace(origin, '')) })),
    bundle: { files: sizes, loader },
    api,
    budgets: results,
  };
  const dir = join(ROOT, 'bench/reports');
  mkdirSync(dir, { recursive: true });
  const name = `${report.when.replace(/[:.]/g, '-')}.json`;
  writeFileSync(join(dir, name), JSON.stringify(report, null, 2));
  writeFileSync(join(dir, 'latest.json'), JSON.stringify(report, null, 2));
  const over = results.filter((r) => r.pass === false).length;
  console.log(
    `\nbench: ${rows.length} Lighthouse runs in ${report.durationS} s; ${results.length - over} budgets pass, ${over} over; report bench/reports/${name} (and latest.json)`,
  );
}

main()
  .catch((err: unknown) => console.error('bench failed:', err instanceof Error ? err.message : err))
  .finally(() => process.exit(0));
