/**
 * Side by side with another commit (issue 39): the same measurements, in one run, on this build and on a build of
 * BENCH_BASE (a commit, e.g. the main of the day before a change), so a figure is read as a ratio to that build on
 * the same machine at the same moment, not against a number from another day.
 *
 *   BENCH_BASE=<rev> npm run bench      # after the other passes
 *   BENCH_BASE=<rev> npm run bench:compare
 *
 * The base is checked out with `git worktree` into .local/bench-base/<sha> (node_modules linked from here, or its own
 * `npm ci` when its lock file differs) and built
 * there once (kept for the next run); its host runs its own server code. Measured, each build in turn:
 * 1. Tap to dialog open: every "Schedule Consultation" control (the `<medspa-consultation-button>`s at 390 px, the
 *    navbar's at 1280 px), tapped right after `load` on a fresh page throttled as Lighthouse's phone
 *    (bench/first-touch.ts's page); ms from the tap's `pointerdown` to the first animation frame in which a
 *    `<dialog open>` shows (in the element's shadow tree or the document). Not the busy state: the dialog.
 *    BENCH_COMPARE_TAPS fresh pages per control (default 3): the median, and the slowest, since one tap on a 2-core
 *    machine can land on a busy moment (a single one read 114 ms where three gave 52–71).
 * 2. JavaScript before interaction, per route (bench/first-interaction.ts, mobile).
 * 3. Lighthouse mobile on `/` with the seed photos and with camera-size ones (BENCH_COMPARE_RUNS runs each, default
 *    3, alternating base and this build; medians): performance, TBT, LCP and their ratios, and LCP again with the
 *    throttling applied to the page instead of simulated (bench/lighthouse.ts `Throttling`), with the longest
 *    main-thread task of that load (50 ms or more; TBT counts only from the first paint on). With each media, the
 *    image bytes `/` fetches without a scroll (until the network is quiet) on Lighthouse's phone (1.75x) and on a 3x
 *    one (`PHONES`): the hero's first slide and every image.
 * BENCH_COMPARE_ROUTES narrows (2) and (1) (default: every route).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { routes } from '../site/routes';
import { makeCameraMedia } from './camera-media';
import { measureFirstInteraction, VIEWPORTS } from './first-interaction';
import { discoverControls, throttledPage, type Control } from './first-touch';
import { freePort, startHost, stopHost, THIS_BUILD, type Build } from './host';
import { launchChrome, runLighthouse } from './lighthouse';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const git = (...args: string[]) => {
  const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
};

/** The base commit checked out and built under .local/bench-base/<sha> (once; kept for the next run). */
export function prepareBase(rev: string): Build & { sha: string } {
  const sha = git('rev-parse', '--verify', `${rev}^{commit}`);
  const root = join(ROOT, '.local/bench-base', sha);
  const build = { sha, root, dist: join(root, 'dist') };
  if (existsSync(join(root, '.bench-built'))) return build;
  spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT });
  rmSync(root, { recursive: true, force: true });
  git('worktree', 'prune');
  mkdirSync(dirname(root), { recursive: true });
  git('worktree', 'add', '--detach', '--force', root, sha);
  // Its own dependencies when its lock file is not this one's (a package added or removed since); else this checkout's.
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  if (readFileSync(join(root, 'package-lock.json'), 'utf8') === readFileSync(join(ROOT, 'package-lock.json'), 'utf8'))
    symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  else {
    console.log(`compare: ${sha.slice(0, 10)} has another lock file: npm ci there …`);
    const ci = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    if (ci.status !== 0) throw new Error(`npm ci for ${sha} failed`);
  }
  console.log(`compare: building ${sha.slice(0, 10)} in ${root} …`);
  const env = { ...process.env };
  delete env.MEDSPA_DIST; // its own dist/
  const r = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) throw new Error(`the build of ${sha} failed`);
  writeFileSync(join(root, '.bench-built'), '');
  return build;
}

