/**
 * The accessibility check every page test calls: axe-core (node_modules/axe-core) against WCAG 2.0, 2.1 and
 * 2.2 levels A and AA, and axe's best practices; it sees inside open shadow roots, so widgets are checked too.
 * It checks a settled page: running transitions (a ticker's fade) are let finish first, since a text half-way
 * through a fade is not what the page shows.
 *
 *   await expectNoA11yViolations(page);
 *   await expectNoA11yViolations(page, { include: 'medspa-store', disableRules: ['color-contrast'] });
 *
 * axe is evaluated through the DevTools protocol (page.evaluate), which the site's CSP (no inline script)
 * does not block, unlike a <script> tag.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { AXE_TAGS } from './axe-tags';

const require = createRequire(import.meta.url);
let source: string | undefined;

export { AXE_TAGS };

export interface A11yOptions {
  /** CSS selector of the part to check (default: the whole document). */
  include?: string;
  /** CSS selectors to leave out. */
  exclude?: string[];
  /** axe rule ids to skip; say why beside the call. */
  disableRules?: string[];
}

export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string; html: string }[];
}

/** Runs axe and returns the violations (serialisable summary). */
export async function axeViolations(page: Page, opts: A11yOptions = {}): Promise<A11yViolation[]> {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Let running transitions and animations finish (at most 3 s; infinite ones, like a skeleton's pulse, are not waited for).
  // document.getAnimations() leaves out shadow trees (measured in Chromium 156), where every widget lives: ask each
  // open shadow root too.
  await page
    .waitForFunction(
      () => {
        const all: Animation[] = [...document.getAnimations()];
        const visit = (root: Document | ShadowRoot) => {
          for (const el of root.querySelectorAll('*')) {
            if (!el.shadowRoot) continue;
            all.push(...el.shadowRoot.getAnimations());
            visit(el.shadowRoot);
          }
        };
        visit(document);
        return all.every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
      },
      undefined,
      { timeout: 3000 },
    )
    .catch(() => {});
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(`${source}\n;void 0`);
  return page.evaluate(
    async ({ tags, include, exclude, disableRules }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<{ violations: A11yViolation[] }> } }).axe;
      const context = include || exclude.length ? { include: include ? [include] : undefined, exclude: exclude.map((e) => [e]) } : document;
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary, html: n.html.slice(0, 200) })),
      }));
    },
    { tags: AXE_TAGS, include: opts.include, exclude: opts.exclude ?? [], disableRules: opts.disableRules ?? [] },
  );
}

export function formatViolations(violations: A11yViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    at ${JSON.stringify(n.target)}  ${n.failureSummary?.split('\n').join(' ') ?? ''}\n      ${n.html}`).join('\n')}`,
    )
    .join('\n');
}

/** Fails the test with a readable list if axe finds any WCAG A/AA violation. */
export async function expectNoA11yViolations(page: Page, opts: A11yOptions = {}): Promise<void> {
  const violations = await axeViolations(page, opts);
  expect(violations, `axe-core found accessibility violations on ${page.url()}:\n${formatViolations(violations)}`).toEqual([]);
}
