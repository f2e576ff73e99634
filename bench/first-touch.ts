/**
 * First touch (issue 26): what a visitor on a phone gets when they tap a control right after the page's `load`,
 * before the island under their thumb has its code (widgets/runtime/upgrade.ts holds the click and gives it again
 * once the element is live). Each measurement is a fresh page in a fresh browser context (nothing cached), throttled
 * as Lighthouse models a phone, through the Chrome DevTools Protocol: `Network.emulateNetworkConditions` (150 ms
 * latency per request, 1638.4 Kbps down, 750 Kbps up: Lighthouse's mobile "simulated" figures, in bytes/s as
 * Lighthouse converts them) and `Emulation.setCPUThrottlingRate` 4.
 *
 * 1. Tap to visible answer. The controls are found on each route by their parts and selectors (CONTROL_RULES; per
 *    element and rule, the first visible match: one "Buy Now" of the store, not six): the navbar's `menu-button` on
 *    a 390×844 touch phone (DPR 3); its `services-button` and `consultation-button` at 1280×800 with the mouse,
 *    still throttled (on a phone they are inside the closed menu); every `<medspa-consultation-button>`; every
 *    widget's submit button (fields empty: the answer is the validation messages, the browser's own bubble or
 *    "Sending..."); every "Buy Now". Once `load` has fired, an in-page probe scrolls the control into view and
 *    listens; t0 is the `event.timeStamp` of the first `pointerdown`/`touchstart`/`mousedown`/`click` on the
 *    document (capture), and the tap is a real input event at the control's centre (`page.touchscreen.tap`, or
 *    `page.mouse.click` at 1280; screen coordinates, so a page wider than the phone is tapped where it shows). The
 *    answer is the first animation frame after a DOM change on the element or in its shadow root (MutationObserver:
 *    subtree, attributes, childList, characterData), an `invalid` event in it (the browser's validation bubble), a
 *    `<dialog>` of the document opening, or the document navigating (the Navigation API's `navigate`, `pagehide`).
 *    Not changes: the hydration's removal of `data-medspa-ssr`, and an attribute or a text set to the value it
 *    already had (React's hydration sets an input's type, name and value again). Any other change is an answer,
 *    whatever caused it: the "answer" column says what it was, the JSON lists the first ones. Reported: ms from t0
 *    to that frame, or none within 5 s; when the element's code was defined (after an answer that came first, the
 *    loader's own, up to 5 s more); the page's `load` and how long after it the tap came. A tap that landed
 *    elsewhere is an error (unmeasured), not "none".
 * 2. Autofill, then submit. Every form found by (1) whose fields are all known (name, email, message: the contact
 *    form of /contact, the signup of /newsletter) is filled the way a browser's autofill does it, right after
 *    `load`: the native value setter, then `input` (bubbles, composed) and `change` (bubbles); no focus, no pointer;
 *    unique values. Its submit button is tapped 0.3 s, 1 s and 2.5 s after `load` (a fresh page each), then up to
 *    15 s for a toast or a validation message, 2 s more for a second request, and the rows stored with that email
 *    are counted through the local backend's REST API with the service key (contact_submissions,
 *    newsletter_subscribers; expected: exactly 1). Reported too: how many of the filled fields showed their value at
 *    the tap and after the outcome, the POST requests sent, and what the visitor saw (a toast's title, a
 *    validation message, nothing).
 *
 * Run by bench/run.ts after the seed pass's Lighthouse runs (BENCH_TOUCH=0 skips it), or on its own:
 *
 *   npm run bench:touch           # BENCH_ROUTES=/contact,/newsletter to measure a few
 *
 * which starts the host (MEDSPA_DIST, built first when missing), prints the tables as it goes and the `touch`
 * budgets of bench/budgets.json, and writes bench/reports/first-touch.{json,md}. Without BENCH_ROUTES: every route
 * of site/routes.ts, plus the buy button's iframe-fallback page (/widgets/frame/medspa-buy-button) when the build
 * has it. About 5 s a measurement; a benchmark: the exit code is 0.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../supabase/local/keys';
import { THROTTLING, throttleLikeAPhone } from '../tests/e2e/support/phone';
import { touchApplies, type AutofillMeasure, type BudgetResult, type TouchBudget, type TouchMeasure } from './budgets';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Lighthouse's mobile throttling, as the browser tests apply it (one place: tests/e2e/support/phone.ts).
export { THROTTLING };

export type TouchProfile = 'phone' | 'desktop';

export const PROFILES: Record<
  TouchProfile,
  { viewport: { width: number; height: number }; deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean }
> = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

/** Which controls are tapped: `selector` inside the shadow root of `tag` ('*': any medspa-* element), at `profile`. */
export interface ControlRule {
  tag: string;
  selector: string;
  profile: TouchProfile;
}

