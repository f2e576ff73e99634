/**
 * Defines every element at once (runtime/element.ts: wherever its tag is, now or later, in the document or in a
 * shadow root) and loads a widget's code when one of its elements is connected; for an element the server already
 * rendered (a declarative shadow root), only when it is needed: its descriptor's `hydrate` (runtime/contract.ts
 * HydrateOn). Until then the page shows the server's markup and fetches no widget code at all (React included: it
 * comes with the first chunk that needs it).
 * Shared by both entries: in the ES build each import() is a chunk fetched relative to the loader; in the IIFE
 * build esbuild inlines them, so nothing more is fetched.
 */
import { attributes, elements, hydrateOn, templates } from 'virtual:medspa-elements';
import { watchStaticImages } from './media/static-fallback';
import { onLive } from './live';
import { defineCustomElement } from './element';
import { implementationOf } from './registry';
import { click, clickPress, FIRST_TOUCH, HELD_ATTRIBUTE, pressAnswer, submitPress, takeEarlyPresses } from './press';

const requested = new Map<string, Promise<void>>();
const scheduled = new WeakSet<Element>();

/** Loads one element's chunk (once); resolves when it has run. Unknown tags resolve at once. */
export function load(tag: string): Promise<void> {
  const importer = elements[tag];
  if (!importer || implementationOf(tag)) return Promise.resolve();
  const asked = requested.get(tag);
  if (asked) return asked;
  const loading = importer().then(
    () => {},
    (err: unknown) => {
      requested.delete(tag);
      // Reported a moment later: an import cut short because the visitor is leaving the page (Firefox rejects it,
      // "error loading dynamically imported module", before the page is hidden) is no failure, and a timer of a
      // page that has gone never runs.
      setTimeout(() => console.error(`[medspa] Could not load <${tag}>`, err), 1000);
    },
  );
  requested.set(tag, loading);
  return loading;
}

/** An idle moment (a timeout where requestIdleCallback is missing). */
const idle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 200));

/** The page's `load` event, then an idle moment. */
function whenIdle(run: () => void): void {
  afterLoad(() => idle(run));
}

/** Once the page's `load` has come (at once if it has). */
function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
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

/** Typing and autofill, seen inside the shadow root (autofill's events do not leave it). */
const FIRST_INPUT = ['input', 'change'] as const;

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
      if (implementationOf(tag)) return;
      held.length = 0;
      for (const u of undo.splice(0)) u();
    });
  };
  const hold = ([again, back]: [() => void, () => void]) => {
    held.push(again);
    undo.push(back);
    start();
  };
  const keep = (e: Event, replay: () => void, button?: HTMLButtonElement) => {
    e.preventDefault();
    e.stopImmediatePropagation();
    hold(pressAnswer(root, replay, button));
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
      const press = live ? undefined : clickPress(e.composedPath());
      if (press instanceof HTMLDialogElement) press.close();
      else if (press) keep(e, () => click(press[0]), press[1]);
    },
    true,
  );
  root.addEventListener(
    'submit',
    (e) => {
      const press = live ? undefined : submitPress(e as SubmitEvent);
      if (press) keep(e, ...press);
    },
    true,
  );
  // Presses made before the loader came, answered and kept by the page's inline script (site/boot/start-loader.ts):
  // held here as if made now.
  for (const p of takeEarlyPresses(el)) hold([p.again, p.undo]);
}

/**
 * An element's turn to load its code: now, for one without server markup (a partner's page, an element added by
 * script), unless it has a template (runtime/stamp.ts: the consultation button): its markup is stamped from a small
 * chunk without React and it is then an island like a server-rendered one (issue 39), its code loaded the usual way
 * if the template cannot be. A server-rendered one waits for its moment, and in any case wakes on a first touch (a
 * pointer over a hero that has not gone live yet, say).
 */
function schedule(el: HTMLElement, root: ShadowRoot, server: boolean): void {
  const tag = el.localName;
  const template = templates[tag];
  if (!server)
    return void (template
      ? template()
          .then((m) => m.stamp(root, el))
          .then(
            (stamped) => (stamped ? schedule(el, root, true) : load(tag)),
            () => load(tag),
          )
      : load(tag));
  if (scheduled.has(el)) return; // connected again before its code came: already waiting
  scheduled.add(el);
  watchStaticImages(root);
  // What moves (hero, ticker, service previews, gallery, about collage) moves from the markup before any widget
  // code: a small plain-DOM chunk, no React (runtime/motion/dom.ts; the attribute is motion/rotation.ts
  // MOTION_ATTRIBUTE, written out so that module stays out of the loader's budget; upgrade.test.ts holds them
  // together). Fetched once the page has loaded: nothing moves before its first step, seconds away, and until then
  // the hero's bytes and the first paint have the phone's connection and processor to themselves (issue 39).
  if (root.querySelector('[data-medspa-motion]'))
    afterLoad(() =>
      import('./motion/dom').then(
        (m) => m.start(root),
        () => {},
      ),
    );
  whenTouched(el, root, tag);
  const on = hydrateOn[tag] ?? 'interaction'; // the table leaves out the usual moment (scripts/elements.ts)
  if (on === 'idle') whenIdle(() => void reactFirst().then(() => load(tag)));
  else if (on === 'visible') whenVisible(el, () => void load(tag));
}

/** Every element under `root`, through the open shadow roots of other hosts (a design system's components). */
function elementsIn(root: ParentNode, out: Element[] = []): Element[] {
  for (const el of root.querySelectorAll('*')) {
    if (el.localName in elements) out.push(el);
    else if (el.shadowRoot) elementsIn(el.shadowRoot, out);
  }
  return out;
}

/**
 * The public `load(root)` (loader.js's export, `MedspaWidgets.load`): loads now the code of every element under
 * `root` (the document by default; a shadow root or an element), whatever its `hydrate` says, and resolves once each
 * has rendered. An element added by script needs nothing of this: it loads as soon as it is connected.
 */
export async function loadElements(root: Document | ShadowRoot | Element = document): Promise<void> {
  const found = elementsIn(root);
  if (root instanceof Element && root.localName in elements) found.push(root);
  await Promise.all([...new Set(found.map((el) => el.localName))].map(load));
}

/** The address the page was first loaded at: a host's router may have cleaned `location` since (issue 37). */
function landingSearch(): string {
  const entry = performance.getEntriesByType?.('navigation')[0];
  return location.search || (entry ? new URL(entry.name).search : '');
}

export function startUpgrading(): void {
  // A page's images (its own and the server-rendered elements') fall back to their originals when a variant fails,
  // whether or not any element's code ever loads.
  watchStaticImages();
  // A landing with a query may be a campaign's: its first touch is recorded even where no island wakes
  // (docs/product.md "Campaign attribution (issue 30)").
  if (landingSearch()) whenIdle(() => void import('./first-touch').catch(() => {}));
  // Defining upgrades every element already there, in the document and in shadow roots, and every one added later.
  for (const tag in elements) defineCustomElement(tag, attributes[tag] ?? {}, schedule);
}
