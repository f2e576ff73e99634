/**
 * JavaScript before the first interaction (issue 18, islands): what a page downloads when the visitor only looks.
 * Each route is loaded at the Lighthouse presets' viewports (mobile 412×823, desktop 1350×940) with no scrolling,
 * no pointer and no focus; after the network is quiet and an idle moment has passed (an `idle` island has started
 * by then), every script it fetched is counted in gzip bytes (level 9; same-origin scripts from the built files, as
 * the Lighthouse figure is), with how many widget chunks (/widgets/chunks/) and whether React came with them.
 *
 * Run by bench/run.ts with the seed pass (the "JS 1st" column, the JSON report, the `jsBeforeInteractionGzKB`
 * budgets), or on its own:
 *
 *   npm run bench:js-first        # BENCH_ROUTES=/,/store to measure a few, BENCH_PRESETS=mobile
 *
 * which starts the host, prints the table and the budgets and writes bench/reports/first-interaction.{json,md}.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { gzipSize } from '../scripts/bundle-sizes';
import type { Preset } from './lighthouse';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface FirstInteractionRow {
  route: string;
  preset: Preset;
  /** Gzip bytes of every script fetched before any interaction. */
  gzBytes: number;
  scripts: string[];
  /** Scripts under /widgets/chunks/ among them. */
  chunks: number;
  /** Whether one of them is React (its production build names react.dev/errors). */
  react: boolean;
  error?: string;
}

export const VIEWPORTS: Record<
  Preset,
  { viewport: { width: number; height: number }; deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean }
> = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

/** After the network is quiet: an idle island (requestIdleCallback, timeout 3 s) has asked for its code by then. */
const IDLE_MS = 1_500;

