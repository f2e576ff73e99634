/**
 * Loads a widget's code when its tag is on the page, now or later (a MutationObserver watches for tags added after
 * load), and, for an element the server already rendered (a declarative shadow root), only when it is needed: its
 * descriptor's `hydrate` (runtime/contract.ts HydrateOn). Until then the page shows the server's markup and fetches
 * no widget code at all (React included: it comes with the first chunk that needs it).
 * Shared by both entries: in the ES build each import() is a chunk fetched relative to the loader; in the IIFE
 * build esbuild inlines them, so nothing more is fetched.
 */
import { elements, hydrateOn } from 'virtual:medspa-elements';
import { watchStaticImages } from './media/static-fallback';
import { onLive } from './live';

const requested = new Set<string>();
const scheduled = new WeakSet<Element>();

/** Loads one element's chunk (once); resolves when it is defined. Unknown tags resolve at once. */
export function load(tag: string): Promise<void> {
  const importer = elements[tag];
  if (!importer || customElements.get(tag)) return Promise.resolve();
  if (requested.has(tag)) return customElements.whenDefined(tag).then(() => {});
  requested.add(tag);
  return importer().then(
    () => {},
    (err: unknown) => {
      requested.delete(tag);
      // Reported a moment later: an import cut short because the visitor is leaving the page (Firefox rejects it,
      // "error loading dynamically imported module", before the page is hidden) is no failure, and a timer of a
      // page that has gone never runs.
      setTimeout(() => console.error(`[medspa] Could not load <${tag}>`, err), 1000);
    },
  );
}

/** An idle moment (a timeout where requestIdleCallback is missing). */
const idle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 200));

/** The page's `load` event, then an idle moment. */
function whenIdle(run: () => void): void {
  if (document.readyState === 'complete') idle(run);
  else addEventListener('load', () => idle(run), { once: true });
}

let react: Promise<unknown> | undefined;
/**
 * For the idle islands: React evaluated on its own, then another idle moment, so that evaluating React and then the
 * widget's chunk are two main-thread tasks, each short enough not to block input (runtime/react-first.ts).
 */
function reactFirst(): Promise<unknown> {
  react ??= import('./react-first').then(
    () => new Promise((done) => idle(() => done(undefined))),
    () => undefined,
  );
  return react;
}

let viewport: IntersectionObserver | undefined;
function whenVisible(el: Element, run: () => void): void {
  if (!('IntersectionObserver' in window)) return run();
  viewport ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        viewport!.unobserve(entry.target);
        (entry.target as Element & { medspaRun?: () => void }).medspaRun?.();
      }
    },
    { rootMargin: '200px' },
  );
  (el as Element & { medspaRun?: () => void }).medspaRun = run;
  viewport.observe(el);
}

const FIRST_TOUCH = ['pointerover', 'focusin', 'touchstart'] as const;
/** Typing and autofill, seen inside the shadow root (autofill's events do not leave it). */
const FIRST_INPUT = ['input', 'change'] as const;

/** Marks a button whose press is held until the element is live: it looks busy (theme.css), at once. */
export const HELD_ATTRIBUTE = 'data-medspa-held';

/**
 * The answer a held press gets at once, from the markup alone, before any widget code: a disclosure button
 * (`aria-expanded` + `aria-controls`, the WAI pattern) flips `aria-expanded`, and the element's CSS shows or hides
 * what it controls from that attribute; any other button is marked busy (and a submit button with a
 * `data-pending-label` reads it, theme.css). React hydrates without touching attributes, and the press it is then
 * given computes the same state (the disclosure opens), so nothing flashes. Returns the undo, for code that never
 * comes.
 */
function answer(button: HTMLButtonElement | undefined): () => void {
  const expanded = button?.getAttribute('aria-expanded');
  if (!button || button.disabled) return () => {};
  if (expanded != null && button.hasAttribute('aria-controls')) {
    button.setAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
    return () => button.setAttribute('aria-expanded', expanded);
  }
  button.setAttribute(HELD_ATTRIBUTE, '');
  return () => button.removeAttribute(HELD_ATTRIBUTE);
}