export const CONTROL_RULES: ControlRule[] = [
  { tag: 'medspa-navbar', selector: '[part~="menu-button"]', profile: 'phone' },
  { tag: 'medspa-navbar', selector: '[part~="services-button"]', profile: 'desktop' },
  { tag: 'medspa-navbar', selector: '[part~="consultation-button"]', profile: 'desktop' },
  { tag: 'medspa-consultation-button', selector: '[part~="button"]', profile: 'phone' },
  { tag: '*', selector: 'form button[type="submit"]', profile: 'phone' },
  { tag: '*', selector: '[part~="buy-button"]', profile: 'phone' },
];

/** A control found on a route: the `index`-th `tag` of the document, the first visible `selector` in its shadow root. */
export interface Control {
  route: string;
  profile: TouchProfile;
  tag: string;
  index: number;
  selector: string;
  /** "navbar menu-button", "contact-form submit", "store buy-button" (#2… for a second element of the same tag). */
  label: string;
  /** For a submit button: the names of its form's visible text fields (autofill targets). */
  fields?: string[];
}

export interface FirstTouchRow extends TouchMeasure {
  profile: TouchProfile;
  tag: string;
  /** What answered: "attr aria-expanded <button menu-button>", "+DIALOG", "invalid", "navigate /checkout/…", or null. */
  answer: string | null;
  /** The page's load event, ms after navigation start. */
  loadMs: number | null;
  /** t0 minus the load event: how long after `load` the tap came. */
  tapAfterLoadMs: number | null;
  /** When the element's code was defined, ms after t0 (negative: before the tap); null: not within the wait. */
  definedMs: number | null;
  /** The first DOM changes after t0 (ms after t0 and what), for the report. */
  mutations: string[];
}

export interface AutofillRow extends AutofillMeasure {
  tag: string;
  /** Fields filled; of them, those that still showed the filled value when the tap came, and after the outcome. */
  filled: number;
  keptAtTap: number | null;
  keptAfter: number | null;
  /** When the tap came, ms after `load`. */
  tapAfterLoadMs: number | null;
  /** POST requests to the REST API. */
  requests: number;
  /** What the visitor saw: "toast: …", "validation: …", "browser validation: …", or "none". */
  outcome: string;
  /** ms from the tap to that outcome. */
  outcomeMs: number | null;
}

export interface FirstTouchResult {
  taps: FirstTouchRow[];
  autofill: AutofillRow[];
}

/** How long a tap may wait for its answer; how long a submit may wait for its outcome. */
const ANSWER_MS = 5_000;
const OUTCOME_MS = 15_000;
const SETTLE_MS = 2_000;
export const AUTOFILL_DELAYS_MS = [300, 1000, 2500];
/** The tables a visitor's email lands in (counted by email: each trial's address is new). */
const TABLES = ['contact_submissions', 'newsletter_subscribers'];

/** Routes to measure: BENCH_ROUTES, or every route plus the buy button's frame page when built. */
export function touchRoutes(all: string[], dist = resolve(ROOT, process.env.MEDSPA_DIST ?? 'dist')): string[] {
  const wanted = process.env.BENCH_ROUTES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted?.length) return wanted;
  const frame = '/widgets/frame/medspa-buy-button';
  return existsSync(join(dist, frame, 'index.html')) ? [...all, frame] : all;
}

/**
 * The probes below are functions run in the page; tsx compiles this file with esbuild's keepNames, which wraps
 * named inner functions in a `__name(…)` call the page does not have.
 */
const KEEP_NAMES = 'globalThis.__name ??= (fn) => fn;';

export async function throttledPage(browser: Browser, profile: TouchProfile): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PROFILES[profile], reducedMotion: 'no-preference', serviceWorkers: 'block' });
  await context.addInitScript(KEEP_NAMES);
  const page = await context.newPage();
  await throttleLikeAPhone(page);
  return { context, page };
}

