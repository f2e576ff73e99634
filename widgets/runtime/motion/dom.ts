/**
 * Motion before React: the plain-DOM driver of a server-rendered element's rotating boxes (`data-medspa-motion`),
 * started by the loader the moment such an element is on the page (runtime/upgrade.ts), so the hero, the ticker,
 * the service previews, the gallery and the about collage move with no widget code. It steps, pauses and stands still by ./rotation.ts, as the
 * React hook does; the element's pause control stops it at once. When React takes the element over, the component
 * calls `takeOver(box)` while it first renders: the driver stops and hands over the state the page shows (item,
 * the visitor's choice, the images already given an address, the time left to the next step), so the hydration
 * draws exactly that, with no jump.
 *
 * Every rotating box of one element shares the element's pause control (the service cards' one control for three
 * previews). A box with tracks (`data-medspa-track`, the collage's tiles) moves them all by one at each step; a box
 * with transitions (`data-medspa-effects`: gallery, collage) draws one per step and marks the item leaving; a video in
 * an item plays while its item is shown and the motion is not paused (the gallery's), and gets its address on its
 * item's first turn only (a clip is megabytes).
 */
import {
  ACTIVE_CLASS,
  EFFECT_ATTRIBUTE,
  EFFECTS_ATTRIBUTE,
  LATER_PREFIX,
  LEAVING_CLASS,
  TRACK_ATTRIBUTE,
  drawEffect,
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
  LATER_LAYOUT_ATTRIBUTE,
} from './rotation';
import { giveAddresses } from '../media/hold';
import { responsiveImage } from '../media/image-url';
import { IMAGE_LAYOUTS, type ImageLayoutName } from '../media/layouts';

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
  /** A box with transitions: the item that left at the last step and the transition drawn for it. */
  leaving?: number;
  effect?: string;
  /** Items whose video has its address (shown at least once). */
  started: number[];
}

