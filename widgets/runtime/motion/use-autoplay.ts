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
import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';
import { useInView } from '../use-in-view';

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
}

const wrap = (i: number, n: number) => (n > 0 ? ((i % n) + n) % n : 0);

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

export function useAutoplay({ count, intervalMs, enabled = true, initialIndex = 0, paused: controlled }: AutoplayOptions): Autoplay {
  const reducedMotion = useReducedMotion();
  const pageVisible = usePageVisible();
  const [onScreen, observe] = useInView();
  const [rawIndex, setRawIndex] = useState(initialIndex);
  // null: the visitor has not chosen; then reduced motion decides (paused) and otherwise it plays.
  const [choice, setChoice] = useState<boolean | null>(null);
  // Bumped by manual picks so the interval restarts even when the index does not change.
  const [epoch, setEpoch] = useState(0);

  const index = wrap(rawIndex, count);
  const paused = controlled ?? choice ?? reducedMotion;
  const running = enabled && count > 1 && !paused && pageVisible && onScreen && intervalMs > 0;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => {
      setRawIndex((i) => wrap(i + 1, count));
    }, intervalMs);
    return () => clearInterval(id);
  }, [running, count, intervalMs, epoch]);

  const setIndex = useCallback(
    (i: number) => {
      setRawIndex(wrap(i, count));
      setEpoch((e) => e + 1);
    },
    [count],
  );
  const next = useCallback(() => setIndex(index + 1), [setIndex, index]);
  const prev = useCallback(() => setIndex(index - 1), [setIndex, index]);
  const setPaused = useCallback((p: boolean) => setChoice(p), []);
  const toggle = useCallback(() => setChoice(!paused), [paused]);

  return { index, setIndex, next, prev, paused, setPaused, toggle, reducedMotion, running, observe };
}

/**
 * A paused state shared by several autoplays (one control for a section): starts paused under reduced motion,
 * then follows the visitor's choice.
 */
export function usePausedState(): { paused: boolean; setPaused: (p: boolean) => void; toggle: () => void; reducedMotion: boolean } {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = choice ?? reducedMotion;
  return { paused, setPaused: setChoice, toggle: () => setChoice(!paused), reducedMotion };
}
