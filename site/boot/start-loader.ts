/**
 * Starts the widget loader on a clinic page whose largest paint is an image it preloads (the home page's hero, a
 * service's photo: PageBody.largestImage, site/render/layout.tsx) once that image has painted, not with the page:
 * until then the phone's connection and processor belong to the image and the first frame (issue 39: the loader and
 * its first chunks, fetched beside the hero, held its paint). No visitor waits for it:
 * - the first pointer, touch, key or focus starts it at once, and a first touch of an element (a pointer over it,
 *   focus, a touch) is kept, so that its code loads once the loader has come, as it would have on that touch;
 * - a press inside a server-rendered element before the loader has defined it is answered at once as the loader
 *   answers one (widgets/runtime/press.ts: "Schedule Consultation" opens its dialog, a menu button opens its menu,
 *   another button looks busy), a submit in that dialog likewise, and kept: the loader gives them back once the
 *   element is live (widgets/runtime/upgrade.ts `whenTouched`);
 * - the images below the first screen wait with it (widgets/runtime/media/hold.ts): they are given back as it starts;
 * - if no image paint has been seen (the image failed, say), the second frame after `load` starts it;
 * - if it cannot be loaded, the answers are taken back and the presses dropped, as the loader does for a chunk;
 *   a browser without largest-contentful-paint entries starts it at once.
 * The page carries it inline in <head>, a classic script that runs before the body is parsed (its CSP hash is the
 * build's, site/build/pages.ts), with the loader's address in `data-src`. The loader is added once the document is
 * parsed, when the module script it stands for would run.
 */
import { releaseHeld } from '../../widgets/runtime/media/hold';
import { click, clickPress, earlyPresses, FIRST_TOUCH, pressAnswer, submitPress, undefinedHostOf } from '../../widgets/runtime/press';

const src = document.currentScript?.getAttribute('data-src');
let started = false;

function start(): void {
  if (started || !src) return;
  started = true;
  const add = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    // Not loaded (offline, blocked): the answers are taken back and the presses dropped; the next touch tries again.
    script.onerror = () => {
      script.remove();
      started = false;
      for (const p of earlyPresses().splice(0)) p.undo();
    };
    document.head.append(script);
  };
  const go = () => {
    releaseHeld();
    add();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', go, { once: true });
  else go();
}

/** Holds a press in `root`'s element, answered now (the dialog opened, the button busy), for the loader to give back. */
function keep(e: Event, root: ShadowRoot, replay: () => void, button?: HTMLButtonElement): void {
  e.preventDefault();
  e.stopImmediatePropagation();
  const [again, undo] = pressAnswer(root, replay, button);
  earlyPresses().push({ host: root.host, again, undo });
  // A dialog it opened holds a form: a submit is kept too, until the loader has the element (the event stays in it).
  if (!watched.has(root)) {
    watched.add(root);
    root.addEventListener(
      'submit',
      (s) => {
        const press = customElements.get(root.host.localName) ? undefined : submitPress(s as SubmitEvent);
        if (press) keep(s, root, ...press);
      },
      true,
    );
  }
  start();
}
const watched = new WeakSet<ShadowRoot>();

for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) addEventListener(type, start, { capture: true, passive: true });

// A first touch of an element before the loader (a pointer over the hero, say) is kept: its code is loaded once the
// loader comes, as the loader would have on that touch.
const touched = new WeakSet<Element>();
for (const type of FIRST_TOUCH)
  addEventListener(
    type,
    (e) => {
      const root = undefinedHostOf(e.composedPath());
      if (!root || touched.has(root.host)) return;
      touched.add(root.host);
      earlyPresses().push({ host: root.host, again: () => {}, undo: () => {} });
      start();
    },
    { capture: true, passive: true },
  );

addEventListener(
  'click',
  (e) => {
    const path = e.composedPath();
    const root = undefinedHostOf(path);
    if (!root) return;
    const press = clickPress(path);
    if (press instanceof HTMLDialogElement) press.close();
    else if (press) keep(e, root, () => click(press[0]), press[1]);
  },
  true,
);

const LCP = 'largest-contentful-paint';
if (PerformanceObserver.supportedEntryTypes?.includes(LCP))
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some((e) => (e as PerformanceEntry & { url?: string }).url)) return;
    observer.disconnect();
    start();
  }).observe({ type: LCP, buffered: true });
else start();
// A page whose image paint never comes (the image failed, or text outdrew it): two frames after `load`. The largest
// image, loaded by then, is drawn in the first; the second comes once that one is shown, so the loader is not asked for
// beside it (a quick `load`, the held images not waited for, comes before that paint).
addEventListener('load', () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start))), { once: true });
