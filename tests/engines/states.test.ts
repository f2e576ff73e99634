/**
 * Visual baselines in Firefox and WebKit (issue 40): each state of every element's "States" story, pictured as its
 * own story (the state alone, as the States story's frame shows it: iframe.html?id=<state>&frame, motion reduced;
 * one preview switches from state to state, as the sidebar does), at 390 px (a state tagged `desktop`: 1280 px) in a
 * 844 px window made as tall as the story when it is taller, against tests/engines/__screenshots__/<engine>/<state>.png. A story or play function that
 * fails fails the check.
 * Not the composite States story: its frames load side by side and resize one another, and on a loaded machine the
 * engines drew it differently from run to run; a state alone has one document to settle (pixelsSettled).
 * A state that changed fails with its actual picture and a diff (differing pixels in magenta over a faded baseline)
 * in test-results/engines/<engine>/states/. UPDATE_BASELINES=1 rewrites the baselines a check would fail (and only
 * those) and drops those of states gone. Chromium draws every story at two widths in tests/e2e/storybook.spec.ts.
 *
 * Two things made a check differ from its update on a loaded machine, each mended at its cause: the toolbar's reduced
 * motion reached a widget only after its first render (stories/support/look.ts's MediaQueryList froze `matches`), and
 * WebKit's overlay scrollbars show for a while after a scroll and fade when they like (hideScrollbars, below).
 * `npm run test:visual:update` rewrites these baselines too.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// The preview's means, shared with tests/e2e/storybook.spec.ts.
import * as sb from '../e2e/support/storybook';
import type { IndexEntry } from '../e2e/support/storybook';
import { compare } from './pixels';
import { ROOT } from './servers';
import { ENGINE, RESULTS, useEngine } from './suite';

const BASELINES = join(ROOT, 'tests', 'engines', '__screenshots__', ENGINE);
const OUT = join(RESULTS, 'states');
const UPDATE = process.env.UPDATE_BASELINES === '1';
/** The window every state loads in (a phone's, as Chromium's narrow pictures): a picture is at least this tall. */
const VIEW = { width: 390, height: 844 };
/** The window of a state tagged `desktop` (a wide layout's state: the navbar's dropdown), as Chromium's wide pictures. */
const DESKTOP = { width: 1280, height: 844 };
/** The tallest picture (WebKit's window must fit Xvfb's screen, servers.ts). */
const MAX_HEIGHT = 2800;
/** A state fails past this share of its pixels differing (./pixels.ts: off by more than 16 of 255, not anti-aliasing). */
const SHARE = 0.0001;
/** STATES=<regular expression>: only the states whose id matches (a quick look at a few; no baseline is dropped). */
const only = process.env.STATES ? new RegExp(process.env.STATES) : undefined;

/**
 * The states: every story of a stories file that has a States story but that one (a States story frames every other
 * story of its file: stories/stories.test.tsx checks it).
 */
function stateStories(entries: IndexEntry[]): IndexEntry[] {
  const stories = entries.filter((e) => e.type === 'story');
  const titles = new Set(stories.filter(sb.isStates).map((s) => s.title));
  return stories.filter((s) => titles.has(s.title) && !sb.isStates(s));
}

/**
 * Hides every scrollbar, in the document and in each open shadow root (a document's style does not reach into one):
 * `scrollbar-width` for Firefox, `::-webkit-scrollbar` for WebKit (which ignored `scrollbar-width` on the root); and
 * the window's own, which WebKitGTK still drew over a story taller than MAX_HEIGHT under load: the root does not
 * scroll (scrollTo still moves it to the top). Written without named inner functions: it runs in the page as its
 * source text.
 */
const hideScrollbars = () => {
  document.documentElement.style.overflow = 'hidden';
  const css = '*{scrollbar-width:none!important}*::-webkit-scrollbar{display:none!important;width:0!important;height:0!important}';
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    const root = roots[i]!;
    // (once a root: the preview switches stories in one document)
    if (!root.querySelector('style[data-no-scrollbars]')) {
      const style = document.createElement('style');
      style.dataset.noScrollbars = '';
      style.textContent = css;
      (root instanceof Document ? root.head : root).append(style);
    }
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  }
};

/**
 * Once the preview has loaded (with no story): keeps how each story it finishes ended in window.__finished: 'error' when
 * it or its play function threw (Storybook then passes through the 'errored' phase, though storyFinished may still
 * say 'success'), else storyFinished's status. Run in the page as source text.
 */
