/**
 * The host's pages made from the database (a read, then a render: 34–70 ms of this one thread each) go through one
 * gate (issue 38), so that under load they take at most half of the host's time: one at a time, spending a credit
 * of thread time that refills at half the wall clock (event-loop utilisation: a hosted database's network wait
 * costs nothing). A visitor's page fits in the credit and is not delayed; back-to-back renders wait for it, and the
 * static files, the API and the cached pages asked meanwhile are answered in that wait (a render is CPU on the only
 * thread, so two at once would not make either sooner). At most RENDER_LIMITS.waiting wait their turn; past that,
 * `Busy` at once: the host answers 503 with Retry-After (site/host/site.ts); the cache does not keep it.
 */
import { performance } from 'node:perf_hooks';

export const RENDER_LIMITS = {
  /** Made at once. */
  running: 1,
  /** Waiting for their turn; more are refused rather than queued behind what an attacker asked. */
  waiting: 16,
  /** Thread time (ms) the gate may spend at once before it waits for its credit. */
  burstMs: 150,
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

/** The share of the thread's time renders may take under load. */
const SHARE = 0.5;

export function renderGate(limits: { running: number; waiting: number; burstMs: number } = RENDER_LIMITS): Gate {
  let running = 0;
  const line: (() => void)[] = [];
  let credit = limits.burstMs;
  let at = performance.now();
  const refill = () => {
    const now = performance.now();
    credit = Math.min(limits.burstMs, credit + (now - at) * SHARE);
    at = now;
  };
  /** How long to wait before the next make (its credit back to zero); 0: at the next turn of the loop. */
  const wait = () => (credit >= 0 ? 0 : -credit / SHARE);
  const start = <T>(make: () => Promise<T>): Promise<T> => {
    const before = performance.eventLoopUtilization();
    return make().finally(() => {
      refill();
      credit -= performance.eventLoopUtilization(before).active;
      const next = line.shift();
      if (next) setTimeout(next, wait());
      else running--;
    });
  };
  return {
    run(make) {
      refill();
      if (running < limits.running) {
        running++;
        return credit >= 0 ? start(make) : new Promise((ok) => setTimeout(ok, wait())).then(() => start(make));
      }
      if (line.length >= limits.waiting) return Promise.reject(new Busy());
      return new Promise<void>((ok) => line.push(ok)).then(() => start(make));
    },
  };
}
