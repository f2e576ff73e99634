/**
 * `prefers-reduced-motion: reduce`, live: the hook re-renders when the visitor changes the setting.
 * Without matchMedia (old engines, SSR) motion is allowed.
 */
import { useEffect, useState } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function query(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : undefined;
}

/** True when the visitor asked for reduced motion (read now, outside React). */
export function prefersReducedMotion(): boolean {
  return !!query()?.matches;
}

export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    const mql = query();
    if (!mql) return;
    const onChange = () => setReduced(mql.matches);
    onChange();
    if (typeof mql.addEventListener === 'function') {
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    }
    // Safari < 14
    mql.addListener(onChange);
    return () => mql.removeListener(onChange);
  }, []);
  return reduced;
}
