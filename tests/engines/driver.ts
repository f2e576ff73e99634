/**
 * One way to drive Firefox and WebKit, so a cross-engine test reads like a Playwright one:
 *
 *   const page = await openPage('firefox', { baseURL });   // WebKit: also { webkit: { display, config } }
 *   await page.goto('/'); await page.setViewport(390, 800);
 *   await page.locator('medspa-navbar', 'button', { name: 'Menu' }).click();
 *   await page.waitFor(() => document.title !== '');
 *
 * - Firefox: firefox-esr through puppeteer-core over WebDriver BiDi (no geckodriver, no browser download).
 * - WebKit: WebKitGTK's MiniBrowser through a WebKitWebDriver of its own (classic WebDriver) with selenium-webdriver,
 *   under the run's Xvfb.
 *
 * A locator is a chain of CSS selectors, each searched in the previous match's subtree INCLUDING every open shadow
 * root below it (as Playwright's CSS engine pierces shadow roots), narrowed by an accessible-ish name (aria-label,
 * else the text) and, unless `hidden: true`, to rendered elements (checkVisibility), then the `nth` (default first).
 * It is resolved in the page by one function for both engines, so both find the same element.
 * Actions wait (up to 7.5 s) for their element and scroll it to the middle of the view first.
 */
import { writeFileSync } from 'node:fs';
import puppeteer, { type Browser as PBrowser, type Page as PPage, type ElementHandle, type KeyInput } from 'puppeteer-core';
import { Builder, Key, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import { DRIVER_START_TIMEOUT, startWebKitDriver } from './servers';

export type EngineName = 'firefox' | 'webkit';
export const ENGINES: EngineName[] = ['firefox', 'webkit'];

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export interface Target {
  steps: string[];
  /** Matched against aria-label, else the text (whitespace collapsed): contained, or equal with `exact`. */
  name?: string;
  exact?: boolean;
  /** Also elements that are not rendered. */
  hidden?: boolean;
  nth?: number;
}

/** Runs in the page: the elements a target matches, in document order (shadow content after its host). */
function resolveAll(t: Target): Element[] {
  const inside = (scope: Element | Document, sel: string): Element[] => {
    const out: Element[] = [];
    const walk = (root: Element | Document | ShadowRoot) => {
      if (root instanceof Element && root.shadowRoot) walk(root.shadowRoot);
      for (const el of root.querySelectorAll('*')) {
        if (el.matches(sel)) out.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(scope);
    return out;
  };
  let found: (Element | Document)[] = [document];
  for (const sel of t.steps) {
    const next = new Set<Element>();
    for (const scope of found) for (const el of inside(scope, sel)) next.add(el);
    found = [...next];
  }
  let els = found as Element[];
  if (t.name !== undefined) {
    const want = t.name;
    els = els.filter((el) => {
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      return t.exact ? label === want : label.includes(want);
    });
  }
  if (!t.hidden) els = els.filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false }));
  return els;
}

const RESOLVE_SOURCE = resolveAll.toString();

/** Named keys as the tests write them (Playwright's names). */
const SELENIUM_KEYS: Record<string, string> = {
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Tab: Key.TAB,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  Space: ' ',
  Backspace: Key.BACK_SPACE,
};

export interface WaitOptions {
  timeout?: number;
  message?: string;
}

const DEFAULT_TIMEOUT = 7_500;

