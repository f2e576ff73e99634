/**
 * The one rotation rule of everything that moves (hero, ticker, service previews, gallery, collage): pure functions,
 * no React, no DOM. The plain-DOM driver (./dom.ts, started by the loader on server markup before any widget code)
 * and the React hook (./use-autoplay.ts, after) both step, pause and stand still by these, so a slideshow moves the
 * same way before and after React takes it over (docs/architecture.md "Motion before React").
 */

/**
 * On the box that rotates, in the server's markup: its interval in ms (the widget's own constant, written once). The
 * loader finds it by this name written out (runtime/upgrade.ts `startMotion`: importing it would put this module in
 * the loader's budget; upgrade.test.ts holds the two together).
 */
export const MOTION_ATTRIBUTE = 'data-medspa-motion';
/** On each item that takes turns in a box (the one shown carries `is-active`). */
export const SLIDE_ATTRIBUTE = 'data-medspa-slide';
/** The class of the item shown. */
export const ACTIVE_CLASS = 'is-active';
/**
 * On each track of a box whose items move in step (the collage's five tiles): every track advances by one at each
 * step of the box, the first track's item being the box's index. A box without tracks is its own one track.
 */
export const TRACK_ATTRIBUTE = 'data-medspa-track';
/**
 * On a box that draws a transition at each step (gallery, collage): the names to draw from, space-separated. The
 * drawn one is written as `data-effect` on the item entering and the item leaving, which carries `is-leaving`
 * until the next step.
 */
export const EFFECTS_ATTRIBUTE = 'data-medspa-effects';
export const EFFECT_ATTRIBUTE = 'data-effect';
/** The class of the item that left at the last step (a box with transitions). */
export const LEAVING_CLASS = 'is-leaving';
/** On the box while the plain-DOM driver moves it (before React; taken away when React takes over). */
export const DRIVEN_ATTRIBUTE = 'data-medspa-motion-driven';
/** On the box: the visitor's own choice made before React ('paused' | 'playing'); absent while they have not chosen. */
export const MOTION_CHOICE_ATTRIBUTE = 'data-medspa-motion-choice';
/**
 * A slide's image address held back until its turn (the one shown and, once the page has loaded, the next: no
 * photo fetched before it can be seen). `<Picture later>` writes `src`, `srcset`, `sizes` under this prefix.
 */
export const LATER_PREFIX = 'data-later-';
/**
 * On a held-back image drawn in a named box (runtime/media/layouts.ts): the box's name, in place of its `srcset`,
 * `sizes` and its `<source>`s' (a kilobyte or two of addresses each, the larger part of the home page's markup): the
 * driver derives them from `data-original` by the same rule as `<Picture>` (runtime/media/image-url.ts).
 */
export const LATER_LAYOUT_ATTRIBUTE = 'data-later-layout';

/** The visitor's wish for no automatic motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export const wrapIndex = (i: number, n: number): number => (n > 0 ? ((i % n) + n) % n : 0);
export const nextIndex = (i: number, n: number): number => wrapIndex(i + 1, n);

/** Paused: the visitor's choice when they made one; otherwise reduced motion pauses (only Play starts it). */
export const effectivePaused = (choice: boolean | null, reducedMotion: boolean): boolean => choice ?? reducedMotion;

export interface TickConditions {
  enabled: boolean;
  count: number;
  paused: boolean;
  pageVisible: boolean;
  onScreen: boolean;
  intervalMs: number;
}
/** Whether the clock ticks: enough items, not paused, the page shown and the box on screen. */
export const ticks = (c: TickConditions): boolean =>
  c.enabled && c.count > 1 && !c.paused && c.pageVisible && c.onScreen && c.intervalMs > 0;

/** The items whose images have an address: those shown so far, and the next one once the page has loaded. */
export function slidesToLoad(seen: ReadonlySet<number>, index: number, count: number, pageLoaded: boolean): ReadonlySet<number> {
  if (!count) return seen;
  const next = count > 1 && pageLoaded ? nextIndex(index, count) : index;
  return seen.has(index) && seen.has(next) ? seen : new Set([...seen, index, next]);
}

/** A step's transition, drawn at random from the box's (the driver before React, the component after). */
export const drawEffect = <T extends string>(effects: readonly T[], random: () => number = Math.random): T | undefined =>
  effects[Math.min(effects.length - 1, Math.floor(random() * effects.length))];

/** The pause control's name: "Pause slideshow" / "Play slideshow" (WCAG 2.2.2). */
export const pauseLabel = (paused: boolean, what: string): string => `${paused ? 'Play' : 'Pause'} ${what}`;
/** Its icon: a play triangle while paused, two bars while playing. */
export const pauseIcon = (paused: boolean): string => (paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z');

/** Time, injectable: the tests step it by hand. */
export interface Clock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};