const recordFinished = () => {
  type Payload = { storyId: string; status?: string; newPhase?: string };
  const w = window as unknown as {
    __finished: Record<string, string>;
    __STORYBOOK_ADDONS_CHANNEL__: { on(event: string, fn: (p: Payload) => void): void };
  };
  const errored = new Set<string>();
  w.__finished = {};
  w.__STORYBOOK_ADDONS_CHANNEL__.on('storyRenderPhaseChanged', (p) => void (p.newPhase === 'errored' && errored.add(p.storyId)));
  w.__STORYBOOK_ADDONS_CHANNEL__.on('storyFinished', (p) => void (w.__finished[p.storyId] = errored.has(p.storyId) ? 'error' : p.status!));
};

describe.skipIf(!!inject('unavailable'))(`${ENGINE}: the states of the States stories`, () => {
  const t = useEngine();
  let storybook: Awaited<ReturnType<typeof sb.serveStorybook>> | undefined;
  let states: IndexEntry[] = [];

  beforeAll(async () => {
    sb.ensureBuilt();
    states = stateStories(sb.indexEntries()).filter((s) => !only || only.test(s.id));
    storybook = await sb.serveStorybook();
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    mkdirSync(BASELINES, { recursive: true });
  }, 300_000);

  afterAll(async () => {
    await storybook?.close();
  });

  it(`each state at ${VIEW.width} px (tagged desktop: ${DESKTOP.width} px) ${UPDATE ? 'is written as its baseline' : 'matches its baseline'}`, async () => {
    const page = t.page;
    const failures: string[] = [];
    expect(states.length, 'the States stories and their states').toBeGreaterThan(only ? 0 : 50);
    let width = 0;
    let height = 0;
    let shooting = 0;
    const start = performance.now();
    await page.goto(storybook!.origin + sb.previewPath({ frame: true }));
    await page.waitFor(sb.previewReady, undefined, { timeout: 20_000, message: 'the preview did not load' });
    await page.evaluate(sb.setGlobals, { motion: 'reduce', a11y: { manual: true } });
    await page.evaluate(recordFinished);
    for (const { id, tags } of states) {
      // Every state renders in the same window (what a story draws may depend on the window's height), from the top.
      const view = tags?.includes('desktop') ? DESKTOP : VIEW;
      if (width !== view.width || height !== view.height) await page.setViewport((width = view.width), (height = view.height));
      await page.evaluate(sb.showStory, id);
      const status = await page.waitFor((story) => (window as unknown as { __finished: Record<string, string> }).__finished[story], id, {
        timeout: 20_000,
        message: `${id} did not finish rendering`,
      });
      if (status !== 'success') failures.push(`${id}: the story or its play function failed`);
      // No scrollbar anywhere: WebKit's overlay ones show for a while after a scroll (a play function's, the
      // scrollTo below, a menu's inside a shadow root) and fade when they like.
      await page.evaluate(hideScrollbars);
      await page.evaluate(sb.pixelsSettled);
      // A story taller than the window: the window is made as tall as the story was in it, once (a story that
      // grows with the window, by vh, would otherwise be chased), and the page settled again.
      const tall = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
      if (tall > height) {
        await page.setViewport(width, (height = tall));
        await page.evaluate(sb.pixelsSettled);
      }
      // The top of the story (a play function may have scrolled; a story taller than MAX_HEIGHT stays scrollable).
      await page.evaluate(() => new Promise((done) => (scrollTo(0, 0), requestAnimationFrame(() => requestAnimationFrame(done)))));
      const file = join(OUT, `${id}-actual.png`);
      const t0 = performance.now();
      await page.screenshot(file);
      shooting += performance.now() - t0;
      const baseline = join(BASELINES, `${id}.png`);
      if (!existsSync(baseline) && !UPDATE) {
        failures.push(`${id}: no baseline (npm run test:visual:update); actual: ${file}`);
        continue;
      }
      const result = existsSync(baseline) ? await compare(readFileSync(baseline), readFileSync(file)) : null;
      const changed = !!result && result.differing > result.total * SHARE;
      // An update rewrites only the baselines a check would fail (a matching one stays, byte for byte).
      if (UPDATE) {
        if (!result || changed) writeFileSync(baseline, readFileSync(file));
        rmSync(file);
        continue;
      }
      if (!result) failures.push(`${id}: a different size than ${baseline}; actual: ${file}`);
      else if (changed) {
        const diff = join(OUT, `${id}-diff.png`);
        writeFileSync(diff, result.png);
        failures.push(`${id}: ${result.differing} pixels differ from ${baseline}; actual: ${file}, diff: ${diff}`);
      } else rmSync(file);
    }
    if (UPDATE && !only) {
      const kept = new Set(states.map((s) => `${s.id}.png`));
      for (const name of readdirSync(BASELINES)) if (!kept.has(name)) rmSync(join(BASELINES, name));
    }
    console.log(
      `${ENGINE}: ${states.length} states in ${Math.round(performance.now() - start)} ms (screenshots ${Math.round(shooting)} ms)`,
    );
    expect(failures, failures.join('\n')).toEqual([]);
  }, 900_000);
});
