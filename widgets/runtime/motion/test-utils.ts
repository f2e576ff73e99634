/** Test helper: a controllable matchMedia for `prefers-reduced-motion` (happy-dom's never matches). */
import { vi } from 'vitest';
import { REDUCED_MOTION_QUERY } from './use-reduced-motion';

export function mockReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  const original = window.matchMedia;
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => {
    if (q !== REDUCED_MOTION_QUERY) return original.call(window, q);
    return {
      get matches() {
        return matches;
      },
      media: q,
      onchange: null,
      addEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => listeners.add(l),
      removeEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => listeners.delete(l),
      addListener: (l: (e: MediaQueryListEvent) => void) => listeners.add(l),
      removeListener: (l: (e: MediaQueryListEvent) => void) => listeners.delete(l),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  return {
    set(value: boolean) {
      matches = value;
      for (const l of listeners) l({ matches } as MediaQueryListEvent);
    },
    spy,
  };
}
