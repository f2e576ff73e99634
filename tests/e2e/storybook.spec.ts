/**
 * Storybook for designers, on the static build (./support/storybook.ts: built when missing or older than its
 * sources) served by a local server, in Chromium. Each story is shown ONCE (the stories are split into SHARDS
 * tests, which the workers share; each test's one preview switches from story to story as the sidebar does), at
 * 1280 px, and that visit checks everything about it:
 * - it renders (each element into its shadow root), its play function passes, and nothing is logged with
 *   console.error or thrown but a widget's own report of a failure the story stages (stories/stories.test.tsx runs
 *   the same stories in happy-dom, held to each story's parameters.expectedErrors);
 * - the accessibility panel (addon-a11y, run with the rules of ./support/axe-tags.ts) reports 0 violations: the
 *   report the panel shows, taken from the story's own run;
 * - in the first story of an element that declares events, each event reaches the Actions panel;
 * - it looks as its committed baselines, at 1280 px and then narrowed to 390 px
 *   (tests/e2e/__screenshots__/storybook/<id>-<width>.png, full page, motion reduced); a changed story fails with
 *   expected, actual and diff images in test-results/playwright[-<port>]/. Regenerate every baseline with
 *   `npm run test:visual:update` (scripts/visual-update.sh).
 * And every element of custom-elements.json has a docs page with its attributes, events, parts, CSS properties and
 * slots, and every docs page passes axe (./support/axe.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { buildManifest, elementDeclarations } from '../../scripts/manifest';
import { AXE_TAGS, axeViolations, formatViolations } from './support/axe';
import {
  ensureBuilt,
  indexEntries,
  isStates,
  pixelsSettled,
  previewPath,
  previewReady,
  serveStorybook,
  setGlobals,
  showStory,
  type IndexEntry,
} from './support/storybook';

interface Finished {
  storyId: string;
  status: 'success' | 'error';
  reporters: {
    type: string;
    status: string;
    result: { violations?: { id: string; help: string; nodes: { target: unknown }[] }[]; error?: unknown };
  }[];
}

/** Before Storybook's preview starts: keep what its channel carries (stories finished, actions) for the test. */
function recordChannel() {
  const w = window as unknown as { __finished: unknown[]; __actions: unknown[] };
  w.__finished = [];
  w.__actions = [];
  // A story or play function that threw passes through the 'errored' phase (storyFinished may still say 'success').
  const errored = new Set<string>();
  let channel: { on: <P>(event: string, fn: (payload: P) => void) => void } | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next) => {
      channel = next;
      next.on(
        'storyRenderPhaseChanged',
        (p: { storyId: string; newPhase: string }) => void (p.newPhase === 'errored' && errored.add(p.storyId)),
      );
      next.on('storyFinished', (p: { storyId: string; status: string }) =>
        w.__finished.push(errored.has(p.storyId) ? { ...p, status: 'error' } : p),
      );
      next.on('storybook/actions/action-event', (p: unknown) => w.__actions.push(p));
    },
  });
}

/**
 * Each story is loaded once, at 1280 px (where the accessibility panel's report and the actions are taken), and
 * pictured there; then the window is narrowed to 390 px and it is pictured again (what a designer's viewport menu
 * does: the widgets lay out by CSS and ResizeObserver, not by the width they loaded at).
 */
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };
/** What a story may log with console.error: the widgets' own report of a failure the story stages. */
function expectedError(id: string, message: string): boolean {
  // widgets/runtime/query/errors.ts: "[medspa] <what> failed (<error>)", the report every failure state gives on purpose.
  if (/^\[medspa\] .+ failed \(/.test(message)) return true;
  // On purpose: the picture that never arrives.
  if (id === 'widgets-runtime--image-loading') return /status of 404/.test(message);
  return false;
}
/** STORIES=<regular expression>: only the stories whose id matches (a quick look at a few while working on them). */
const only = new RegExp(process.env.STORIES ?? '');

// Every test stands alone (a worker serves the build for its own tests), so the workers share them out.
test.describe.configure({ mode: 'parallel' });

let server: Awaited<ReturnType<typeof serveStorybook>>;
let origin: string;
let entries: IndexEntry[];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ensureBuilt();
  entries = indexEntries();
  server = await serveStorybook();
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.close();
});

