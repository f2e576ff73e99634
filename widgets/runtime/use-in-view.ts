/**
 * Whether an element is on screen (or within `rootMargin` of it), by IntersectionObserver.
 * - `initial`: what to assume before the first report (autoplay assumes on-screen; lazy work assumes not).
 * - `once`: stay true after the first time in view (start-once work: loading a map when it comes near).
 * Where IntersectionObserver is missing, the element counts as in view.
 *
 *   const [near, ref] = useInView({ rootMargin: '600px', once: true, initial: false });
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface InViewOptions {
  rootMargin?: string;
  once?: boolean;
  initial?: boolean;
}

export function useInView({ rootMargin = '0px', once = false, initial = true }: InViewOptions = {}): [
  boolean,
  (el: Element | null) => void,
] {
  const [inView, setInView] = useState(initial);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (el: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!el) return;
      if (typeof IntersectionObserver !== 'function') {
        setInView(true);
        return;
      }
      const io = new IntersectionObserver(
        (entries) => {
          const seen = entries[entries.length - 1]?.isIntersecting ?? false;
          if (once && !seen) return;
          setInView(seen);
          if (once && seen) io.disconnect();
        },
        { rootMargin },
      );
      io.observe(el);
      observer.current = io;
    },
    [rootMargin, once],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [inView, ref];
}
