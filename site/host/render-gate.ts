/**
 * The host's pages made from the database (a read, then a render: 34–70 ms of this one thread each) go through one
 * gate (issue 38): at most RENDER_LIMITS.running at a time, at most RENDER_LIMITS.waiting in line, each next one
 * started from a fresh turn of the event loop (setImmediate) so the static files, the API and the cached pages
 * asked meanwhile are answered between two renders instead of after all of them. Past the line, `Busy` at once:
 * the host answers 503 with Retry-After (site/host/site.ts); the cache does not keep it (page-cache.ts).
 */

export const RENDER_LIMITS = {
  /** Made at once: one read can be waited on while another page is rendered. */
  running: 2,
  /** Waiting for their turn; more are refused rather than queued behind what an attacker asked. */
  waiting: 16,
  /** Seconds a refused visitor is asked to wait (Retry-After). */
  retryAfterS: 1,
} as const;

/** A make refused because the gate's line is full: not a failure of the database, and never kept. */
export class Busy extends Error {
  constructor() {
    super('the host is busy rendering pages');
  }
}

export interface Gate {
  run<T>(make: () => Promise<T>): Promise<T>;
}

export function renderGate(limits: { running: number; waiting: number } = RENDER_LIMITS): Gate {
  let running = 0;
  const line: (() => void)[] = [];
  const done = () => {
    const next = line.shift();
    if (next)
      setImmediate(next); // the place passes on, after the loop's I/O has had its turn
    else running--;
  };
  return {
    run(make) {
      if (running < limits.running) {
        running++;
        return make().finally(done);
      }
      if (line.length >= limits.waiting) return Promise.reject(new Busy());
      return new Promise<void>((ok) => line.push(ok)).then(() => make().finally(done));
    },
  };
}