/** Finds the controls of `routes` (unthrottled, images and media not fetched: only the markup and CSS matter). */
export async function discoverControls(browser: Browser, origin: string, routes: string[]): Promise<Control[]> {
  const controls: Control[] = [];
  for (const profile of ['phone', 'desktop'] as const) {
    const rules = CONTROL_RULES.filter((r) => r.profile === profile);
    const context = await browser.newContext({ ...PROFILES[profile], serviceWorkers: 'block' });
    await context.addInitScript(KEEP_NAMES);
    await context.route(/\.(jpe?g|png|webp|avif|gif|mp4|webm|woff2?)(\?|$)|\/storage\/v1\//, (r) => r.abort());
    try {
      for (const route of routes) {
        const page = await context.newPage();
        try {
          await page.goto(origin + route, { waitUntil: 'load', timeout: 60_000 });
          const found = await page.evaluate((rules) => {
            const out: { tag: string; index: number; selector: string; part: string; fields?: string[] }[] = [];
            for (const host of document.querySelectorAll('*')) {
              if (!host.localName.startsWith('medspa-') || !host.shadowRoot) continue;
              // The position among the elements of its tag, as the probes find it again.
              const index = [...document.querySelectorAll(host.localName)].indexOf(host);
              for (const rule of rules) {
                if (rule.tag !== '*' && rule.tag !== host.localName) continue;
                const target = [...host.shadowRoot.querySelectorAll<HTMLElement>(rule.selector)].find((el) => el.checkVisibility());
                if (!target) continue;
                const part = target.getAttribute('part')?.split(/\s+/)[0] ?? (target.getAttribute('type') || target.localName);
                let fields: string[] | undefined;
                const form = (target as HTMLButtonElement).form;
                if (form && (target as HTMLButtonElement).type === 'submit')
                  fields = [...form.elements]
                    .filter(
                      (el): el is HTMLInputElement | HTMLTextAreaElement =>
                        (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
                        !!el.name &&
                        el.type !== 'hidden' &&
                        el.tabIndex >= 0 &&
                        !el.closest('[aria-hidden="true"]'),
                    )
                    .map((el) => el.name);
                out.push({ tag: host.localName, index, selector: rule.selector, part, fields });
              }
            }
            return out;
          }, rules);
          for (const f of found)
            controls.push({
              route,
              profile,
              tag: f.tag,
              index: f.index,
              selector: f.selector,
              label: `${f.tag.replace(/^medspa-/, '')}${f.index ? ` #${f.index + 1}` : ''} ${f.part}`,
              fields: f.fields,
            });
        } catch (err) {
          console.log(
            `first-touch: could not read the controls of ${route} (${profile}): ${err instanceof Error ? err.message.split('\n')[0] : err}`,
          );
        } finally {
          await page.close();
        }
      }
    } finally {
      await context.close();
    }
  }
  // Route order, then the order of CONTROL_RULES, then the document's.
  const rank = (c: Control) => CONTROL_RULES.findIndex((r) => r.selector === c.selector && r.profile === c.profile);
  return controls.sort((a, b) => routes.indexOf(a.route) - routes.indexOf(b.route) || rank(a) - rank(b) || a.index - b.index);
}

interface ProbeArgs {
  tag: string;
  index: number;
  selector: string;
  answerMs: number;
}
interface ProbeReport {
  kind: 'dom' | 'invalid' | 'dialog' | 'navigate' | 'none' | 'no-tap';
  what: string | null;
  ms: number | null;
  t0: number | null;
  loadAt: number | null;
  definedAt: number | null;
  mutations: string[];
  /** Where the tap landed, when not on the control. */
  missed: string | null;
}
type ProbeStart = { x: number; y: number; covered: string | null } | { error: string };

/**
 * In the page: finds the control, scrolls it into view, listens for the tap (t0) and the answer, and reports once
 * through `window.__medspaFirstTouch`. Returns the control's centre (viewport coordinates).
 */
function probe({ tag, index, selector, answerMs }: ProbeArgs): ProbeStart {
  const w = window as unknown as { __medspaFirstTouch: (r: ProbeReport) => void };
  const host = document.querySelectorAll(tag)[index];
  const root = host?.shadowRoot;
  const target = root && [...root.querySelectorAll<HTMLElement>(selector)].find((el) => el.checkVisibility());
  if (!host || !root || !target) return { error: `no ${selector} in ${tag}[${index}]` };
  target.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });

  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loadAt = nav && nav.loadEventStart > 0 ? nav.loadEventStart : null;
  // When its code arrived: the root box loses the server's mark as hydration starts (every tag is defined from the
  // start, runtime/element.ts). Live already: 0, so the figure is negative, "before the tap".
  const rootBox = root.querySelector('.medspa-root');
  const arrived = () => !rootBox || !rootBox.hasAttribute('data-medspa-ssr');
  let definedAt: number | null = arrived() ? 0 : null;
  const probeState = window as unknown as { __medspaFirstTouchDefined?: number };
  const settleDefined = () => {
    definedAt ??= performance.now();
    probeState.__medspaFirstTouchDefined = definedAt - (t0 ?? 0);
  };
  if (definedAt === 0) settleDefined();
  else {
    const watch = new MutationObserver(() => {
      if (!arrived()) return;
      watch.disconnect();
      settleDefined();
    });
    watch.observe(rootBox!, { attributes: true, attributeFilter: ['data-medspa-ssr'] });
  }
  let t0: number | null = null;
  let done = false;
  let answered = false;
  const mutations: string[] = [];
  const name = (n: Node) => {
    if (!(n instanceof Element)) return n.nodeName.toLowerCase();
    const part = n.getAttribute('part');
    const cls = n.getAttribute('class')?.split(/\s+/)[0];
    return `<${n.localName}${part ? ` ${part}` : cls ? `.${cls}` : ''}>`;
  };
  const describe = (r: MutationRecord) => {
    if (r.type === 'attributes') return `attr ${r.attributeName} ${name(r.target)}`;
    if (r.type === 'characterData') return `text in ${name(r.target.parentNode ?? r.target)}`;
    const added = [...r.addedNodes].map((n) => (n instanceof Element ? n.localName.toUpperCase() : n.nodeName)).join(',');
    const removed = [...r.removedNodes].map((n) => (n instanceof Element ? n.localName.toUpperCase() : n.nodeName)).join(',');
    return `${added ? `+${added}` : ''}${removed ? `${added ? ' ' : ''}-${removed}` : ''} in ${name(r.target)}`;
  };
  const report = (kind: ProbeReport['kind'], what: string | null, at: number | null) => {
    if (done) return;
    done = true;
    observer.disconnect();
    const since = (t: number | null) => (t == null || t0 == null ? null : t - t0);
    w.__medspaFirstTouch({ kind, what, ms: since(at), t0, loadAt, definedAt: since(definedAt), mutations, missed });
  };
  const answer = (kind: ProbeReport['kind'], what: string) => {
    if (answered || t0 == null) return;
    answered = true;
    requestAnimationFrame(() => report(kind, what, performance.now()));
  };
  let missed: string | null = null;
  const onInput = (e: Event) => {
    if (t0 != null) return;
    t0 = e.timeStamp;
    const on = e.composedPath()[0];
    if (!(on instanceof Node && (on === target || target.contains(on)))) missed = on instanceof Node ? name(on) : String(on);
    setTimeout(() => report('none', null, null), answerMs);
  };
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'click'])
    document.addEventListener(type, onInput, { capture: true, passive: true });
  const observer = new MutationObserver((records) => {
    if (t0 == null) return;
    // An attribute or a text is changed by a batch when its value before the batch (the first record's old value)
    // differs from its value now: set again to the same value (React's hydration does it with an input's type, name
    // and value) or changed and changed back within the batch, it never reached the screen.
    const seen = new Map<Node, Set<string | null>>();
    for (const r of records) {
      // The hydration taking the server's root box is not an answer.
      if (r.type === 'attributes' && r.attributeName === 'data-medspa-ssr') continue;
      if (r.type !== 'childList') {
        const key = r.type === 'attributes' ? r.attributeName : null;
        const keys = seen.get(r.target) ?? new Set<string | null>();
        if (keys.has(key)) continue;
        keys.add(key);
        seen.set(r.target, keys);
        const now = r.type === 'attributes' ? (r.target as Element).getAttribute(r.attributeName!) : r.target.nodeValue;
        if (now === r.oldValue) continue;
      }
      if (mutations.length < 12) mutations.push(`${Math.round(performance.now() - t0)} ms ${describe(r)}`);
      answer('dom', describe(r));
    }
  });
  observer.observe(host, { attributes: true, attributeOldValue: true });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
    attributeOldValue: true,
    characterDataOldValue: true,
  });
  // A dialog of the document itself (the element's own dialogs are in its shadow root, observed above).
  new MutationObserver((records) => {
    for (const r of records) if (r.target instanceof HTMLDialogElement && r.target.open) answer('dialog', `dialog ${name(r.target)}`);
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
  root.addEventListener('invalid', (e) => answer('invalid', `invalid ${name(e.target as Node)}`), true);
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', (e) => {
    if (t0 != null)
      report(
        'navigate',
        `navigate ${new URL((e as Event & { destination: { url: string } }).destination.url).pathname}`,
        performance.now(),
      );
  });
  addEventListener('pagehide', () => t0 != null && report('navigate', 'pagehide', performance.now()));
  setTimeout(() => t0 == null && report('no-tap', null, null), answerMs * 2);

  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  // What is really under that point (through open shadow roots): a fixed bar or a floating button may cover it.
  let hit: Element | null = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  // Input events take coordinates on the screen (the visual viewport), the box is in the layout viewport: they differ
  // when a page is wider than the phone (the layout viewport grows, the visual one is panned) or zoomed.
  const vv = visualViewport;
  return {
    x: vv ? (x - vv.offsetLeft) * vv.scale : x,
    y: vv ? (y - vv.offsetTop) * vv.scale : y,
    covered: hit && (target === hit || target.contains(hit)) ? null : hit ? name(hit) : 'nothing',
  };
}

