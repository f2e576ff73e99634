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
      console.error(`[medspa] Could not load <${tag}>`, err);
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

/**
 * On the first pointer, touch or focus inside the element. A click that comes before the code (a fast tap) is held
 * and given again to the same node once the element is live (React replays it into the hydrated tree); a click on a
 * link goes ahead, since the browser follows it by itself.
 */
function whenTouched(el: Element, tag: string): void {
  let held: Element | undefined;
  const start = () => {
    for (const type of FIRST_TOUCH) el.removeEventListener(type, start);
    void load(tag).then(() => {
      el.removeEventListener('click', hold, true);
      const target = held;
      held = undefined;
      if (target?.isConnected) (target as HTMLElement).click();
    });
  };
  const hold = (e: Event) => {
    if (customElements.get(tag)) return;
    const path = e.composedPath();
    if (path.some((n) => n instanceof HTMLAnchorElement && n.hasAttribute('href'))) return;
    e.preventDefault();
    e.stopPropagation();
    held = path[0] as Element;
    start();
  };
  for (const type of FIRST_TOUCH) el.addEventListener(type, start, { passive: true });
  el.addEventListener('click', hold, true);
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
  whenTouched(el, tag);
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
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
}
