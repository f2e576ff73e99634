/**
 * The host's pages made from the database (a read, then a render: 34–70 ms of this one thread each) go through one
 * gate (issue 38), so that they never take more than half of the host's time: one at a time, and after each the gate
 * rests as long as the thread was busy during it (the static files, the API and the cached pages asked meanwhile
 * are answered in that rest; a render is CPU on the only thread, so two at once would not make either sooner). At most
 * RENDER_LIMITS.waiting wait their turn; past that, `Busy` at once: the host answers 503 with Retry-After
 * (site/host/site.ts), and the cache does not keep it (page-cache.ts).
 */

export const RENDER_LIMITS = {
  /** Made at once. */
  running: 1,
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
  /** Runs `make` in a place, which then rests as long as the thread was busy meanwhile, before the next in line. */
  const start = <T>(make: () => Promise<T>): Promise<T> => {
    const before = performance.eventLoopUtilization();
    return make().finally(() => {
      // Busy time, not wall time: a read waiting on a hosted database's network costs the thread nothing.
      setTimeout(() => {
        const next = line.shift();
        if (next) next();
        else running--;
      }, performance.eventLoopUtilization(before).active);
    });
  };
  return {
    run(make) {
      if (running < limits.running) {
        running++;
        return start(make);
      }
      if (line.length >= limits.waiting) return Promise.reject(new Busy());
      return new Promise<void>((ok) => line.push(ok)).then(() => start(make));
    },
  };
}
