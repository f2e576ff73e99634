/**
 * The house fixtures of the cross-engine suite, as tests/e2e/support/fixtures.ts is for Playwright:
 *
 *   const t = useEngine();                 // in a test file: one browser for the file, a clean check per test
 *   it('…', async () => { await t.page.goto('/'); … });
 *
 * - After each test, anything a page reported (collector.ts: console errors and warnings, uncaught errors, unhandled
 *   rejections, CSP violations, failed resources, hydration messages) fails it, unless `t.ignore(/…/)` allowed it.
 * - A failed test leaves a screenshot in test-results/engines/<engine>/<test>.png.
 * - `settle()`: every island woken and live (tests/e2e/support/islands.ts's way: a dispatched pointerover, then each visible
 *   <medspa-*> defined, with its shadow root and no server markup left).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject } from 'vitest';
import { OPEN_TIMEOUT, openPage, type EnginePage, type EngineName } from './driver';
import { ReportStore, type Report } from './collector';
import { ROOT } from './servers';

export const ENGINE: EngineName = inject('engine');

/**
 * `describe` for an engine's tests: skipped, each test counted as skipped, when the engine is not installed here
 * (ENGINE_UNAVAILABLE, set by scripts/test-all.sh when it could not install it; setup.ts then starts nothing).
 */
export const describeEngine = describe.skipIf(!!inject('unavailable'));
export const RESULTS = join(ROOT, 'test-results', 'engines', ENGINE);

/** Offline there is no Google Maps key: the map's documented failed state, as the Playwright suite allows it. */
export const MAP_OFFLINE = /get-google-maps-key|map configuration/;

export interface EngineContext {
  readonly page: EnginePage;
  readonly baseURL: string;
  /** The store of the partner pages this file serves (embed tests). */
  readonly partnerReports: ReportStore;
  /** Tolerates reports matching `re` until the end of the current test. */
  ignore(re: RegExp): void;
  /** What pages reported so far in this test, taken (the end-of-test check no longer sees it). */
  takeReports(): Promise<Report[]>;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

async function drainSetup(): Promise<Report[]> {
  const res = await fetch(inject('reportsURL'));
  return (await res.json()) as Report[];
}

export function useEngine(): EngineContext {
  let page: EnginePage | undefined;
  let ignored: RegExp[] = [];
  const partnerReports = new ReportStore();
  const ctx: EngineContext = {
    get page() {
      if (!page) throw new Error('no browser (beforeAll failed)');
      return page;
    },
    baseURL: inject('baseURL'),
    partnerReports,
    ignore: (re) => void ignored.push(re),
    takeReports: async () => {
      await settleReports();
      return [...(await drainSetup()), ...partnerReports.drain()];
    },
  };
  const settleReports = async () => {
    // What the current page still has in flight.
    await page
      ?.waitFor(() => !(window as unknown as { __enginePending?: number }).__enginePending, undefined, { timeout: 2_000 })
      .catch(() => {});
  };

  beforeAll(async () => {
    mkdirSync(RESULTS, { recursive: true });
    page = await openPage(ENGINE, {
      baseURL: inject('baseURL'),
      webkit: { display: inject('webkitDisplay'), config: inject('webkitConfig') },
    });
  }, OPEN_TIMEOUT);

  afterAll(async () => {
    await page?.close().catch(() => {});
  });

  beforeEach(async ({ task, onTestFailed }) => {
    ignored = [MAP_OFFLINE];
    await drainSetup(); // nothing of a previous test counts against this one
    partnerReports.drain();
    onTestFailed(async () => {
      await page?.screenshot(join(RESULTS, `${slug(task.name)}.png`)).catch(() => {});
    });
  });

  afterEach(async () => {
    await settleReports();
    const reports = [...(await drainSetup()), ...partnerReports.drain()];
    const left = reports.filter((r) => !ignored.some((re) => re.test(r.message)));
    if (left.length)
      throw new Error(`the page reported (${ENGINE}):\n${left.map((r) => `  ${r.kind}: ${r.message}  [${r.page}]`).join('\n')}`);
  });

  return ctx;
}

/**
 * Every island woken and live (tests/e2e/support/islands.ts wakeIslands, in any engine): a dispatched pointerover on each
 * server-rendered element not yet defined, then each rendered <medspa-*> defined, with its shadow root and no
 * server markup left.
 */
export async function settle(page: EnginePage, timeout = 15_000): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('*'))
      if (el.localName.startsWith('medspa-') && el.shadowRoot?.querySelector('.medspa-root[data-medspa-ssr]'))
        el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
  });
  await page.waitFor(allLive, undefined, { timeout, message: 'islands not live' }).catch(async (err: Error) => {
    const asleep = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .filter((el) => el.localName.startsWith('medspa-') && el.checkVisibility())
        .filter((el) => !el.shadowRoot?.querySelector('.medspa-root:not([data-medspa-ssr])'))
        .map((el) => el.localName),
    );
    throw new Error(`${err.message}: ${asleep.join(', ')}`);
  });
  await quiet(page);
}

/**
 * The network quiet, as Playwright's networkidle (bounded, 5 s): no new resource entry for 500 ms. Leaving a page
 * with a read in flight is a case of its own (WebKit rejects the cut fetch, and the widget logs it: see the report
 * of issue 29); the interactions start from a settled page, as the Playwright specs do.
 */
export async function quiet(page: EnginePage, timeout = 5_000): Promise<void> {
  const end = Date.now() + timeout;
  let last = -1;
  let still = 0;
  while (Date.now() < end && still < 2) {
    const n = await page.evaluate(() => performance.getEntriesByType('resource').length);
    still = n === last ? still + 1 : 0;
    last = n;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** In the page: each rendered <medspa-*> live: its code rendered or hydrated it (tests/e2e/support/islands.ts allLive). */
export function allLive(): boolean {
  return [...document.querySelectorAll('*')].every(
    (el) =>
      !el.localName.startsWith('medspa-') || !el.checkVisibility() || !!el.shadowRoot?.querySelector('.medspa-root:not([data-medspa-ssr])'),
  );
}

/** A unique suffix for what a test writes. */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