const message = (err: unknown) => (err instanceof Error ? err.message.split('\n')[0]! : String(err));
const round = (n: number | null) => (n == null ? null : Math.round(n));

/** One tap on one control, on a fresh throttled page. */
async function tapOnce(browser: Browser, origin: string, control: Control): Promise<FirstTouchRow> {
  const row: FirstTouchRow = {
    route: control.route,
    profile: control.profile,
    tag: control.tag,
    control: control.label,
    ms: null,
    answer: null,
    loadMs: null,
    tapAfterLoadMs: null,
    definedMs: null,
    mutations: [],
  };
  const { context, page } = await throttledPage(browser, control.profile);
  try {
    let got: (r: ProbeReport) => void = () => {};
    const reported = new Promise<ProbeReport>((ok) => (got = ok));
    await page.exposeFunction('__medspaFirstTouch', (r: ProbeReport) => got(r));
    await page.goto(origin + control.route, { waitUntil: 'load', timeout: 90_000 });
    const start = await page.evaluate(probe, { tag: control.tag, index: control.index, selector: control.selector, answerMs: ANSWER_MS });
    if ('error' in start) return { ...row, error: start.error };
    if (start.covered) row.error = `the tap landed on ${start.covered}`;
    if (control.profile === 'phone') await page.touchscreen.tap(start.x, start.y);
    else await page.mouse.click(start.x, start.y);
    const r = await Promise.race([reported, new Promise<null>((ok) => setTimeout(() => ok(null), ANSWER_MS * 2 + 5_000))]);
    if (!r) return { ...row, error: row.error ?? 'the page never reported (main thread blocked?)' };
    // An answer before the code (the loader's own, from the markup): how long the code then took, up to 5 s more.
    let definedMs = round(r.definedAt);
    if (definedMs == null && r.t0 != null && r.kind !== 'navigate')
      definedMs = await page
        .waitForFunction(() => (window as unknown as { __medspaFirstTouchDefined?: number }).__medspaFirstTouchDefined, null, {
          timeout: ANSWER_MS,
        })
        .then(async (h) => round((await h.jsonValue()) as number))
        .catch(() => null);
    // A tap that did not reach the control measures nothing about it: an error (unmeasured), not "no answer".
    const missed = r.kind === 'no-tap' ? 'the tap never reached the page' : r.missed ? `the tap landed on ${r.missed}` : undefined;
    return {
      ...row,
      error: [row.error, missed].filter(Boolean).join('; ') || undefined,
      ms: r.kind === 'none' || r.kind === 'no-tap' ? null : round(r.ms),
      answer: r.kind === 'none' || r.kind === 'no-tap' ? null : r.what,
      loadMs: round(r.loadAt),
      tapAfterLoadMs: r.t0 != null && r.loadAt != null ? round(r.t0 - r.loadAt) : null,
      definedMs,
      mutations: r.mutations,
    };
  } catch (err) {
    return { ...row, error: message(err) };
  } finally {
    await context.close();
  }
}

