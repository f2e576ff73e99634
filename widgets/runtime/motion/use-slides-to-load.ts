/**
 * Which slides of a slideshow have an address: every slide shown so far, and the next one once the page has
 * loaded (so it is ready when its turn comes, without competing with the page's first paint). The others load
 * nothing until their turn: a clinic's camera photos are hundreds of kilobytes even as variants.
 */
import { useState, useSyncExternalStore } from 'react';
import { slidesToLoad } from './rotation';

const pageLoaded = () => document.readyState === 'complete';
function onLoad(done: () => void): () => void {
  if (pageLoaded()) return () => {};
  window.addEventListener('load', done, { once: true });
  return () => window.removeEventListener('load', done);
}

export function useSlidesToLoad(index: number, count: number, initial?: readonly number[]): ReadonlySet<number> {
  // The server draws the page before it has loaded, and a hydrating element starts from what the server drew
  // (its first slide only) or what the plain-DOM driver gave an address since (`initial`), then follows the page's
  // load: no hydration mismatch.
  const loaded = useSyncExternalStore(onLoad, pageLoaded, () => false);
  // Grown while rendering (React's pattern for state that follows a prop), not in an effect: no extra commit.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([index, ...(initial ?? [])]));
  const wanted = slidesToLoad(seen, index, count, loaded);
  if (wanted !== seen) setSeen(wanted);
  return wanted;
}
