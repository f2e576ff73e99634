/**
 * Storybook for designers, on the static build (npm run build-storybook; built here when missing or older than
 * the stories, the widgets or the config) served by a local server, in Chromium:
 * - every story renders, its play function passes, and the accessibility panel (addon-a11y, the rules of
 *   ./support/axe-tags.ts) reports 0 violations: the report the panel shows, taken from the story's own run;
 * - every element of custom-elements.json has a docs page with its attributes, events, parts, CSS properties
 *   and slots, and every docs page passes axe (./support/axe.ts);
 * - a declared event fired by an element reaches the Actions panel.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import send from 'send';
import { expect, test, type Page } from '@playwright/test';
import { buildManifest, elementDeclarations } from '../../scripts/manifest';
import { axeViolations, formatViolations } from './support/axe';
import { ROOT } from '../../scripts/elements';

const DIST = join(ROOT, 'dist-storybook');
const SOURCES = ['stories', '.storybook', 'widgets', 'package-lock.json'];

const newest = (path: string): number =>
  statSync(path).isDirectory() ? Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name)))) : statSync(path).mtimeMs;

function ensureBuilt() {
  const index = join(DIST, 'index.json');
  if (existsSync(index) && statSync(index).mtimeMs > Math.max(...SOURCES.map((s) => newest(join(ROOT, s))))) return;
  execFileSync('npm', ['run', '--silent', 'build-storybook'], { cwd: ROOT, stdio: 'ignore', timeout: 240_000 });
}

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
}
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
  let channel: { on: (event: string, fn: (payload: unknown) => void) => void } | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next) => {
      channel = next;
      next.on('storyFinished', (p: unknown) => w.__finished.push(p));
      next.on('storybook/actions/action-event', (p: unknown) => w.__actions.push(p));
    },
  });
}

let server: Server;
let origin: string;
let entries: IndexEntry[];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ensureBuilt();
  entries = Object.values((JSON.parse(readFileSync(join(DIST, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
  server = createServer((req, res) => void send(req, new URL(req.url ?? '/', 'http://x').pathname, { root: DIST }).pipe(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

async function runStory(page: Page, id: string): Promise<Finished> {
  await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story`);
  const handle = await page.waitForFunction(
    (storyId) => (window as unknown as { __finished: Finished[] }).__finished.find((f) => f.storyId === storyId),
    id,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) as Finished;
}

test('every story renders, plays and has 0 accessibility violations in the panel', async ({ page }) => {
  test.setTimeout(600_000);
  await page.addInitScript(recordChannel);
  const stories = entries.filter((e) => e.type === 'story');
  expect(stories.length).toBeGreaterThan(50);
  const problems: string[] = [];
  for (const { id } of stories) {
    const finished = await runStory(page, id).catch(
      (e: Error) => ({ storyId: id, status: 'error', reporters: [], timeout: e.message }) as Finished,
    );
    const a11y = finished.reporters.find((r) => r.type === 'a11y');
    if (!a11y) problems.push(`${id}: ${finished.status === 'error' ? 'the story or its play function failed' : 'no accessibility report'}`);
    else if (a11y.result.error) problems.push(`${id}: axe failed: ${JSON.stringify(a11y.result.error)}`);
    else
      for (const v of a11y.result.violations ?? [])
        problems.push(`${id}: ${v.id} (${v.help}) at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
    if (a11y && finished.status !== 'success' && !a11y.result.violations?.length) problems.push(`${id}: the story failed`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the panel runs axe with the WCAG A/AA and best-practice rules', async ({ page }) => {
  await page.addInitScript(recordChannel);
  const finished = await runStory(page, entries.find((e) => e.type === 'story')!.id);
  const { AXE_TAGS } = await import('./support/axe-tags');
  const a11y = finished.reporters.find((r) => r.type === 'a11y')!.result as { toolOptions?: { runOnly?: { values?: string[] } } };
  expect(a11y.toolOptions?.runOnly?.values).toEqual(AXE_TAGS);
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

/** The docs pages of elements by tag: their title (the stories file's) and the names in each contract table. */
let docsPages: Map<string, { title: string; tables: Record<string, string[]> }> | undefined;
/** axe's findings on every docs page (its content, the rules of the browser tests), by page. */
const docsViolations: string[] = [];
async function elementDocs(page: Page) {
  if (docsPages) return docsPages;
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
  return (docsPages = found);
}

test("every element has a docs page with its contract's tables; every docs page is axe clean", async ({ page }) => {
  test.setTimeout(180_000);
  const documented = await elementDocs(page);
  expect(docsViolations, docsViolations.join('\n')).toEqual([]);
  const declarations = elementDeclarations(await buildManifest());
  expect([...documented.keys()].sort()).toEqual(declarations.map((d) => d.tagName).sort());
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

test('each declared event an element fires shows in the Actions panel with its detail', async ({ page }) => {
  test.setTimeout(180_000);
  const documented = await elementDocs(page);
  await page.addInitScript(recordChannel);
  const withEvents = elementDeclarations(await buildManifest()).filter((d) => d.events.length > 0);
  expect(withEvents.length).toBeGreaterThan(0);
  for (const d of withEvents) {
    const story = entries.find((e) => e.type === 'story' && e.title === documented.get(d.tagName)?.title);
    expect(story, `a story of <${d.tagName}>`).toBeTruthy();
    await runStory(page, story!.id);
    for (const { name } of d.events) {
      await page.evaluate(
        ([tag, event]) =>
          document.querySelector(tag!)!.dispatchEvent(new CustomEvent(event!, { detail: { probe: event }, bubbles: true, composed: true })),
        [d.tagName, name],
      );
      await expect
        .poll(() =>
          page.evaluate(() =>
            (window as unknown as { __actions: { data: { name: string; args: unknown } }[] }).__actions.map((a) => a.data),
          ),
        )
        // (a single argument is sent as itself)
        .toContainEqual({ name, args: { probe: name } });
    }
  }
});