/** Measures `routes` × `presets` on `origin` in `browser` (one context per preset, one page per route). */
export async function measureFirstInteraction(
  browser: Browser,
  origin: string,
  routes: string[],
  presets: Preset[],
  dist = resolve(ROOT, process.env.MEDSPA_DIST ?? 'dist'),
): Promise<FirstInteractionRow[]> {
  const rows: FirstInteractionRow[] = [];
  for (const preset of presets) {
    const context = await browser.newContext({ ...VIEWPORTS[preset], reducedMotion: 'no-preference', serviceWorkers: 'block' });
    try {
      for (const route of routes) {
        const page = await context.newPage();
        const seen: { url: string; body: Promise<Buffer | null> }[] = [];
        page.on('response', (res) => {
          if (res.request().resourceType() !== 'script') return;
          seen.push({ url: res.url(), body: res.body().catch(() => null) });
        });
        let error: string | undefined;
        try {
          await page.goto(origin + route, { waitUntil: 'load', timeout: 30_000 });
          await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
          await page.waitForTimeout(IDLE_MS);
          await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
        } catch (err) {
          error = err instanceof Error ? err.message.split('\n')[0] : String(err);
        }
        let gzBytes = 0;
        let react = false;
        for (const s of seen) {
          const body = await s.body;
          const path = s.url.startsWith(origin) ? decodeURIComponent(new URL(s.url).pathname) : undefined;
          const file = path && join(dist, path);
          const bytes = file && file.startsWith(dist) && existsSync(file) ? readFileSync(file) : body;
          if (!bytes) continue;
          gzBytes += gzipSize(bytes);
          if (/react\.dev\/errors/.test(bytes.toString())) react = true;
        }
        const scripts = seen.map((s) => s.url.replace(origin, ''));
        rows.push({
          route,
          preset,
          gzBytes,
          scripts,
          chunks: scripts.filter((u) => u.startsWith('/widgets/chunks/')).length,
          react,
          error,
        });
        await page.close();
      }
    } finally {
      await context.close();
    }
  }
  return rows;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The table the bench prints (route, preset, KB gz, chunks, React). */
export function formatFirstInteraction(rows: FirstInteractionRow[]): string {
  const lines = [`${'route'.padEnd(32)}${'preset'.padEnd(9)}${'JS 1st gz'.padStart(11)}${'chunks'.padStart(8)}${'React'.padStart(7)}`];
  for (const r of rows)
    lines.push(
      r.error
        ? `${r.route.padEnd(32)}${r.preset.padEnd(9)}error: ${r.error}`
        : `${r.route.padEnd(32)}${r.preset.padEnd(9)}${kb(r.gzBytes).padStart(11)}${String(r.chunks).padStart(8)}${(r.react ? 'yes' : 'no').padStart(7)}`,
    );
  return lines.join('\n');
}

/** The same as a markdown table. */
export function markdownFirstInteraction(rows: FirstInteractionRow[], budgetKB?: (row: FirstInteractionRow) => number | undefined): string {
  const lines = [
    '| route | preset | JavaScript before first interaction (KB gz) | budget | widget chunks | React |',
    '| --- | --- | ---: | ---: | ---: | --- |',
  ];
  for (const r of rows) {
    const budget = budgetKB?.(r);
    const over = budget != null && r.gzBytes / 1024 > budget;
    lines.push(
      `| ${r.route} | ${r.preset} | ${r.error ? `error: ${r.error}` : (r.gzBytes / 1024).toFixed(1)}${over ? ' **over**' : ''} | ${budget ?? '—'} | ${r.chunks} | ${r.react ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n') + '\n';
}

async function main(): Promise<void> {
  const [{ routes }, { checkLighthouse, budgetApplies }, { CHROMIUM_ARGS, CHROME_PATH }, run, { chromium }] = await Promise.all([
    import('../site/routes'),
    import('./budgets'),
    import('../scripts/chromium'),
    import('./host'),
    import('@playwright/test'),
  ]);
  const wanted = process.env.BENCH_ROUTES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const list = wanted?.length ? wanted : routes.map((r) => r.path);
  const presets = (process.env.BENCH_PRESETS?.split(',') ?? ['mobile', 'desktop']).filter(
    (p): p is Preset => p === 'mobile' || p === 'desktop',
  );
  run.ensureBuilt();
  const port = await run.freePort();
  const origin = `http://127.0.0.1:${port}`;
  const host = await run.startHost(port);
  let rows: FirstInteractionRow[];
  try {
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
    try {
      await fetch(`${origin}/`).then(
        (r) => r.arrayBuffer(),
        () => {},
      );
      rows = await measureFirstInteraction(browser, origin, list, presets);
    } finally {
      await browser.close();
    }
  } finally {
    await run.stopHost(host);
  }
  console.log(`\nJavaScript before first interaction (${list.length} routes × ${presets.join(' + ')}, ${origin})`);
  console.log(formatFirstInteraction(rows));

  const budgets = (JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as import('./budgets').Budgets).lighthouse.filter(
    (b) => b.metric === 'jsBeforeInteractionGzKB',
  );
  const asRows = rows.map(
    (r) => ({ route: r.route, preset: r.preset, media: 'seed', jsBeforeInteractionGzBytes: r.error ? null : r.gzBytes }) as never,
  );
  const results = checkLighthouse(budgets, asRows);
  console.log(`\n${'budget'.padEnd(72)}${'limit'.padStart(10)}${'actual'.padStart(10)}  result`);
  for (const r of results)
    console.log(
      `${r.budget.padEnd(72)}${r.limit.padStart(10)}${(r.actual == null ? '—' : r.actual.toFixed(1)).padStart(10)}  ${r.pass == null ? 'n/a' : r.pass ? 'pass' : 'OVER'}`,
    );

  const budgetKB = (row: FirstInteractionRow) =>
    budgets.find((b) => budgetApplies(b, { route: row.route, preset: row.preset, media: 'seed' }))?.max;
  const dir = join(ROOT, 'bench/reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'first-interaction.json'), JSON.stringify({ when: new Date().toISOString(), rows, budgets: results }, null, 2));
  writeFileSync(
    join(dir, 'first-interaction.md'),
    `# JavaScript before first interaction\n\n${new Date().toISOString()}\n\n${markdownFirstInteraction(rows, budgetKB)}`,
  );
  console.log('\nreport: bench/reports/first-interaction.json and first-interaction.md');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main()
    .catch((err: unknown) => console.error('first-interaction failed:', err instanceof Error ? err.message : err))
    .finally(() => process.exit(0));
}
