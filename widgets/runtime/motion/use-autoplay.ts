/**
 * The one autoplay clock for everything that rotates (hero, ticker, service previews, gallery, collage).
 *
 * - Advances `index` every `intervalMs`, wrapping at `count`.
 * - Stands still when: `enabled` is false, there are fewer than two items, the visitor paused it, the visitor
 *   prefers reduced motion (then it starts paused and only an explicit Play starts it), the document is hidden,
 *   or the element given to `ref` is off-screen (IntersectionObserver).
 * - `setIndex` is a manual pick: it shows that item and restarts the full interval from it.
 *
 *   const auto = useAutoplay({ count: slides.length, intervalMs: 5000 });
 *   <section ref={auto.observe}> … <PauseButton paused={auto.paused} onToggle={auto.toggle} what="slideshow" />
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';
import { useInView } from '../use-in-view';
import { useHydrated } from '../use-hydrated';
import { takeOver, type Resumed } from './dom';
import { effectivePaused, nextIndex, ticks, wrapIndex } from './rotation';

export interface AutoplayOptions {
  /** Number of items; the index wraps at this. */
  count: number;
  /** Time each item is shown, in ms. */
  intervalMs: number;
  /** Master switch (e.g. false while data loads). Default true. */
  enabled?: boolean;
  /**
   * Controlled pause (e.g. one PauseButton for several rotating cards): when given, it replaces the hook's own
   * paused state, and `setPaused`/`toggle` do nothing. Use `usePausedState()` to hold it.
   */
  paused?: boolean;
  /** Start index. Default 0. */
  initialIndex?: number;
  /**
   * The server-rendered box this hook takes over from the plain-DOM driver (./dom.ts), read once on the first
   * render: the hook starts from the item, the choice and the time left that the page shows.
   */
  serverBox?: () => Element | null | undefined;
}

export interface Autoplay {
  /** The current position (automatic steps and manual picks both move it). */
  index: number;
  /** Manual pick: jump to an item and restart the interval from there. */
  setIndex: (index: number) => void;
  /** Step forward / back by one (manual; wraps). */
  next: () => void;
  prev: () => void;
  /** True when the automatic advance is stopped by the visitor (or by reduced motion until they press Play). */
  paused: boolean;
  setPaused: (paused: boolean) => void;
  toggle: () => void;
  /** The visitor prefers reduced motion. */
  reducedMotion: boolean;
  /** True when the clock is actually ticking (not paused, visible, enough items, enabled). */
  running: boolean;
  /** A callback ref for the rotating element, so it stops while off-screen (optional). */
  observe: (el: Element | null) => void;
  /** What the plain-DOM driver handed over (undefined on the server and where there was no server markup). */
  resumed: Resumed | undefined;
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * Reduced motion as this element may draw it now: while it hydrates, what the driver showed (the server drew motion
 * allowed, the driver then followed the setting), after that the live setting.
 */
function useReducedFrom(resumed: Resumed | undefined): boolean {
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  return resumed && !hydrated && resumed.choice === null ? resumed.paused : reducedMotion;
}

export function useAutoplay({
  count,
  intervalMs,
  enabled = true,
  initialIndex = 0,
  paused: controlled,
  serverBox,
}: AutoplayOptions): Autoplay {
  const [resumed] = useState(() => (typeof document === 'undefined' ? undefined : takeOver(serverBox?.())));
  const reducedMotion = useReducedFrom(resumed);
  const pageVisible = usePageVisible();
  const [onScreen, observe] = useInView();
  const [rawIndex, setRawIndex] = useState(resumed?.index ?? initialIndex);
  // null: the visitor has not chosen; then reduced motion decides (paused) and otherwise it plays.
  const [choice, setChoice] = useState<boolean | null>(resumed?.choice ?? null);
  // Bumped by manual picks so the interval restarts even when the index does not change.
  const [epoch, setEpoch] = useState(0);
  // The first step after a takeover comes when the driver's would have (no longer wait, no jump ahead).
  const firstDelay = useRef(resumed?.remainingMs);

  const index = wrapIndex(rawIndex, count);
  const paused = controlled ?? effectivePaused(choice, reducedMotion);
  const running = ticks({ enabled, count, paused, pageVisible, onScreen, intervalMs });

  useEffect(() => {
    if (!running) return;
    const first = firstDelay.current;
    firstDelay.current = undefined;
    const advance = () => setRawIndex((i) => nextIndex(i, count));
    let interval: ReturnType<typeof setInterval> | undefined;
    const steady = () => (interval = setInterval(advance, intervalMs));
    // After a takeover, the time the driver had left, then the steady interval.
    const timeout = first == null ? (steady(), undefined) : setTimeout(() => (advance(), steady()), first);
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, [running, count, intervalMs, epoch]);

  const setIndex = useCallback(
    (i: number) => {
      setRawIndex(wrapIndex(i, count));
      setEpoch((e) => e + 1);
    },
    [count],
  );
  const next = useCallback(() => setIndex(index + 1), [setIndex, index]);
  const prev = useCallback(() => setIndex(index - 1), [setIndex, index]);
  const setPaused = useCallback((p: boolean) => setChoice(p), []);
  const toggle = useCallback(() => setChoice(!paused), [paused]);

  return { index, setIndex, next, prev, paused, setPaused, toggle, reducedMotion, running, observe, resumed };
}

/**
 * A paused state shared by several autoplays (one control for a section): starts paused under reduced motion,
 * then follows the visitor's choice; `resumed` is what the plain-DOM driver handed over (one of the section's boxes).
 */
export function usePausedState(resumed?: Resumed): {
  paused: boolean;
  setPaused: (p: boolean) => void;
  toggle: () => void;
  reducedMotion: boolean;
} {
  const reducedMotion = useReducedFrom(resumed);
  const [choice, setChoice] = useState<boolean | null>(resumed?.choice ?? null);
  const paused = effectivePaused(choice, reducedMotion);
  return { paused, setPaused: setChoice, toggle: () => setChoice(!paused), reducedMotion };
}