export interface EnginePage {
  readonly engine: EngineName;
  readonly baseURL: string;
  goto(pathOrUrl: string): Promise<void>;
  url(): Promise<string>;
  setViewport(width: number, height: number): Promise<void>;
  /** Runs `fn(arg)` in the page (serialised: it may use only its argument and the page's globals). */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Polls `fn(arg)` in the page until it returns something truthy; returns that. */
  waitFor<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A, opts?: WaitOptions): Promise<R>;
  locator(...steps: (string | Omit<Target, 'steps'>)[]): Locator;
  /** Waits until the page's address matches and that document has loaded (after a click that navigates). */
  waitForURL(re: RegExp, opts?: WaitOptions): Promise<void>;
  press(key: string): Promise<void>;
  type(text: string): Promise<void>;
  /** A click at a point of the view (CSS pixels). */
  clickAt(x: number, y: number): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export class Locator {
  constructor(
    private readonly page: BasePage,
    readonly target: Target,
  ) {}

  /** The `n`-th match. */
  nth(n: number): Locator {
    return new Locator(this.page, { ...this.target, nth: n });
  }

  /** Page source: the target's matches (an array). Composed as text, never `new Function` in the page (its CSP). */
  private get all(): string {
    return `(${RESOLVE_SOURCE})(${JSON.stringify(this.target)})`;
  }

  count(): Promise<number> {
    return this.page.run(`${this.all}.length`) as Promise<number>;
  }

  /** Runs `fn(element, arg)` on the match (waits for it). */
  async evaluate<R, A = undefined>(fn: (el: Element, arg: A) => R | Promise<R>, arg?: A, opts?: WaitOptions): Promise<R> {
    await this.waitFor(opts);
    return this.page.run(
      `(() => { const el = ${this.all}[${this.target.nth ?? 0}]; if (!el) throw new Error('element gone'); return (${fn.toString()})(el, ${JSON.stringify(arg ?? null)}); })()`,
    ) as Promise<R>;
  }

  private async poll(present: boolean, opts: WaitOptions, message: string): Promise<void> {
    const end = Date.now() + (opts.timeout ?? DEFAULT_TIMEOUT);
    const expr = `!!${this.all}[${this.target.nth ?? 0}]`;
    for (;;) {
      const found = await this.page.run(expr).catch(() => !present);
      if (found === present) return;
      if (Date.now() > end) throw new Error(`${opts.message ?? message} (after ${opts.timeout ?? DEFAULT_TIMEOUT} ms)`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Waits until the target matches an element. */
  waitFor(opts: WaitOptions = {}): Promise<void> {
    return this.poll(true, opts, `no element for ${describe(this.target)}`);
  }

  /** Waits until nothing matches (hidden or gone). */
  waitForGone(opts: WaitOptions = {}): Promise<void> {
    return this.poll(false, opts, `still an element for ${describe(this.target)}`);
  }

  private async scrolled(): Promise<unknown> {
    await this.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
    return this.page.resolveHandle(this.target);
  }

  /** A real click (the driver's pointer) in the middle of the element. */
  async click(): Promise<void> {
    await this.page.clickHandle(await this.scrolled());
  }

  /** Moves the driver's pointer over the middle of the element. */
  async hover(): Promise<void> {
    await this.page.hoverHandle(await this.scrolled());
  }

  /** Focuses the field, selects what it holds, and types `text` over it. */
  async fill(text: string): Promise<void> {
    await this.click();
    await this.evaluate((el) => {
      (el as HTMLElement).focus();
      (el as HTMLInputElement).select?.();
    });
    if (text) await this.page.type(text);
    else await this.page.press('Backspace');
  }

  attr(name: string): Promise<string | null> {
    return this.evaluate((el, n) => el.getAttribute(n), name);
  }

  text(): Promise<string> {
    return this.evaluate((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
  }

  /** Whether the element is the focused one (through shadow roots). */
  isFocused(): Promise<boolean> {
    return this.evaluate((el) => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active === el;
    });
  }

  /** Waits until the element's attribute is `value`. */
  async toHaveAttr(name: string, value: string | RegExp, opts: WaitOptions = {}): Promise<void> {
    const ok = (v: string | null) => (typeof value === 'string' ? v === value : v !== null && value.test(v));
    const end = Date.now() + (opts.timeout ?? DEFAULT_TIMEOUT);
    let last: string | null = null;
    for (;;) {
      last = await this.attr(name).catch(() => null);
      if (ok(last)) return;
      if (Date.now() > end) throw new Error(`${describe(this.target)}: ${name} is ${JSON.stringify(last)}, expected ${String(value)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Waits until the element's text contains (or, for a RegExp, matches) `want`. */
  async toHaveText(want: string | RegExp, opts: WaitOptions = {}): Promise<void> {
    const end = Date.now() + (opts.timeout ?? DEFAULT_TIMEOUT);
    let last = '';
    for (;;) {
      last = await this.text().catch(() => '');
      if (typeof want === 'string' ? last.includes(want) : want.test(last)) return;
      if (Date.now() > end) throw new Error(`${describe(this.target)}: text ${JSON.stringify(last)}, expected ${String(want)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Waits until the element has focus. */
  async toBeFocused(opts: WaitOptions = {}): Promise<void> {
    const end = Date.now() + (opts.timeout ?? DEFAULT_TIMEOUT);
    while (!(await this.isFocused().catch(() => false))) {
      if (Date.now() > end) {
        const active = await this.page.evaluate(() => {
          let a = document.activeElement;
          while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
          return a ? a.outerHTML.slice(0, 120) : 'nothing';
        });
        throw new Error(`${describe(this.target)} is not focused; focus is on ${active}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function describe(t: Target): string {
  return `${t.steps.join(' >> ')}${t.name !== undefined ? ` [name${t.exact ? '=' : '~'}"${t.name}"]` : ''}${t.nth ? ` nth=${t.nth}` : ''}`;
}

function targetOf(steps: (string | Omit<Target, 'steps'>)[]): Target {
  const t: Target = { steps: [] };
  for (const s of steps) {
    if (typeof s === 'string') t.steps.push(s);
    else Object.assign(t, s);
  }
  return t;
}

abstract class BasePage implements EnginePage {
  abstract readonly engine: EngineName;
  constructor(readonly baseURL: string) {}
  abstract goto(pathOrUrl: string): Promise<void>;
  abstract url(): Promise<string>;
  abstract setViewport(width: number, height: number): Promise<void>;
  /** Evaluates a JavaScript expression in the page (a promise is awaited). */
  abstract run(expr: string): Promise<unknown>;
  abstract press(key: string): Promise<void>;
  abstract type(text: string): Promise<void>;
  abstract clickAt(x: number, y: number): Promise<void>;
  abstract screenshot(file: string): Promise<void>;
  abstract close(): Promise<void>;
  abstract resolveHandle(t: Target): Promise<unknown>;
  abstract clickHandle(h: unknown): Promise<void>;
  abstract hoverHandle(h: unknown): Promise<void>;

  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    // As source text, called with its argument as JSON: nothing of this process is captured.
    return this.run(`(${fn.toString()})(${JSON.stringify(arg ?? null)})`) as Promise<R>;
  }

  protected abs(pathOrUrl: string): string {
    return new URL(pathOrUrl, this.baseURL).href;
  }

  async waitFor<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A, opts: WaitOptions = {}): Promise<R> {
    const end = Date.now() + (opts.timeout ?? DEFAULT_TIMEOUT);
    let lastError: unknown;
    for (;;) {
      try {
        const v = await this.evaluate(fn, arg);
        if (v) return v;
        lastError = undefined;
      } catch (err) {
        lastError = err; // e.g. a navigation under way
      }
      if (Date.now() > end)
        throw new Error(
          `${opts.message ?? `waitFor(${fn.toString().slice(0, 200)})`}: not true after ${opts.timeout ?? DEFAULT_TIMEOUT} ms`,
          {
            cause: lastError,
          },
        );
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  locator(...steps: (string | Omit<Target, 'steps'>)[]): Locator {
    return new Locator(this, targetOf(steps));
  }

  async waitForURL(re: RegExp, opts: WaitOptions = {}): Promise<void> {
    const timeout = opts.timeout ?? 15_000;
    const end = Date.now() + timeout;
    let url = '';
    for (;;) {
      url = await this.run('location.href + " " + document.readyState').then(String, () => '');
      const [href = '', state] = url.split(' ');
      if (re.test(href) && state === 'complete') return;
      if (Date.now() > end)
        throw new Error(`${opts.message ?? `the page is at ${url}, expected ${String(re)} loaded`} (after ${timeout} ms)`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

// ---------------------------------------------------------------------------------------------------- Firefox

class FirefoxPage extends BasePage {
  readonly engine = 'firefox' as const;
  constructor(
    baseURL: string,
    private readonly browser: PBrowser,
    private readonly page: PPage,
  ) {
    super(baseURL);
  }
  async goto(pathOrUrl: string) {
    await this.page.goto(this.abs(pathOrUrl), { waitUntil: 'load', timeout: 30_000 });
  }
  async url() {
    return this.page.url();
  }
  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }
  run(expr: string): Promise<unknown> {
    return this.page.evaluate(expr);
  }
  async press(key: string) {
    await this.page.keyboard.press((key === 'Space' ? ' ' : key) as KeyInput);
  }
  async type(text: string) {
    await this.page.keyboard.type(text);
  }
  async clickAt(x: number, y: number) {
    await this.page.mouse.click(x, y);
  }
  async screenshot(file: string) {
    await this.page.screenshot({ path: file as `${string}.png` });
  }
  async resolveHandle(t: Target) {
    const handle = await this.page.evaluateHandle(`(${RESOLVE_SOURCE})(${JSON.stringify(t)})[${t.nth ?? 0}]`);
    const el = handle.asElement();
    if (!el) throw new Error(`no element for ${describe(t)}`);
    return el;
  }
  async clickHandle(h: unknown) {
    await (h as ElementHandle<Element>).click();
  }
  async hoverHandle(h: unknown) {
    await (h as ElementHandle<Element>).hover();
  }
  async close() {
    await this.browser.close();
  }
}

async function openFirefox(baseURL: string): Promise<FirefoxPage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    // Without overlay scrollbars a "390 px" page lays out at 378 (engines.md). The clipboard: Share writes to it.
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1, 'dom.events.testing.asyncClipboard': true },
    args: ['--width=1280', '--height=800'],
  });
  const [first] = await browser.pages();
  const page = first ?? (await browser.newPage());
  page.setDefaultTimeout(DEFAULT_TIMEOUT);
  return new FirefoxPage(baseURL, browser, page);
}

// ----------------------------------------------------------------------------------------------------- WebKit

class WebKitPage extends BasePage {
  readonly engine = 'webkit' as const;
  constructor(
    baseURL: string,
    private readonly driver: WebDriver,
    private readonly stopDriver: () => Promise<void>,
  ) {
    super(baseURL);
  }
  async goto(pathOrUrl: string) {
    // WebKitWebDriver's navigation may return before the new document's load event (seen: readyState
    // "interactive", even the previous document): mark the old one, then wait for a new one that has loaded.
    await this.driver.executeScript('window.__engineOld = true').catch(() => {});
    await this.driver.get(this.abs(pathOrUrl));
    await this.waitFor(
      () => !(window as unknown as { __engineOld?: boolean }).__engineOld && document.readyState === 'complete',
      undefined,
      {
        timeout: 30_000,
        message: `${pathOrUrl} did not load`,
      },
    );
  }
  url() {
    return this.driver.getCurrentUrl();
  }
  async setViewport(width: number, height: number) {
    // The window's size includes MiniBrowser's (shrunk) toolbar: size it, then correct by what the page measures.
    let w = width;
    let h = height;
    for (let i = 0; i < 4; i++) {
      await this.driver
        .manage()
        .window()
        .setRect({ width: Math.max(200, w), height: Math.max(200, h) });
      const inner = await this.settledSize();
      if (inner[0] === width && inner[1] === height) return;
      w += width - inner[0]!;
      h += height - inner[1]!;
    }
    const inner = await this.evaluate(() => [innerWidth, innerHeight]);
    if (inner[0] !== width) throw new Error(`WebKit: could not make the view ${width} px wide (it is ${inner[0]})`);
  }
  /** The view's size once a resize has been applied (the same on two reads a frame apart). */
  private async settledSize(): Promise<number[]> {
    let last: number[] = [];
    for (let i = 0; i < 20; i++) {
      const now = await this.evaluate(
        () => new Promise<number[]>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done([innerWidth, innerHeight])))),
      );
      if (now[0] === last[0] && now[1] === last[1]) return now;
      last = now;
    }
    return last;
  }
  async run(expr: string): Promise<unknown> {
    const out = (await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       (async () => (${expr}))().then((value) => done({ value }), (e) => done({ error: String(e && e.stack || e) }));`,
    )) as { value?: unknown; error?: string };
    if (out.error !== undefined) throw new Error(`in the page: ${out.error}`);
    return out.value;
  }
  private keys(text: string) {
    return this.driver.actions({ async: true }).sendKeys(text).perform();
  }
  async press(key: string) {
    await this.keys(SELENIUM_KEYS[key] ?? key);
  }
  async type(text: string) {
    await this.keys(text);
  }
  async clickAt(x: number, y: number) {
    await this.driver
      .actions({ async: true })
      .move({ origin: Origin.VIEWPORT, x: Math.round(x), y: Math.round(y) })
      .click()
      .perform();
  }
  async screenshot(file: string) {
    writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }
  async resolveHandle(t: Target) {
    const el = (await this.driver.executeScript(`return (${RESOLVE_SOURCE})(arguments[0])[${t.nth ?? 0}] || null`, t)) as WebElement | null;
    if (!el) throw new Error(`no element for ${describe(t)}`);
    return el;
  }
  async clickHandle(h: unknown) {
    // WebElement.click() on an <input> in a shadow root is "intercepted" (engines.md); the pointer actions are not.
    await this.driver
      .actions({ async: true })
      .move({ origin: h as WebElement })
      .click()
      .perform();
  }
  async hoverHandle(h: unknown) {
    await this.driver
      .actions({ async: true })
      .move({ origin: h as WebElement })
      .perform();
  }
  async close() {
    await this.driver.quit().catch(() => {});
    await this.stopDriver();
  }
}

/** How long a new WebKit session may take before it counts as hung (engines.md: 0.3–1 s when well). */
const SESSION_TIMEOUT = 30_000;
const SESSION_ATTEMPTS = 3;
/** The longest `openPage` may take in WebKit: every attempt's driver start and session. */
export const OPEN_TIMEOUT = SESSION_ATTEMPTS * (DRIVER_START_TIMEOUT + SESSION_TIMEOUT) + 10_000;

/**
 * A MiniBrowser session on a WebKitWebDriver of its own. A new-session request can hang on a busy machine (seen in
 * CI: a file's browser never came); then that driver and its browser are killed and a fresh pair is tried.
 */
async function openWebKit(baseURL: string, display: WebKitDisplay): Promise<WebKitPage> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= SESSION_ATTEMPTS; attempt++) {
    const server = await startWebKitDriver(display);
    let timer: NodeJS.Timeout | undefined;
    try {
      const session = new Builder()
        .usingServer(server.url)
        .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { args: ['--automation'] } })
        .build();
      const hung = new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new Error(`no session within ${SESSION_TIMEOUT} ms`)), SESSION_TIMEOUT);
      });
      const driver = await Promise.race([session, hung]);
      await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
      return new WebKitPage(baseURL, driver, server.close);
    } catch (err) {
      failures.push(`attempt ${attempt}: ${(err as Error).message}`);
      await server.close();
    } finally {
      clearTimeout(timer);
    }
  }
  throw new Error(`WebKit: no session\n${failures.join('\n')}`);
}

export type WebKitDisplay = Parameters<typeof startWebKitDriver>[0];

export interface OpenOptions {
  baseURL: string;
  /** WebKit: the run's X display (servers.ts startDisplay). */
  webkit?: WebKitDisplay;
}

/** A browser of the engine with one page (its one window), at `baseURL`. */
export async function openPage(engine: EngineName, opts: OpenOptions): Promise<EnginePage> {
  if (engine === 'firefox') return openFirefox(opts.baseURL);
  if (!opts.webkit?.display) throw new Error('WebKit needs the X display');
  return openWebKit(opts.baseURL, opts.webkit);
}