const serviceHeaders = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

/** Rows with this email in the tables a visitor writes to (null: the API could not be read). */
async function storedRows(origin: string, email: string): Promise<number | null> {
  let total = 0;
  for (const table of TABLES) {
    const res = await fetch(`${origin}/rest/v1/${table}?select=email&email=ilike.${encodeURIComponent(email)}`, {
      headers: serviceHeaders,
    }).catch(() => null);
    if (!res?.ok) return null;
    total += ((await res.json()) as unknown[]).length;
  }
  return total;
}

interface FillArgs {
  tag: string;
  index: number;
  selector: string;
  values: Record<string, string>;
  delayMs: number;
}
interface FillResult {
  filled: number;
  x: number;
  y: number;
}

/**
 * In the page, right after `load`: fills the form as autofill does (native setter, `input`, `change`; no focus),
 * scrolls the submit button into view, notes the fields at the tap, then waits until `delayMs` after `load`.
 */
async function autofill({ tag, index, selector, values, delayMs }: FillArgs): Promise<FillResult | { error: string }> {
  const w = window as unknown as { __medspaAutofill: { keptAtTap: number | null; tapAt: number | null; invalid: string | null } };
  const host = document.querySelectorAll(tag)[index];
  const root = host?.shadowRoot;
  const submit = root && [...root.querySelectorAll<HTMLButtonElement>(selector)].find((el) => el.checkVisibility());
  const form = submit?.form;
  if (!root || !submit || !form) return { error: `no form with ${selector} in ${tag}[${index}]` };
  const fields = [...form.elements].filter(
    (el): el is HTMLInputElement | HTMLTextAreaElement =>
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.name in values,
  );
  for (const el of fields) {
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, values[el.name]);
    el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }
  submit.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  w.__medspaAutofill = { keptAtTap: null, tapAt: null, invalid: null };
  document.addEventListener(
    'pointerdown',
    (e) => {
      // The fields as the visitor sees them when the thumb comes down (the form may have been redrawn since).
      const now = [...(host.shadowRoot?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? [])];
      w.__medspaAutofill.keptAtTap = Object.entries(values).filter(([n, v]) => now.some((el) => el.name === n && el.value === v)).length;
      w.__medspaAutofill.tapAt = e.timeStamp - nav.loadEventStart;
    },
    { capture: true, once: true },
  );
  root.addEventListener('invalid', (e) => (w.__medspaAutofill.invalid ??= (e.target as HTMLInputElement).validationMessage), true);
  const wait = nav.loadEventStart + delayMs - performance.now();
  if (wait > 0) await new Promise((ok) => setTimeout(ok, wait));
  const box = submit.getBoundingClientRect();
  const vv = visualViewport;
  const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
  return {
    filled: fields.length,
    x: vv ? (x - vv.offsetLeft) * vv.scale : x,
    y: vv ? (y - vv.offsetTop) * vv.scale : y,
  };
}

