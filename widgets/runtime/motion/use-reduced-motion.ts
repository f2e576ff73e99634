/**
 * `prefers-reduced-motion: reduce`, live: the hook re-renders when the visitor changes the setting.
 * Without matchMedia (old engines, SSR) motion is allowed.
 */
import { useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

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
 * The setting as an external store: an element hydrating the server's markup (drawn with motion allowed, the
 * server cannot know) starts from that and then re-renders with the visitor's setting, with no hydration mismatch.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
