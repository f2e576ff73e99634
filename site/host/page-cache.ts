/**
 * The host's cache of what it makes from the database (site/host/fresh.ts): one value per key, made once and shared
 * by every request that asks while it is being made, kept for PAGE_TTL_MS and dropped at once by invalidate() (a
 * write to the published tables, when the host mounts the local backend). A value made while an invalidation
 * happened is handed to the requests that waited for it but not kept: the next request makes a fresh one.
 */
import { Busy } from './render-gate.ts';

/** How stale a host-rendered page may be: what staff publish is on the site within this time (issue 27). */
export const PAGE_TTL_MS = 60_000;

/** The TTL a host uses: PAGE_TTL_MS, or a shorter one from FRESH_PAGE_TTL_MS (tests); never longer. */
export function pageTtl(env: string | undefined = process.env.FRESH_PAGE_TTL_MS): number {
  const n = Number(env);
  return env && Number.isFinite(n) && n >= 0 ? Math.min(n, PAGE_TTL_MS) : PAGE_TTL_MS;
}

export interface CacheOptions {
  ttlMs: number;
  /** How long a value that says "could not be made" (undefined) is kept: a failing database is asked again soon. */
  failureTtlMs?: number;
  /** At most this many keys (the oldest made go first). */
  maxEntries?: number;
  now?: () => number;
}

export interface PageCache<T> {
  /** The key's value, made by `make` when there is none fresh (concurrent callers share one `make`). */
  get(key: string, make: () => Promise<T | undefined>): Promise<T | undefined>;
  /** Forgets every value (those being made are not kept). */
  invalidate(): void;
  readonly size: number;
}

interface Entry<T> {
  value: Promise<T | undefined>;
  /** When it stops being fresh (Infinity while being made). */
  until: number;
}

export function createPageCache<T>({
  ttlMs,
  failureTtlMs = Math.min(ttlMs, 5000),
  maxEntries = 2000,
  now = Date.now,
}: CacheOptions): PageCache<T> {
  const entries = new Map<string, Entry<T>>();
  let generation = 0;
  return {
    get(key, make) {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.value;
      const born = generation;
      const entry: Entry<T> = { value: Promise.resolve(undefined), until: Infinity };
      entry.value = make()
        .catch((err: unknown) => {
          // Refused for now (the render gate's line is full): its callers hear so, and nothing is kept.
          if (err instanceof Busy) {
            if (entries.get(key) === entry) entries.delete(key);
            throw err;
          }
          return undefined;
        })
        .then((v) => {
          // Kept only if no invalidation came while it was made (the map was emptied then: it is not there).
          if (born === generation && entries.get(key) === entry) entry.until = now() + (v === undefined ? failureTtlMs : ttlMs);
          return v;
        });
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.value;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