/** How many of the filled fields show their value now. */
function kept({ tag, index, values }: { tag: string; index: number; values: Record<string, string> }): number {
  const now = [
    ...(document.querySelectorAll(tag)[index]?.shadowRoot?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ??
      []),
  ];
  return Object.entries(values).filter(([n, v]) => now.some((el) => el.name === n && el.value === v)).length;
}

/** What the visitor sees after the submit: a toast's title, a field's message, the browser's validation bubble. */
function outcome(tag: string): string | null {
  const toast = document.querySelector('medspa-toaster')?.shadowRoot?.querySelector('.toast__title')?.textContent;
  if (toast) return `toast: ${toast}`;
  for (const host of document.querySelectorAll(tag)) {
    const error = [...(host.shadowRoot?.querySelectorAll('[part~="error"]') ?? [])].map((e) => e.textContent?.trim()).find(Boolean);
    if (error) return `validation: ${error}`;
  }
  const invalid = (window as unknown as { __medspaAutofill?: { invalid: string | null } }).__medspaAutofill?.invalid;
  return invalid ? `browser validation: ${invalid}` : null;
}

let trial = 0;
/** One autofilled form, submitted `delayMs` after `load`, on a fresh throttled page. */
async function autofillOnce(browser: Browser, origin: string, control: Control, delayMs: number): Promise<AutofillRow> {
  const id = `${Date.now().toString(36)}-${(++trial).toString(36)}`;
  const values: Record<string, string> = {
    name: `First Touch ${id}`,
    email: `first-touch-${id}@example.com`,
    message: `First-touch bench ${id}: filled by autofill before the form was live, then sent.`,
  };
  const row: AutofillRow = {
    route: control.route,
    tag: control.tag,
    form: control.label,
    delayMs,
    filled: 0,
    keptAtTap: null,
    keptAfter: null,
    tapAfterLoadMs: null,
    requests: 0,
    outcome: 'none',
    outcomeMs: null,
    rows: null,
  };
  const { context, page } = await throttledPage(browser, 'phone');
  try {
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname.startsWith('/rest/v1/')) row.requests++;
    });
    await page.goto(origin + control.route, { waitUntil: 'load', timeout: 90_000 });
    const fill = await page.evaluate(autofill, { tag: control.tag, index: control.index, selector: control.selector, values, delayMs });
    if ('error' in fill) return { ...row, error: fill.error };
    row.filled = fill.filled;
    await page.touchscreen.tap(fill.x, fill.y);
    const tapped = performance.now();
    const seen = await page
      .waitForFunction(outcome, control.tag, { timeout: OUTCOME_MS, polling: 50 })
      .then((h) => h.jsonValue() as Promise<string>)
      .catch(() => null);
    if (seen) {
      row.outcome = seen;
      row.outcomeMs = Math.round(performance.now() - tapped);
    }
    await page.waitForTimeout(SETTLE_MS);
    const at = await page.evaluate(
      () => (window as unknown as { __medspaAutofill?: { keptAtTap: number | null; tapAt: number | null } }).__medspaAutofill,
    );
    row.keptAtTap = at?.keptAtTap ?? null;
    row.keptAfter = await page.evaluate(kept, { tag: control.tag, index: control.index, values });
    row.tapAfterLoadMs = round(at?.tapAt ?? null);
    if (!seen) row.outcome = (await page.evaluate(outcome, control.tag).catch(() => null)) ?? 'none';
  } catch (err) {
    row.error = message(err);
  } finally {
    await context.close();
  }
  row.rows = await storedRows(origin, values.email!);
  return row;
}

const KNOWN_FIELDS = new Set(['name', 'email', 'message']);