/**
 * On the first pointer, touch, focus or typing inside the element. Until the element is live (hydrated, and what was
 * typed before handed to React: runtime/live.ts), a press is held, answered at once (`answer`) and given again to the
 * same node once it is live, in order; a submit of one of its forms likewise (the browser never sends it as a page
 * address). A click on a link goes ahead, since the browser follows it by itself. If the code cannot be loaded, the
 * answers are undone and the presses dropped.
 */
function whenTouched(el: Element, root: ShadowRoot, tag: string): void {
  let live = false;
  const held: (() => void)[] = [];
  const undo: (() => void)[] = [];
  const start = () => {
    for (const type of FIRST_TOUCH) el.removeEventListener(type, start);
    for (const type of FIRST_INPUT) root.removeEventListener(type, start, true);
    void load(tag).then(() => {
      if (customElements.get(tag)) return;
      held.length = 0;
      for (const u of undo.splice(0)) u();
    });
  };
  const keep = (e: Event, replay: () => void, button?: HTMLButtonElement) => {
    e.preventDefault();
    e.stopImmediatePropagation();
    held.push(replay);
    undo.push(answer(button));
    start();
  };
  onLive(el, () => {
    live = true;
    for (const replay of held.splice(0)) replay();
    undo.length = 0;
    root.querySelectorAll(`[${HELD_ATTRIBUTE}]`).forEach((b) => b.removeAttribute(HELD_ATTRIBUTE));
  });
  for (const type of FIRST_TOUCH) el.addEventListener(type, start, { passive: true });
  for (const type of FIRST_INPUT) root.addEventListener(type, start, true);
  el.addEventListener(
    'click',
    (e) => {
      const path = e.composedPath();
      if (live || path.some((n) => n instanceof HTMLAnchorElement && n.hasAttribute('href'))) return;
      const target = path[0] as HTMLElement;
      keep(
        e,
        () => target.isConnected && target.click(),
        path.find((n): n is HTMLButtonElement => n instanceof HTMLButtonElement),
      );
    },
    true,
  );
  root.addEventListener(
    'submit',
    (e) => {
      const form = e.target as HTMLFormElement;
      const by = (e as SubmitEvent).submitter;
      if (!live) keep(e, () => form.isConnected && form.requestSubmit(by), by instanceof HTMLButtonElement ? by : undefined);
    },
    true,
  );
}

/**
 * A server-rendered element waits for its moment, and in any case wakes on a first touch (a pointer over a hero that
 * has not gone live yet, say); any other element loads now.
 */
function schedule(el: Element): void {
  const tag = el.localName;
  if (requested.has(tag) || scheduled.has(el)) return;
  scheduled.add(el);
  if (!el.shadowRoot) return void load(tag);
  watchStaticImages(el.shadowRoot);
  whenTouched(el, el.shadowRoot, tag);
  const on = hydrateOn[tag] ?? 'visible';
  if (on === 'idle') whenIdle(() => void reactFirst().then(() => load(tag)));
  else if (on === 'visible') whenVisible(el, () => void load(tag));
}

function scan(root: Element | Document): void {
  if (root instanceof Element && root.localName in elements) schedule(root);
  for (const tag in elements) if (!requested.has(tag)) root.querySelectorAll(tag).forEach(schedule);
}

export function startUpgrading(): void {
  // A page's images (its own and the server-rendered elements') fall back to their originals when a variant fails,
  // whether or not any element's code ever loads.
  watchStaticImages();
  // A landing with a query may be a campaign's: its first touch is recorded even where no island wakes
  // (docs/product.md "Campaign attribution (issue 30)").
  if (location.search) whenIdle(() => void import('./first-touch').catch(() => {}));
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
}