interface DialogTap {
  route: string;
  control: string;
  at: 390 | 1280;
  /** ms from the tap to the first frame showing an open dialog, the median of the taps; null: none within the wait. */
  ms: number | null;
  /** The slowest of the taps (null: one had no dialog within the wait). */
  worstMs?: number | null;
  /** Every tap's figure, in order. */
  samples?: (number | null)[];
  error?: string;
}

/** `taps` fresh pages tapped on `control`: the median and the slowest; an error if any tap failed to measure. */
async function tapsToDialog(browser: Browser, origin: string, control: Control, taps: number): Promise<DialogTap> {
  const rows: DialogTap[] = [];
  for (let i = 0; i < taps; i++) rows.push(await tapToDialog(browser, origin, control));
  const failed = rows.find((r) => r.error);
  if (failed) return failed;
  const samples = rows.map((r) => r.ms);
  const worstMs = samples.includes(null) ? null : Math.max(...(samples as number[]));
  return { ...rows[0]!, ms: median(samples), worstMs, samples };
}

const OPEN_WAIT_MS = 10_000;

/** In the page: finds the control, listens for the tap and reports the frame in which a dialog is open. */
function dialogProbe({ tag, index, selector, waitMs }: { tag: string; index: number; selector: string; waitMs: number }) {
  const w = window as unknown as { __medspaDialogOpen: (ms: number | null) => void };
  const host = document.querySelectorAll(tag)[index];
  const target = host?.shadowRoot && [...host.shadowRoot.querySelectorAll<HTMLElement>(selector)].find((el) => el.checkVisibility());
  if (!host || !target) return { error: `no ${selector} in ${tag}[${index}]` };
  target.scrollIntoView({ block: 'center', behavior: 'instant' });
  const openIn = (root: Document | ShadowRoot): boolean => {
    for (const d of root.querySelectorAll('dialog[open]')) if ((d as HTMLElement).checkVisibility()) return true;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot && openIn(el.shadowRoot)) return true;
    return false;
  };
  let t0: number | null = null;
  const frame = () => {
    if (t0 == null) return;
    const now = performance.now();
    if (openIn(document)) return w.__medspaDialogOpen(now - t0);
    if (now - t0 > waitMs) return w.__medspaDialogOpen(null);
    requestAnimationFrame(frame);
  };
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (t0 != null) return;
      t0 = e.timeStamp;
      requestAnimationFrame(frame);
    },
    { capture: true, passive: true },
  );
  const box = target.getBoundingClientRect();
  const vv = visualViewport;
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  return { x: vv ? (x - vv.offsetLeft) * vv.scale : x, y: vv ? (y - vv.offsetTop) * vv.scale : y };
}

async function tapToDialog(browser: Browser, origin: string, control: Control): Promise<DialogTap> {
  const row: DialogTap = { route: control.route, control: control.label, at: control.profile === 'phone' ? 390 : 1280, ms: null };
  const { context, page } = await throttledPage(browser, control.profile);
  try {
    let got: (ms: number | null) => void = () => {};
    const opened = new Promise<number | null>((ok) => (got = ok));
    await page.exposeFunction('__medspaDialogOpen', (ms: number | null) => got(ms));
    await page.goto(origin + control.route, { waitUntil: 'load', timeout: 90_000 });
    await page.evaluate('globalThis.__name ??= (fn) => fn;');
    const start = await page.evaluate(dialogProbe, {
      tag: control.tag,
      index: control.index,
      selector: control.selector,
      waitMs: OPEN_WAIT_MS,
    });
    if ('error' in start) return { ...row, error: start.error };
    if (control.profile === 'phone') await page.touchscreen.tap(start.x, start.y);
    else await page.mouse.click(start.x, start.y);
    const ms = await opened;
    return { ...row, ms: ms == null ? null : Math.round(ms) };
  } catch (err) {
    return { ...row, error: err instanceof Error ? err.message.split('\n')[0] : String(err) };
  } finally {
    await context.close();
  }
}

const CONSULTATION = (c: Control) => c.tag === 'medspa-consultation-button' || c.selector.includes('consultation-button');