/**
 * Measures every control of `routes` on `origin`, then the autofilled forms. `log` gets the tables as they are
 * measured (a header, then a line per measurement: a full run takes minutes).
 */
export async function measureFirstTouch(
  browser: Browser,
  origin: string,
  routes: string[],
  log: (line: string) => void = () => {},
): Promise<FirstTouchResult> {
  const controls = await discoverControls(browser, origin, routes);
  log(
    `Tap to visible answer: ${controls.length} controls on ${routes.length} routes (fresh page each, throttled: ${THROTTLING.rttMs} ms, ${THROTTLING.downloadKbps}/${THROTTLING.uploadKbps} Kbps, CPU ×${THROTTLING.cpuSlowdown}; tap right after load)`,
  );
  log(TAP_HEADER);
  const taps: FirstTouchRow[] = [];
  for (const control of controls) {
    const row = await tapOnce(browser, origin, control);
    taps.push(row);
    log(formatTapRow(row));
  }
  const forms = controls.filter((c) => c.fields?.length && c.fields.every((f) => KNOWN_FIELDS.has(f)));
  const autofill: AutofillRow[] = [];
  if (forms.length) {
    log(
      `\nAutofill, then submit: ${forms.length} forms, tapped ${AUTOFILL_DELAYS_MS.join(' / ')} ms after load (rows stored with that email, expected 1)`,
    );
    log(AUTOFILL_HEADER);
  }
  for (const form of forms)
    for (const delayMs of AUTOFILL_DELAYS_MS) {
      const row = await autofillOnce(browser, origin, form, delayMs);
      autofill.push(row);
      log(formatAutofillRow(row));
    }
  return { taps, autofill };
}

const cell = (n: number | null | undefined, unit = '') => (n == null ? '—' : `${n}${unit}`);
/** "3→0/3": of 3 fields filled, 3 showed their value at the tap, 0 after the outcome. */
const keptCell = (r: AutofillRow) => `${cell(r.keptAtTap)}→${cell(r.keptAfter)}/${r.filled}`;

export const TAP_HEADER = `${'route'.padEnd(34)}${'control'.padEnd(30)}${'at'.padEnd(6)}${'load ms'.padStart(8)}${'tap+'.padStart(6)}${'answer ms'.padStart(11)}${'live ms'.padStart(9)}  answer`;
export function formatTapRow(r: FirstTouchRow): string {
  const at = r.profile === 'phone' ? '390' : '1280';
  const ms = r.ms == null ? (r.error && !r.mutations.length ? 'error' : 'none') : String(r.ms);
  const what = r.ms == null && !r.error ? `none within ${ANSWER_MS / 1000} s` : (r.answer ?? '');
  return `${r.route.padEnd(34)}${r.control.padEnd(30)}${at.padEnd(6)}${cell(r.loadMs).padStart(8)}${cell(r.tapAfterLoadMs).padStart(6)}${ms.padStart(11)}${cell(r.definedMs).padStart(9)}  ${what}${r.error ? `${what ? '; ' : ''}${r.error}` : ''}`;
}

export const AUTOFILL_HEADER = `${'route'.padEnd(34)}${'form'.padEnd(22)}${'tap at'.padStart(7)}${'kept'.padStart(9)}${'POSTs'.padStart(7)}${'rows'.padStart(6)}${'after ms'.padStart(10)}  seen`;
export function formatAutofillRow(r: AutofillRow): string {
  return `${r.route.padEnd(34)}${r.form.padEnd(22)}${cell(r.tapAfterLoadMs).padStart(7)}${keptCell(r).padStart(9)}${String(r.requests).padStart(7)}${cell(r.rows).padStart(6)}${cell(r.outcomeMs).padStart(10)}  ${r.outcome}${r.error ? `; error: ${r.error}` : ''}`;
}

const md = (s: string) => s.replace(/\|/g, '\\|').replace(/</g, '&lt;');

/**
 * The tables as markdown: a tap over its `firstTouchMs` budget and a row count off its `autofillRows` budget are
 * marked; then the verdicts.
 */