/** Shows story `id` (the page's one preview, loaded at the first story) and resolves with how it finished. */
async function runStory(page: Page, id: string): Promise<Finished> {
  if (!page.url().startsWith(origin)) {
    await page.goto(origin + previewPath());
    await page.waitForFunction(previewReady);
    await page.evaluate(setGlobals, { motion: 'reduce' });
  }
  await page.evaluate(showStory, id);
  const handle = await page.waitForFunction(
    (storyId) => (window as unknown as { __finished: Finished[] }).__finished.find((f) => f.storyId === storyId),
    id,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) as Finished;
}

/** Each declared event of <tag>, dispatched on the story's element, reaches the Actions panel with its detail. */
async function checkActions(page: Page, tag: string, events: string[]) {
  for (const name of events) {
    await page.evaluate(
      ([t, event]) =>
        document.querySelector(t!)!.dispatchEvent(new CustomEvent(event!, { detail: { probe: event }, bubbles: true, composed: true })),
      [tag, name],
    );
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __actions: { data: { name: string; args: unknown } }[] }).__actions.map((a) => a.data)),
      )
      // (a single argument is sent as itself)
      .toContainEqual({ name, args: { probe: name } });
  }
}

/** The loaded story's parameters.element (undefined: a story of no element; null: no story loaded). */
const storyElement = () => {
  const story = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { parameters: { element?: string } } } } })
    .__STORYBOOK_PREVIEW__?.currentRender?.story;
  return story ? story.parameters.element : null;
};

/** The stories are split into this many tests, so the workers share them out. */
const SHARDS = 4;

for (let shard = 0; shard < SHARDS; shard++)
  test(`every story (part ${shard + 1} of ${SHARDS}) renders, plays, logs no error, has 0 accessibility violations in the panel, fires its actions and matches its baselines at 1280 and 390 px`, async ({
    page,
  }) => {
    await page.addInitScript(recordChannel);
    // As the toolbar's Motion: reduced (./support/storybook.ts setGlobals), for the widgets' own CSS too.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => void errors.push(e.message));
    // The States stories are not pictured (their frames are drawn the same twice only on a quiet machine); each of their states is
    // a story of its own, visited here.
    const all = entries.filter((e) => e.type === 'story' && !isStates(e) && only.test(e.id));
    if (!process.env.STORIES) expect(all.length).toBeGreaterThan(50);
    const stories = all.filter((_, i) => i % SHARDS === shard);
    // About 5 s a story on a quiet machine; a loaded one (2 cores, other suites beside) takes three times that.
    test.setTimeout(120_000 + stories.length * 20_000);
    // Events: checked in the first story of each file whose element (its parameters.element, what its docs page
    // documents) declares some; the docs test holds every element with events to such a story.
    const withEvents = elementDeclarations(await buildManifest()).filter((d) => d.events.length > 0);
    const firstOfFile = new Set([...new Set(all.map((s) => s.title))].map((title) => all.find((s) => s.title === title)!.id));

    const problems: string[] = [];
    for (const { id } of stories) {
      errors.length = 0;
      await page.setViewportSize(WIDE);
      const finished = await runStory(page, id).catch(
        (e: Error) => ({ storyId: id, status: 'error', reporters: [], timeout: e.message }) as Finished,
      );
      const report = finished.reporters.find((r) => r.type === 'a11y');
      // The panel runs axe with the WCAG A/AA and best-practice rules of the browser tests.
      if (report)
        expect((report.result as { toolOptions?: { runOnly?: { values?: string[] } } }).toolOptions?.runOnly?.values).toEqual(AXE_TAGS);
      if (finished.status !== 'success' && !report?.result.violations?.length)
        problems.push(`${id}: the story or its play function failed`);
      if (!report) problems.push(`${id}: no accessibility report`);
      else if (report.result.error) problems.push(`${id}: axe failed: ${JSON.stringify(report.result.error)}`);
      for (const v of report?.result.violations ?? [])
        problems.push(`${id}: ${v.id} (${v.help}) at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
      // Every element of the story upgraded and rendered into its shadow root (its chunk may come after the play).
      const unrendered = () =>
        [...document.querySelectorAll('#storybook-root *')]
          .filter((el) => el.localName.startsWith('medspa-') && !el.shadowRoot?.querySelector('.medspa-root'))
          .map((el) => el.localName);
      const rendered = () =>
        ![...document.querySelectorAll('#storybook-root *')].some(
          (el) => el.localName.startsWith('medspa-') && !el.shadowRoot?.querySelector('.medspa-root'),
        );
      await page
        .waitForFunction(rendered, null, { timeout: 5_000 })
        .catch(async () => problems.push(`${id}: not rendered: ${(await page.evaluate(unrendered)).join(', ')}`));
      const tag = firstOfFile.has(id) ? await page.evaluate(storyElement) : undefined;
      if (tag === null) problems.push(`${id}: the preview has no current story to read parameters.element from`);
      const element = tag && withEvents.find((d) => d.tagName === tag);
      if (element)
        await checkActions(
          page,
          element.tagName,
          element.events.map((e) => e.name),
        );
      for (const { width, height } of [WIDE, NARROW]) {
        await page.setViewportSize({ width, height });
        await page.evaluate(pixelsSettled);
        // Full page: a toast or a dialog outside the story's box is part of the state.
        await expect.soft(page, `${id} at ${width} px`).toHaveScreenshot(['storybook', `${id}-${width}.png`], {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          // Tight: a one-pixel move of a widget's box fails (threshold: colour distance a pixel may differ by).
          threshold: 0.1,
          maxDiffPixels: 0,
        });
      }
      for (const e of errors.filter((m) => !expectedError(id, m))) problems.push(`${id}: logged an error: ${e}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

/**
 * Resolves once the docs page has stopped changing for 500 ms (at most 10 s): a docs page renders in steps (its
 * stories' headings can come before the "Stories" heading), and axe run between two steps reports the half-drawn page.
 */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const root = document.getElementById('storybook-docs') ?? document.body;
        const done = () => {
          observer.disconnect();
          clearTimeout(cap);
          resolve();
        };
        let quiet = setTimeout(done, 500);
        const cap = setTimeout(done, 10_000);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 500);
        });
        observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );

