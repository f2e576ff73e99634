/**
 * `prefers-reduced-motion: reduce`, live: the hook re-renders when the visitor changes the setting.
 * Without matchMedia (old engines, SSR) motion is allowed.
 */
import { useSyncExternalStore } from 'react';
import { REDUCED_MOTION_QUERY } from './rotation';

export { REDUCED_MOTION_QUERY };

function query(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : undefined;
}

/** True when the visitor asked for reduced motion (read now, outside React). */
export function prefersReducedMotion(): boolean {
  return !!query()?.matches;
}

function subscribe(onChange: () => void): () => void {
  const mql = query();
  if (!mql) return () => {};
  if (typeof mql.addEventListener === 'function') {
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }
  // Safari < 14
  mql.addListener(onChange);
  return () => mql.removeListener(onChange);
}

/**
 * The server renders with motion allowed (it cannot know); a hydrating element starts from that same value, so its
 * first render matches the server's markup, and React re-renders at once with the visitor's setting.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
