/**
 * Motion before React: the plain-DOM driver of a server-rendered element's rotating boxes (`data-medspa-motion`),
 * started by the loader the moment such an element is on the page (runtime/upgrade.ts), so the hero, the ticker
 * and the service previews move with no widget code. It steps, pauses and stands still by ./rotation.ts, as the
 * React hook does; the element's pause control stops it at once. When React takes the element over, the component
 * calls `takeOver(box)` while it first renders: the driver stops and hands over the state the page shows (item,
 * the visitor's choice, the images already given an address, the time left to the next step), so the hydration
 * draws exactly that, with no jump.
 *
 * Every rotating box of one element shares the element's pause control (the service cards' one control for three
 * previews).
 */
import {
  ACTIVE_CLASS,
  LATER_PREFIX,
  MOTION_ATTRIBUTE,
  MOTION_CHOICE_ATTRIBUTE,
  DRIVEN_ATTRIBUTE,
  SLIDE_ATTRIBUTE,
  effectivePaused,
  nextIndex,
  pauseIcon,
  pauseLabel,
  realClock,
  ticks,
  REDUCED_MOTION_QUERY,
  type Clock,
} from './rotation';

/** What React starts from. */
export interface Resumed {
  index: number;
  /** The visitor's choice before React (null: none). */
  choice: boolean | null;
  /** Paused as the page shows it (the choice, or reduced motion as the driver read it). */
  paused: boolean;
  /** Items whose images have an address. */
  loaded: number[];
  /** Time left to the next step, when the box was ticking. */
  remainingMs?: number;
}

interface Box {
  el: Element;
  interval: number;
  index: number;
  onScreen: boolean;
  timer?: unknown;
  due?: number;
}

interface Group {
  boxes: Box[];
  stop: () => void;
  remaining: WeakMap<Element, number>;
}

const groups = new WeakMap<Element, Group>();

const slidesOf = (box: Element) => [...box.querySelectorAll(`[${SLIDE_ATTRIBUTE}]`)];
const activeIndex = (box: Element) =>
  Math.max(
    0,
    slidesOf(box).findIndex((s) => s.classList.contains(ACTIVE_CLASS)),
  );

/** Gives a slide's image its held-back address (`<Picture later>`): the img, or the picture around it and its sources. */
function arm(slide: Element | undefined): void {
  if (!slide) return;
  const scope = slide.closest('picture') ?? slide;
  for (const el of [scope, ...scope.querySelectorAll('*')]) {
    for (const name of el.getAttributeNames()) {
      if (!name.startsWith(LATER_PREFIX)) continue;
      el.setAttribute(name.slice(LATER_PREFIX.length), el.getAttribute(name)!);
      el.removeAttribute(name);
    }
  }
}
const armed = (slide: Element) => {
  const scope = slide.closest('picture') ?? slide;
  return ![scope, ...scope.querySelectorAll('*')].some((el) => el.getAttributeNames().some((n) => n.startsWith(LATER_PREFIX)));
};

/** Shows item `to` of a box: the class, the hidden state of a region's items, the dot. */
function show(box: Element, from: number, to: number): void {
  const slides = slidesOf(box);
  const out = slides[from];
  const into = slides[to];
  if (!into || out === into) return;
  out?.classList.remove(ACTIVE_CLASS);
  into.classList.add(ACTIVE_CLASS);
  // Items that hide from assistive technology while not shown (the ticker's) say so; the hero's are decoration.
  if (out && !out.hasAttribute('aria-hidden')) {
    out.setAttribute('aria-hidden', 'true');
    into.removeAttribute('aria-hidden');
  }
  const dots = [...box.querySelectorAll('.medspa-dot')];
  // The hero rings the dot on screen and keeps the picked one apart (docs/product.md §4); elsewhere the dot follows.
  const ring = dots.some((d) => d.classList.contains('is-showing'));
  dots.forEach((d, i) => {
    if (ring) d.classList.toggle('is-showing', i === to);
    else {
      d.classList.toggle('is-selected', i === to);
      if (i === to) d.setAttribute('aria-current', 'true');
      else d.removeAttribute('aria-current');
    }
  });
}

/**
 * Starts the rotating boxes under `root` (an element's shadow root); nothing when there are none or they already
 * run. `clock` and `reducedMotion` are the tests' (motion.dom.test.ts).
 */