interface LighthouseFigures {
  performance: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  /** LCP with the throttling applied to the page (bench/lighthouse.ts `Throttling`). */
  appliedLcpMs: number | null;
  /** The longest main-thread task of the load, 50 ms or more (0: none), with the throttling applied (CPU 4×). */
  appliedLongestTaskMs: number | null;
}
/** Image bytes (as transferred) a page fetched without a scroll, until its network was quiet. */
export interface ImageBytes {
  hero: number;
  all: number;
}
export interface Comparison {
  base: string;
  head: string;
  taps: { base: DialogTap[]; head: DialogTap[] };
  js: { route: string; baseGz: number | null; headGz: number | null; baseReact: boolean; headReact: boolean }[];
  lighthouse: {
    media: 'seed' | 'camera';
    base: LighthouseFigures;
    head: LighthouseFigures;
    runs: number;
    images?: { phone: string; base: ImageBytes; head: ImageBytes }[];
  }[];
}

/** The phones whose image bytes are compared: Lighthouse's, and a 3x one the size of most iPhones. */
export const PHONES = [
  { name: '412×823 @1.75x (Lighthouse)', ...VIEWPORTS.mobile },
  { name: '390×844 @3x', ...VIEWPORTS.mobile, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
] as const;

const RENDERED_IMAGE = '/storage/v1/render/image/';

/**
 * The image bytes `/` of `origin` fetches on `phone` until the network is quiet (what loads before `load` varies
 * from one load to the next; the lazy images near the first screen and the next slide do come); the hero's are its
 * first slide's (the first `hero_images` object asked for: the preloaded one).
 */
export async function imageBytes(browser: Browser, origin: string, phone: (typeof PHONES)[number]): Promise<ImageBytes> {
  const { name: _, ...options } = phone;
  const context = await browser.newContext({ ...options, reducedMotion: 'no-preference', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const sizes: Promise<{ url: string; bytes: number }>[] = [];
    let hero: string | undefined;
    page.on('request', (r) => {
      if (r.url().includes(`${RENDERED_IMAGE}public/hero_images/`)) hero ??= new URL(r.url()).pathname;
    });
    page.on('requestfinished', (r) => {
      if (r.url().includes(RENDERED_IMAGE))
        sizes.push(r.sizes().then((s) => ({ url: r.url(), bytes: s.responseBodySize + s.responseHeadersSize })));
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    const fetched = await Promise.all(sizes);
    const sum = (list: { bytes: number }[]) => list.reduce((t, f) => t + f.bytes, 0);
    return { hero: sum(fetched.filter((f) => hero && new URL(f.url).pathname === hero)), all: sum(fetched) };
  } finally {
    await context.close();
  }
}

const median = (xs: (number | null)[]) => {
  const v = xs.filter((x): x is number => x != null).sort((a, b) => a - b);
  return v.length ? v[Math.floor((v.length - 1) / 2)]! : null;
};

/** Starts a host for `build`, runs `fn` with its origin and a Chrome, stops both. */
async function onHost<T>(build: Build, fn: (origin: string, browser: Browser) => Promise<T>) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const host = await startHost(port, undefined, build);
  try {
    const chrome = await launchChrome();
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      await fetch(`${origin}/`).then((r) => r.arrayBuffer());
      return await fn(origin, browser);
    } finally {
      await browser.close();
      await chrome.kill();
    }
  } finally {
    await stopHost(host);
  }
}

export async function compareWithBase(rev: string, log: (line: string) => void = console.log): Promise<Comparison> {
  const base = prepareBase(rev);
  const head = git('rev-parse', 'HEAD');
  const builds = { base: base as Build, head: THIS_BUILD };
  const wanted = process.env.BENCH_COMPARE_ROUTES?.split(',').filter(Boolean);
  const list = wanted?.length ? wanted : routes.map((r) => r.path);
  const runs = Number(process.env.BENCH_COMPARE_RUNS ?? 3);
  const taps = Math.max(1, Number(process.env.BENCH_COMPARE_TAPS ?? 3));
  log(
    `\ncompare: this build (${head.slice(0, 10)}${git('status', '--porcelain').length ? ', with uncommitted changes' : ''}) vs ${base.sha.slice(0, 10)} (${rev})`,
  );

  const result: Comparison = { base: base.sha, head, taps: { base: [], head: [] }, js: [], lighthouse: [] };
  const js: Record<'base' | 'head', Awaited<ReturnType<typeof measureFirstInteraction>>> = { base: [], head: [] };
  for (const side of ['base', 'head'] as const) {
    await onHost(builds[side], async (origin, browser) => {
      js[side] = await measureFirstInteraction(browser, origin, list, ['mobile'], builds[side].dist);
      const controls = (await discoverControls(browser, origin, list)).filter(CONSULTATION);
      for (const c of controls) result.taps[side].push(await tapsToDialog(browser, origin, c, taps));
    });
  }
  for (const route of list) {
    const b = js.base.find((r) => r.route === route);
    const h = js.head.find((r) => r.route === route);
    result.js.push({
      route,
      baseGz: b && !b.error ? b.gzBytes : null,
      headGz: h && !h.error ? h.gzBytes : null,
      baseReact: !!b?.react,
      headReact: !!h?.react,
    });
  }

  const camera = process.env.BENCH_COMPARE_CAMERA === '0' ? undefined : await makeCameraMedia();
  try {
    for (const media of camera ? (['seed', 'camera'] as const) : (['seed'] as const)) {
      const dir = media === 'camera' ? camera!.dir : undefined;
      const figures: Record<'base' | 'head', LighthouseFigures[]> = { base: [], head: [] };
      // Both hosts up at once, runs alternating: the machine's moods fall on both sides alike.
      const hosts = await Promise.all(
        (['base', 'head'] as const).map(async (side) => {
          const port = await freePort();
          return { side, origin: `http://127.0.0.1:${port}`, child: await startHost(port, dir, builds[side]) };
        }),
      );
      const images: { phone: string; base: ImageBytes; head: ImageBytes }[] = [];
      const chrome = await launchChrome();
      try {
        // The image variants rendered once first, as the bench's warm-up does (a CDN keeps them after one visitor).
        const warm = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const context = await warm.newContext(VIEWPORTS.mobile);
        const page = await context.newPage();
        for (const h of hosts) await page.goto(`${h.origin}/`, { waitUntil: 'networkidle', timeout: 60_000 }).catch(() => {});
        await context.close();
        const origin = (side: 'base' | 'head') => hosts.find((h) => h.side === side)!.origin;
        for (const phone of PHONES)
          images.push({
            phone: phone.name,
            base: await imageBytes(warm, origin('base'), phone),
            head: await imageBytes(warm, origin('head'), phone),
          });
        await warm.close();
        for (let i = 0; i < runs; i++)
          for (const h of hosts) {
            const row = await runLighthouse(chrome.port, `${h.origin}/`, '/', 'mobile');
            const applied = await runLighthouse(chrome.port, `${h.origin}/`, '/', 'mobile', 'devtools');
            figures[h.side].push({
              performance: row.performance,
              tbtMs: row.tbtMs,
              fcpMs: row.fcpMs,
              lcpMs: row.lcpMs,
              appliedLcpMs: applied.lcpMs,
              appliedLongestTaskMs: applied.longestTaskMs,
            });
          }
      } finally {
        await chrome.kill();
        for (const h of hosts) await stopHost(h.child);
      }
      const med = (side: 'base' | 'head'): LighthouseFigures => ({
        performance: median(figures[side].map((f) => f.performance)),
        tbtMs: median(figures[side].map((f) => f.tbtMs)),
        fcpMs: median(figures[side].map((f) => f.fcpMs)),
        lcpMs: median(figures[side].map((f) => f.lcpMs)),
        appliedLcpMs: median(figures[side].map((f) => f.appliedLcpMs)),
        appliedLongestTaskMs: median(figures[side].map((f) => f.appliedLongestTaskMs)),
      });
      result.lighthouse.push({ media, base: med('base'), head: med('head'), runs, images });
    }
  } finally {
    camera?.remove();
  }
  log(markdownComparison(result));
  return result;
}

const n = (x: number | null, d = 0) => (x == null ? '—' : x.toFixed(d));
const ratio = (h: number | null, b: number | null) => (h == null || b == null || b === 0 ? '—' : `${(h / b).toFixed(2)}×`);
const kb = (x: number | null) => (x == null ? '—' : `${(x / 1024).toFixed(1)} KB`);

export function markdownComparison(c: Comparison): string {
  const lines = [`Side by side: this build ${c.head.slice(0, 10)} vs ${c.base.slice(0, 10)}, one run, same machine.`, ''];
  const taps = c.taps.head[0]?.samples?.length ?? 1;
  lines.push(`Tap to dialog open (throttled phone: 150 ms RTT, 1.6 Mbps, CPU 4×; tap right after load; ${taps} taps each)`, '');
  lines.push('| route | control | at | base ms (slowest) | this ms (slowest) | ratio |', '|---|---|---|---:|---:|---:|');
  const cell = (t: DialogTap | undefined) => t?.error ?? `${n(t?.ms ?? null)} (${n(t?.worstMs ?? null)})`;
  for (const h of c.taps.head) {
    const b = c.taps.base.find((x) => x.route === h.route && x.control === h.control && x.at === h.at);
    lines.push(`| ${h.route} | ${h.control} | ${h.at} | ${cell(b)} | ${cell(h)} | ${ratio(h.ms, b?.ms ?? null)} |`);
  }
  lines.push('', 'JavaScript before interaction (mobile, gzip)', '');
  lines.push('| route | base | this | React before interaction (base → this) |', '|---|---:|---:|---|');
  for (const r of c.js)
    lines.push(`| ${r.route} | ${kb(r.baseGz)} | ${kb(r.headGz)} | ${r.baseReact ? 'yes' : 'no'} → ${r.headReact ? 'yes' : 'no'} |`);
  lines.push('', 'Lighthouse mobile on `/` (medians)', '');
  lines.push(
    '| media | runs | perf base → this | TBT ms base → this (ratio) | FCP ms base → this (ratio) | LCP ms base → this (ratio) | LCP ms, throttling applied | longest task ms (≥ 50), throttling applied |',
    '|---|---:|---|---|---|---|---|---|',
  );
  const pair = (b: number | null, h: number | null) => `${n(b)} → ${n(h)} (${ratio(h, b)})`;
  for (const l of c.lighthouse)
    lines.push(
      `| ${l.media} | ${l.runs} | ${n(l.base.performance)} → ${n(l.head.performance)} | ${pair(l.base.tbtMs, l.head.tbtMs)} | ${pair(l.base.fcpMs, l.head.fcpMs)} | ${pair(l.base.lcpMs, l.head.lcpMs)} | ${pair(l.base.appliedLcpMs, l.head.appliedLcpMs)} | ${pair(l.base.appliedLongestTaskMs, l.head.appliedLongestTaskMs)} |`,
    );
  if (c.lighthouse.some((l) => l.images?.length)) {
    lines.push('', 'Image bytes `/` fetches without a scroll (until the network is quiet; as transferred)', '');
    lines.push('| media | phone | hero base → this (ratio) | all images base → this (ratio) |', '|---|---|---|---|');
    const bytes = (b: number, h: number) => `${kb(b)} → ${kb(h)} (${ratio(h, b)})`;
    for (const l of c.lighthouse)
      for (const i of l.images ?? [])
        lines.push(`| ${l.media} | ${i.phone} | ${bytes(i.base.hero, i.head.hero)} | ${bytes(i.base.all, i.head.all)} |`);
  }
  return lines.join('\n');
}

// `npm run bench:compare`: this pass alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rev = process.env.BENCH_BASE;
  if (!rev) {
    console.error('BENCH_BASE=<commit> npm run bench:compare');
    process.exit(1);
  }
  compareWithBase(rev)
    .then((c) => {
      const dir = join(ROOT, 'bench/reports');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'compare.json'), JSON.stringify(c, null, 2));
      writeFileSync(join(dir, 'compare.md'), `# Compare\n\n${markdownComparison(c)}\n`);
    })
    .catch((err: unknown) => console.error('compare failed:', err instanceof Error ? err.message : err))
    .finally(() => process.exit(0));
}