interface Box {
  el: Element;
  interval: number;
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

/** The tracks of a box (its tiles), or the box itself. */
const tracksOf = (box: Element): Element[] => {
  const tracks = [...box.querySelectorAll(`[${TRACK_ATTRIBUTE}]`)];
  return tracks.length ? tracks : [box];
};
const slidesOf = (track: Element) => [...track.querySelectorAll(`[${SLIDE_ATTRIBUTE}]`)];
const activeIndex = (track: Element) =>
  Math.max(
    0,
    slidesOf(track).findIndex((s) => s.classList.contains(ACTIVE_CLASS)),
  );
/** The box's items as its first track has them (the index, the count, what React resumes from). */
const firstTrack = (box: Element) => tracksOf(box)[0]!;
const scopeOf = (slide: Element) => slide.closest('picture') ?? slide;
const videosOf = (slide: Element) => [...scopeOf(slide).querySelectorAll('video'), ...(slide instanceof HTMLVideoElement ? [slide] : [])];

/**
 * Gives a slide its held-back addresses (`<Picture later>`): the img, or the picture around it and its sources; a
 * video's only when the slide is `shown` (the next slide's images load ahead, its clip does not).
 */
function arm(slide: Element | undefined, shown: boolean): void {
  if (!slide) return;
  const scope = scopeOf(slide);
  for (const el of [scope, ...scope.querySelectorAll('*')]) {
    if (el.localName === 'video' && !shown) continue;
    derive(el);
    giveAddresses(el);
  }
}

/** A held-back image of a named box (LATER_LAYOUT_ATTRIBUTE): its and its picture's sources' `srcset` and `sizes`. */
function derive(img: Element): void {
  const box = IMAGE_LAYOUTS[img.getAttribute(LATER_LAYOUT_ATTRIBUTE) as ImageLayoutName];
  const original = img.getAttribute('data-original');
  img.removeAttribute(LATER_LAYOUT_ATTRIBUTE);
  if (!box || !original) return;
  const image = responsiveImage(original, box);
  const sources = img.parentElement?.localName === 'picture' ? [...img.parentElement.querySelectorAll('source')] : [];
  image.sources.forEach((s, i) => {
    sources[i]?.setAttribute('srcset', s.srcSet);
    sources[i]?.setAttribute('sizes', s.sizes);
  });
  if (image.srcSet) img.setAttribute('srcset', image.srcSet);
  if (image.sizes) img.setAttribute('sizes', image.sizes);
}
/** Whether a slide's images have their addresses (its video aside). */
const armed = (slide: Element) => {
  const scope = scopeOf(slide);
  return ![scope, ...scope.querySelectorAll('*')].some(
    (el) => el.localName !== 'video' && el.getAttributeNames().some((n) => n.startsWith(LATER_PREFIX)),
  );
};
const started = (slide: Element) => videosOf(slide).some((v) => v.hasAttribute('src'));

/** Shows item `to` of a track: the class, the hidden state of a region's items, the leaving item and its effect. */
function show(track: Element, from: number, to: number, effect: string | undefined): void {
  const slides = slidesOf(track);
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
  if (effect === undefined) return;
  slides.forEach((s) => {
    s.classList.toggle(LEAVING_CLASS, s === out);
    if (s === out || s === into) s.setAttribute(EFFECT_ATTRIBUTE, effect);
    else s.removeAttribute(EFFECT_ATTRIBUTE);
  });
}

/** The box's dots follow item `to`. */
function dot(box: Element, to: number): void {
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

/** Only the shown item's video plays, and only while the motion is not paused. */
function play(box: Element, paused: boolean): void {
  for (const track of tracksOf(box))
    for (const slide of slidesOf(track))
      for (const v of videosOf(slide)) {
        if (slide.classList.contains(ACTIVE_CLASS) && !paused && v.hasAttribute('src')) {
          if (v.paused) void v.play?.()?.catch?.(() => {});
        } else if (!v.paused) v.pause?.();
      }
}

/**
 * Starts the rotating boxes under `root` (an element's shadow root); nothing when there are none or they already
 * run. `clock`, `reducedMotion` and `random` (the transitions' draw) are the tests' (dom.test.ts).
 */
/** The pause controls drawn for `paused`: state, title, label and icon. */
function paintButtons(buttons: HTMLButtonElement[], paused: boolean, what: string): void {
  for (const b of buttons) {
    b.setAttribute('data-paused', String(paused));
    b.title = pauseLabel(paused, what);
    const label = b.querySelector('span');
    if (label) label.textContent = pauseLabel(paused, what);
    b.querySelector('path')?.setAttribute('d', pauseIcon(paused));
  }
}

/** One step of a box: each track to its next slide with one drawn effect, the next one armed once the page loaded. */
function advance(el: Element, random: () => number, pageLoaded: boolean): void {
  const effects = el.getAttribute(EFFECTS_ATTRIBUTE)?.split(' ').filter(Boolean);
  const effect = effects?.length ? drawEffect(effects, random) : undefined;
  for (const track of tracksOf(el)) {
    const slides = slidesOf(track);
    const from = activeIndex(track);
    const to = nextIndex(from, slides.length);
    arm(slides[to], true);
    show(track, from, to, effect);
    if (pageLoaded) arm(slides[nextIndex(to, slides.length)], false);
  }
  dot(el, activeIndex(firstTrack(el)));
}

/** Gives the slide after each track's shown one its address (once the page has loaded). */
function armFollowing(boxes: Box[]): void {
  for (const box of boxes)
    for (const track of tracksOf(box.el)) {
      const slides = slidesOf(track);
      arm(slides[nextIndex(activeIndex(track), slides.length)], false);
    }
}

/** Keeps each box's `onScreen` (where IntersectionObserver exists), calling `changed` after each report. */
function watchScreen(boxes: Box[], changed: () => void): IntersectionObserver | undefined {
  if (typeof IntersectionObserver !== 'function') return undefined;
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const box = boxes.find((b) => b.el === e.target);
      if (box) box.onScreen = e.isIntersecting;
    }
    changed();
  });
  for (const box of boxes) io.observe(box.el);
  return io;
}