export function startMotion(
  root: ParentNode,
  clock: Clock = realClock,
  reducedMotion: MediaQueryList | undefined = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION_QUERY) : undefined,
): void {
  const els = [...root.querySelectorAll(`[${MOTION_ATTRIBUTE}]`)].filter((el) => !groups.has(el));
  if (!els.length) return;
  const boxes: Box[] = els.map((el) => ({
    el,
    interval: Number(el.getAttribute(MOTION_ATTRIBUTE)),
    index: activeIndex(el),
    onScreen: true,
  }));
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button.medspa-pause')];
  const what = buttons[0]?.textContent?.trim().replace(/^(Pause|Play) /, '') ?? '';
  let choice: boolean | null = null;
  let stopped = false;
  const pageLoaded = () => document.readyState === 'complete';
  const paused = () => effectivePaused(choice, !!reducedMotion?.matches);
  const pageVisible = () => document.visibilityState !== 'hidden';

  const update = () => {
    if (stopped) return;
    const p = paused();
    for (const b of buttons) {
      b.setAttribute('data-paused', String(p));
      b.title = pauseLabel(p, what);
      const label = b.querySelector('span');
      if (label) label.textContent = pauseLabel(p, what);
      b.querySelector('path')?.setAttribute('d', pauseIcon(p));
    }
    for (const box of boxes) {
      const count = slidesOf(box.el).length;
      const on = ticks({ enabled: true, count, paused: p, pageVisible: pageVisible(), onScreen: box.onScreen, intervalMs: box.interval });
      box.el.querySelector('[aria-live]')?.setAttribute('aria-live', on ? 'off' : 'polite');
      if (on && box.timer === undefined) schedule(box, count);
      if (!on && box.timer !== undefined) {
        clock.clearTimeout(box.timer);
        box.timer = box.due = undefined;
      }
    }
  };
  const schedule = (box: Box, count: number) => {
    box.due = clock.now() + box.interval;
    box.timer = clock.setTimeout(() => {
      box.timer = box.due = undefined;
      const to = nextIndex(box.index, count);
      const slides = slidesOf(box.el);
      arm(slides[to]);
      show(box.el, box.index, to);
      box.index = to;
      if (pageLoaded()) arm(slides[nextIndex(to, count)]);
      update();
    }, box.interval);
  };
  const armNext = () => {
    for (const box of boxes) {
      const slides = slidesOf(box.el);
      arm(slides[nextIndex(box.index, slides.length)]);
    }
  };
  // The control answers from the document's capture phase, before the loader would hold the press for React
  // (runtime/upgrade.ts `whenTouched`): the motion stops at once; the same touch wakes React, which starts paused.
  const onClick = (e: Event) => {
    if (stopped || !buttons.some((b) => e.composedPath().includes(b))) return;
    e.stopPropagation();
    toggle();
  };
  const toggle = () => {
    choice = !paused();
    for (const box of boxes) box.el.setAttribute(MOTION_CHOICE_ATTRIBUTE, choice ? 'paused' : 'playing');
    update();
  };

  const io =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const e of entries) {
            const box = boxes.find((b) => b.el === e.target);
            if (box) box.onScreen = e.isIntersecting;
          }
          update();
        })
      : undefined;
  for (const box of boxes) io?.observe(box.el);
  if (buttons.length) document.addEventListener('click', onClick, true);
  document.addEventListener('visibilitychange', update);
  reducedMotion?.addEventListener?.('change', update);
  if (pageLoaded()) armNext();
  else addEventListener('load', armNext, { once: true });

  const group: Group = {
    boxes,
    remaining: new WeakMap(),
    stop: () => {
      if (stopped) return;
      stopped = true;
      const now = clock.now();
      for (const box of boxes) {
        if (box.due !== undefined) group.remaining.set(box.el, Math.max(0, box.due - now));
        if (box.timer !== undefined) clock.clearTimeout(box.timer);
        box.el.removeAttribute(DRIVEN_ATTRIBUTE);
      }
      io?.disconnect();
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', update);
      reducedMotion?.removeEventListener?.('change', update);
      removeEventListener('load', armNext);
    },
  };
  for (const box of boxes) {
    groups.set(box.el, group);
    box.el.setAttribute(DRIVEN_ATTRIBUTE, '');
  }
  update();
}

/**
 * React takes a box over (called while the component first renders, in the browser): the driver stops, and the state
 * the page shows is returned. Read from the markup itself, so a box the driver never ran gives the server's state.
 */
export function takeOver(box: Element | null | undefined): Resumed | undefined {
  if (!box) return undefined;
  const group = groups.get(box);
  group?.stop();
  const choice = box.getAttribute(MOTION_CHOICE_ATTRIBUTE);
  const pause = box.getRootNode() instanceof ShadowRoot ? (box.getRootNode() as ShadowRoot).querySelector('button.medspa-pause') : null;
  const slides = slidesOf(box);
  return {
    index: activeIndex(box),
    choice: choice === null ? null : choice === 'paused',
    paused: pause?.getAttribute('data-paused') === 'true',
    loaded: slides.flatMap((s, i) => (armed(s) ? [i] : [])),
    remainingMs: group?.remaining.get(box),
  };
}

/** The loader's name for `startMotion` (short: the loader's bytes are budgeted). */
export const start = (root: ParentNode): void => startMotion(root);
