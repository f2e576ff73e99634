/**
 * The static Storybook build as tests/e2e/storybook.spec.ts uses it: built when missing or older than its sources,
 * served by a small local server, its story index, and the in-page wait that makes a story's pixels final.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import send from 'send';
import { ROOT } from '../../../scripts/elements';

export const DIST = join(ROOT, 'dist-storybook');
/** What the build is made from (the Vite plugins live in scripts/, the panel's rules in tests/e2e/support). */
const SOURCES = ['stories', '.storybook', 'widgets', 'scripts', 'tests/e2e/support/axe-tags.ts', 'package-lock.json'];

const newest = (path: string): number =>
  statSync(path).isDirectory() ? Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name)))) : statSync(path).mtimeMs;

/**
 * Builds Storybook (npm run build-storybook) unless dist-storybook is newer than every source. One build at a time
 * (flock): a worker that finds another building waits for that build instead of starting its own.
 */
export function ensureBuilt() {
  const index = join(DIST, 'index.json');
  if (existsSync(index) && statSync(index).mtimeMs > Math.max(...SOURCES.map((s) => newest(join(ROOT, s))))) return;
  const lock = join(ROOT, 'test-results', 'storybook-build.lock');
  mkdirSync(dirname(lock), { recursive: true });
  const BUSY = 75;
  const build = spawnSync('flock', ['-n', '-E', String(BUSY), lock, 'npm', 'run', '--silent', 'build-storybook'], {
    cwd: ROOT,
    stdio: 'ignore',
    timeout: 240_000,
  });
  if (build.status === BUSY) execFileSync('flock', [lock, 'true'], { timeout: 240_000 });
  else if (build.status !== 0) throw new Error(`npm run build-storybook failed (${build.status ?? build.signal})`);
}

export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  /** Storybook's tags, and the stories' own (`desktop`: a state shown at a desktop width). */
  tags?: string[];
}

export const indexEntries = (): IndexEntry[] =>
  Object.values((JSON.parse(readFileSync(join(DIST, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }).entries);

/** Serves dist-storybook on a free port of 127.0.0.1. */
export async function serveStorybook(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    // The build has no icon; the browser's own request for one is not a story's failed resource.
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    send(req, path, { root: DIST }).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One preview, switched from story to story as Storybook's sidebar does (setCurrentStory): loading the preview was most
 * of a story's time in the browser tests, and a story draws the same either way (.storybook/preview.tsx: a fresh cache,
 * fake backend and random sequence for each story). Each function below runs in the page as its source text (no
 * named inner functions), in Playwright and in tests/engines alike.
 *
 *   await page.goto(origin + previewPath());   // no story yet
 *   await page.waitForFunction(previewReady);
 *   await page.evaluate(setGlobals, LOOK);     // then, for each story: page.evaluate(showStory, id)
 *
 * `frame`: the preview as a States story's frame loads it (stories/support/states.tsx: sized to its story).
 */
export const previewPath = ({ frame = false } = {}) => `/iframe.html?id=&viewMode=story${frame ? '&frame=' : ''}`;

type Channel = { emit(event: string, arg: unknown): void };
type PreviewWindow = { __STORYBOOK_ADDONS_CHANNEL__: Channel; __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } };

/** Whether the preview has loaded its stories (and listens to its channel). */
export const previewReady = () => !!(window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;

/**
 * The toolbar's choices, sent as the toolbar sends them (a preview loaded without a story ignores the URL's globals).
 * The pictures are taken with motion reduced (a picture is one moment; with motion the moment would depend on the
 * machine's speed); `a11y: { manual: true }` leaves out the accessibility panel's run.
 */
export const setGlobals = (globals: Record<string, unknown>) =>
  (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals });

/** Switches the preview to story `id`, from the top of the page. */
export const showStory = (id: string) => {
  scrollTo(0, 0);
  (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
};

/** Whether an entry is a "States" story (its states are other stories, each in a frame). */
export const isStates = (e: IndexEntry) => e.name.toLowerCase() === 'states';

/**
 * Runs in the page (serialised: no closure): resolves once what the picture shows is final. A States story's frames
 * have loaded and their stories finished (play functions included); then in the page and every frame the fonts are
 * loaded, every <img> of the document and its open shadow roots is decoded (lazy ones made eager first, or a
 * full-page shot would depend on timing; a broken image counts as settled) and animations are ended; then the page
 * keeps its height for two frames (a frame is sized to its story, stories/support/states.tsx).
 * Two things of the machine, not of the design, are made the same on every run: the focused control is blurred
 * (whether the browser draws its ring after a scripted focus follows its own heuristics), and a field showing the
 * page's address shows it under one origin (the server's port differs from run to run).
 */
export async function pixelsSettled(): Promise<true> {
  // No named function inside: the page gets this function's source, and a bundler may wrap named ones (__name).
  type Preview = { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } };
  const frames = [...document.querySelectorAll('iframe')];
  for (;;) {
    const pending = frames.filter((f) => {
      const phase = (f.contentWindow as unknown as Preview | null)?.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return f.contentDocument?.readyState !== 'complete' || !(phase === 'finished' || phase === 'errored' || phase === 'aborted');
    });
    if (!pending.length) break;
    await new Promise((next) => requestAnimationFrame(next));
  }
  const docs = [document, ...frames.map((f) => f.contentDocument!)];
  for (const doc of docs) {
    await doc.fonts.ready;
    const images: HTMLImageElement[] = [];
    const roots: (Document | ShadowRoot)[] = [doc];
    for (let root = roots.pop(); root; root = roots.pop())
      for (const el of root.querySelectorAll('*')) {
        if (el.localName === 'img') images.push(el as HTMLImageElement);
        if (el.shadowRoot) roots.push(el.shadowRoot);
      }
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
    let focused = doc.activeElement;
    while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
    (focused as HTMLElement | null)?.blur?.();
    for (const root of [doc, ...[...doc.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))])
      for (const input of root.querySelectorAll('input'))
        if (input.value.startsWith(location.origin)) input.value = 'http://storybook.test' + input.value.slice(location.origin.length);
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    // As Playwright's animations: 'disabled' (Firefox and WebKit have no such option): finite ones at their end,
    // endless ones at their start. getAnimations() includes the shadow roots'.
    for (const a of doc.getAnimations()) {
      if (a.effect?.getComputedTiming().endTime === Infinity) a.cancel();
      else a.finish();
      // And gone: a layer that was scaled (a dialog's entrance) is otherwise drawn again at full scale only when the
      // browser gets round to it, so its text's pixels would depend on timing.
      const target = (a.effect as KeyframeEffect | null)?.target as HTMLElement | null;
      if (a instanceof CSSAnimation && target?.style) target.style.animation = 'none';
    }
  }
  for (let last = -1, height = document.documentElement.scrollHeight; height !== last;) {
    await new Promise((next) => requestAnimationFrame(next));
    await new Promise((next) => requestAnimationFrame(next));
    [last, height] = [height, document.documentElement.scrollHeight];
  }
  return true;
}
