/**
 * Lighthouse 12 through its Node API on Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), one
 * browser for a series of runs. `runLighthouse(url, preset)` returns the scores and metrics the bench prints.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as ChromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROME_PATH } from '../scripts/chromium';

export type Preset = 'mobile' | 'desktop';
/**
 * How the throttling is had: `simulate` (Lighthouse's default: Lantern estimates from an unthrottled trace) or
 * `devtools` (applied to the page: 150 ms per request, 1.6 Mbps, CPU 4x on mobile). Applied is slower and noisier,
 * but what shares the page's bandwidth is what really did: Lantern starts every request that ended before the
 * observed paint beside the largest image, the favicon Chrome asks for after `load` included.
 */
export type Throttling = 'simulate' | 'devtools';

export interface LighthouseRow {
  route: string;
  preset: Preset;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  /** First contentful paint: what the page's own bytes (HTML, CSS) decide, before its images. */
  fcpMs: number | null;
  tbtMs: number | null;
  /**
   * The longest main-thread task of 50 ms or more, at any moment of the load (Lighthouse's long-tasks audit; TBT only
   * counts from the first paint on); 0 when none was that long.
   */
  longestTaskMs: number | null;
  cls: number | null;
  /** Page weight: every byte transferred (Lighthouse's total-byte-weight), in KB. */
  weightKB: number | null;
  /** Script URLs the page loaded (same origin paths), for the gzip count. */
  scripts: { url: string; transferBytes: number }[];
  /** Gzip (level 9) bytes of those scripts, counted from the built files. */
  jsGzBytes: number | null;
  /** Bytes over the wire for scripts (the host sends brotli when asked). */
  jsTransferBytes: number;
  /** Failed audits of the accessibility, best-practices and SEO categories (ids). */
  failed: string[];
  durationMs: number;
  error?: string;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Headless Chromium with the flags every tool here uses (scripts/chromium.ts). */
export const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

export async function launchChrome(): Promise<ChromeLauncher.LaunchedChrome> {
  return ChromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
}

/** Slideshows keep loading media; past this the page counts as loaded (Lighthouse's default is 45 s). */
const MAX_WAIT_MS = Number(process.env.BENCH_MAX_WAIT_MS ?? 20_000);

function configFor(preset: Preset, throttling: Throttling): object {
  if (preset === 'desktop') {
    const d = desktopConfig as { settings?: object };
    return { ...d, settings: { ...d.settings, onlyCategories: CATEGORIES, maxWaitForLoad: MAX_WAIT_MS, throttlingMethod: throttling } };
  }
  return {
    extends: 'lighthouse:default',
    settings: { onlyCategories: CATEGORIES, maxWaitForLoad: MAX_WAIT_MS, throttlingMethod: throttling },
  };
}

const score = (s: number | null | undefined) => (s == null ? null : Math.round(s * 100));

/** The long-tasks audit's longest task (its items are the tasks of 50 ms or more); null when the audit did not run. */
function longest(details: unknown): number | null {
  const items = (details as { items?: { duration?: number }[] } | undefined)?.items;
  return items ? Math.max(0, ...items.map((i) => i.duration ?? 0)) : null;
}

export async function runLighthouse(
  port: number,
  url: string,
  route: string,
  preset: Preset,
  throttling: Throttling = 'simulate',
): Promise<LighthouseRow> {
  const t0 = performance.now();
  const empty: LighthouseRow = {
    route,
    preset,
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    lcpMs: null,
    fcpMs: null,
    tbtMs: null,
    longestTaskMs: null,
    cls: null,
    weightKB: null,
    scripts: [],
    jsGzBytes: null,
    jsTransferBytes: 0,
    failed: [],
    durationMs: 0,
  };
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, configFor(preset, throttling) as never);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const num = (id: string) => {
      const v = lhr.audits[id]?.numericValue;
      return typeof v === 'number' ? v : null;
    };
    const items =
      (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)
        ?.items ?? [];
    const scripts = items.filter((i) => i.resourceType === 'Script').map((i) => ({ url: i.url, transferBytes: i.transferSize ?? 0 }));
    const weight = num('total-byte-weight');
    const failed: string[] = [];
    for (const cat of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (
          ref.weight > 0 &&
          a &&
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable'
        )
          failed.push(`${cat}:${ref.id}`);
      }
    }
    return {
      ...empty,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: num('largest-contentful-paint'),
      fcpMs: num('first-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      longestTaskMs: longest(lhr.audits['long-tasks']?.details),
      cls: num('cumulative-layout-shift'),
      weightKB: weight == null ? null : weight / 1024,
      scripts,
      jsTransferBytes: scripts.reduce((n, s) => n + s.transferBytes, 0),
      failed,
      durationMs: Math.round(performance.now() - t0),
    };
  } catch (err) {
    return { ...empty, error: err instanceof Error ? err.message : String(err), durationMs: Math.round(performance.now() - t0) };
  }
}