/**
 * Visits every docs page: the docs pages of elements by tag (their title, the stories file's, and the names in
 * each contract table), and axe's findings on every docs page (its content, the rules of the browser tests).
 */
async function elementDocs(page: Page) {
  const docsViolations: string[] = [];
  const found = new Map<string, { title: string; tables: Record<string, string[]> }>();
  for (const { id, title } of entries.filter((e) => e.type === 'docs')) {
    await page.goto(`${origin}/iframe.html?id=${id}&viewMode=docs`);
    await expect(page.locator('#storybook-docs h1').first()).toBeVisible({ timeout: 20_000 });
    await settled(page);
    // Left out: Storybook's JSON editor in the controls table (its own markup: <li> outside a list).
    const violations = await axeViolations(page, { include: '#storybook-docs', exclude: ['.rejt-tree'] });
    if (violations.length) docsViolations.push(`${id}:\n${formatViolations(violations)}`);
    const tag = await page
      .locator('[data-element]')
      .getAttribute('data-element', { timeout: 1000 })
      .catch(() => null);
    if (!tag) continue;
    // The first column of each table: the names it documents.
    const tables = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('[data-contract]')].map((s) => [
          s.getAttribute('data-contract')!,
          [...s.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent ?? ''),
        ]),
      ),
    );
    found.set(tag, { title, tables });
  }
  return { documented: found, docsViolations };
}

test("every element has a docs page with its contract's tables; every docs page is axe clean", async ({ page }) => {
  test.setTimeout(180_000);
  const { documented, docsViolations } = await elementDocs(page);
  expect(docsViolations, docsViolations.join('\n')).toEqual([]);
  const declarations = elementDeclarations(await buildManifest());
  expect([...documented.keys()].sort()).toEqual(declarations.map((d) => d.tagName).sort());
  // The story in which the story tests check an element's events: the first (not States) of its docs page's file.
  const stories = entries.filter((e) => e.type === 'story' && !isStates(e));
  for (const d of declarations.filter((d) => d.events.length > 0))
    expect(
      stories.some((s) => s.title === documented.get(d.tagName)!.title),
      `a story of <${d.tagName}> (it declares events)`,
    ).toBe(true);
  for (const d of declarations) {
    expect(documented.get(d.tagName)!.tables, d.tagName).toEqual({
      attributes: d.attributes.map((a) => a.name),
      events: d.events.map((e) => e.name),
      parts: d.cssParts.map((p) => p.name),
      'css-custom-properties': d.cssProperties.map((p) => p.name),
      slots: d.slots.map((s) => s.name || '(default)'),
    });
  }
});