/** A group's boxes, now driven by it. */
function drive(group: Group): void {
  for (const box of group.boxes) {
    groups.set(box.el, group);
    box.el.setAttribute(DRIVEN_ATTRIBUTE, '');
  }
}

/** Stops a group's timers, keeping each box's time left (what React resumes from), and marks its boxes undriven. */
function halt(group: Group, clock: Clock): void {
  const now = clock.now();
  for (const box of group.boxes) {
    if (box.due !== undefined) group.remaining.set(box.el, Math.max(0, box.due - now));
    if (box.timer !== undefined) clock.clearTimeout(box.timer);
    box.el.removeAttribute(DRIVEN_ATTRIBUTE);
  }
}

export function startMotion(
  root: ParentNode,
  clock: Clock = realClock,
  reducedMotion: MediaQueryList | undefined = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION_QUERY) : undefined,
  random: () => number = Math.random,
): void {
  const els = [...root.querySelectorAll(`[${MOTION_ATTRIBUTE}]`)].filter((el) => !groups.has(el));
  if (!els.length) return;
  const boxes: Box[] = els.map((el) => ({ el, interval: Number(el.getAttribute(MOTION_ATTRIBUTE)), onScreen: true }));
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
    paintButtons(buttons, p, what);
    for (const box of boxes) {
      const count = slidesOf(firstTrack(box.el)).length;
      play(box.el, p);
      const on = ticks({ enabled: true, count, paused: p, pageVisible: pageVisible(), onScreen: box.onScreen, intervalMs: box.interval });
      box.el.querySelector('[aria-live]')?.setAttribute('aria-live', on ? 'off' : 'polite');
      if (on && box.timer === undefined) schedule(box);
      if (!on && box.timer !== undefined) {
        clock.clearTimeout(box.timer);
        box.timer = box.due = undefined;
      }
    }
  };
  const schedule = (box: Box) => {
    box.due = clock.now() + box.interval;
    box.timer = clock.setTimeout(() => {
      box.timer = box.due = undefined;
      advance(box.el, random, pageLoaded());
      update();
    }, box.interval);
  };
  const armNext = () => armFollowing(boxes);
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

  const io = watchScreen(boxes, update);
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
      halt(group, clock);
      io?.disconnect();
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', update);
      reducedMotion?.removeEventListener?.('change', update);
      removeEventListener('load', armNext);
    },
  };
  drive(group);
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
  // read once and taken away: the markup is React's again, as the server drew it (no hydration mismatch)
  for (const b of group?.boxes ?? []) b.el.removeAttribute(MOTION_CHOICE_ATTRIBUTE);
  const pause = box.getRootNode() instanceof ShadowRoot ? (box.getRootNode() as ShadowRoot).querySelector('button.medspa-pause') : null;
  const track = firstTrack(box);
  const slides = slidesOf(track);
  const leaving = slides.findIndex((s) => s.classList.contains(LEAVING_CLASS));
  return {
    index: activeIndex(track),
    choice: choice === null ? null : choice === 'paused',
    paused: pause?.getAttribute('data-paused') === 'true',
    loaded: slides.flatMap((s, i) => (armed(s) ? [i] : [])),
    remainingMs: group?.remaining.get(box),
    ...(leaving < 0 ? {} : { leaving, effect: slides[leaving]!.getAttribute(EFFECT_ATTRIBUTE) ?? undefined }),
    started: slides.flatMap((s, i) => (started(s) ? [i] : [])),
  };
}

/** The loader's name for `startMotion` (short: the loader's bytes are budgeted). */
export const start = (root: ParentNode): void => startMotion(root);