export function markdownFirstTouch(result: FirstTouchResult, budgets: TouchBudget[] = [], verdicts: BudgetResult[] = []): string {
  const limitOf = (metric: TouchBudget['metric'], row: { route: string; control: string }) =>
    budgets.find((b) => b.metric === metric && touchApplies(b, row));
  const overMs = (r: FirstTouchRow) => {
    const max = limitOf('firstTouchMs', r)?.max;
    return r.ms != null && max != null && r.ms > max;
  };
  const offRows = (r: AutofillRow) => {
    const b = limitOf('autofillRows', { route: r.route, control: r.form });
    return r.rows != null && !!b && ((b.min != null && r.rows < b.min) || (b.max != null && r.rows > b.max));
  };
  const lines = [
    `Fresh page per measurement; ${THROTTLING.rttMs} ms latency, ${THROTTLING.downloadKbps} Kbps down, ${THROTTLING.uploadKbps} Kbps up, CPU ×${THROTTLING.cpuSlowdown}; phone 390×844 at DPR 3 (touch), desktop 1280×800 (mouse). The tap comes right after \`load\`.`,
    '',
    '### Tap to visible answer',
    '',
    '| route | control | width | load (ms) | tap after load (ms) | answer (ms) | code defined (ms after tap) | what answered |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of result.taps)
    lines.push(
      `| ${r.route} | ${r.control} | ${PROFILES[r.profile].viewport.width} | ${cell(r.loadMs)} | ${cell(r.tapAfterLoadMs)} | ${r.ms == null ? (r.error ? '—' : '**none**') : overMs(r) ? `${r.ms} **over**` : r.ms} | ${cell(r.definedMs)} | ${md(r.answer ?? (r.error ? '' : `none within ${ANSWER_MS / 1000} s`))}${r.error ? ` (${md(r.error)})` : ''} |`,
    );
  lines.push(
    '',
    '### Autofill, then submit',
    '',
    '| route | form | tap after load (ms) | fields showing their value: at the tap → after | POST requests | rows stored | outcome after (ms) | what the visitor saw |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const r of result.autofill)
    lines.push(
      `| ${r.route} | ${r.form} | ${cell(r.tapAfterLoadMs)} | ${keptCell(r)} | ${r.requests} | ${r.rows == null ? '—' : offRows(r) ? `${r.rows} **off**` : r.rows} | ${cell(r.outcomeMs)} | ${md(r.outcome)}${r.error ? ` (error: ${md(r.error)})` : ''} |`,
    );
  if (verdicts.length) {
    lines.push('', '### Budgets', '', '| budget | limit | actual | result |', '| --- | ---: | ---: | --- |');
    for (const b of verdicts)
      lines.push(
        `| ${md(b.budget)} | ${b.limit} | ${b.actual == null ? '—' : b.actual} | ${b.pass == null ? 'n/a' : b.pass ? 'pass' : '**OVER**'} |`,
      );
  }
  return lines.join('\n') + '\n';
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const [{ routes }, { checkTouch }, { CHROMIUM_ARGS, CHROME_PATH }, run, { chromium }] = await Promise.all([
    import('../site/routes'),
    import('./budgets'),
    import('../scripts/chromium'),
    import('./host'),
    import('@playwright/test'),
  ]);
  run.ensureBuilt();
  const list = touchRoutes(routes.map((r) => r.path));
  const port = await run.freePort();
  const origin = `http://127.0.0.1:${port}`;
  console.log(`first touch: ${list.length} routes on ${origin}`);
  const host = await run.startHost(port);
  let result: FirstTouchResult;
  try {
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
    try {
      // Warm the host and the database (and the image variants), so the first row does not pay for them.
      await fetch(`${origin}/`).then(
        (r) => r.arrayBuffer(),
        () => {},
      );
      result = await measureFirstTouch(browser, origin, list, console.log);
    } finally {
      await browser.close();
    }
  } finally {
    await run.stopHost(host);
  }

  const budgets = (JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as import('./budgets').Budgets).touch ?? [];
  const results = checkTouch(budgets, result.taps, result.autofill);
  const width = Math.max(72, ...results.map((r) => r.budget.length + 2));
  console.log(`\n${'budget'.padEnd(width)}${'limit'.padStart(10)}${'actual'.padStart(10)}  result`);
  for (const r of results)
    console.log(
      `${r.budget.padEnd(width)}${r.limit.padStart(10)}${(r.actual == null ? '—' : String(Math.round(r.actual))).padStart(10)}  ${r.pass == null ? 'n/a' : r.pass ? 'pass' : 'OVER'}`,
    );

  const when = new Date().toISOString();
  const durationS = Math.round((performance.now() - t0) / 1000);
  const dir = join(ROOT, 'bench/reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'first-touch.json'),
    JSON.stringify({ when, durationS, throttling: THROTTLING, ...result, budgets: results }, null, 2),
  );
  writeFileSync(join(dir, 'first-touch.md'), `# First touch\n\n${when}\n\n${markdownFirstTouch(result, budgets, results)}`);
  const over = results.filter((r) => r.pass === false).length;
  console.log(
    `\nfirst touch: ${result.taps.length} taps, ${result.autofill.length} autofilled submits in ${durationS} s; ${results.length - over} budgets pass, ${over} over; report bench/reports/first-touch.json and first-touch.md`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main()
    .catch((err: unknown) => console.error('first-touch failed:', err instanceof Error ? err.message : err))
    .finally(() => process.exit(0));
}
