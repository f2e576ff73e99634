/**
 * Fresh without a rebuild (issue 27): the cache of the pages made from the database (site/host/fresh-pages.ts), each
 * made at most once per PAGE_TTL_MS and shared by every request in between (site/host/page-cache.ts), every read
 * and render through the render gate (render-gate.ts). A write to the published tables, when the host mounts the
 * local backend, drops them at once (invalidate).
 */
import { createPageCache, pageTtl, type PageCache } from './page-cache.ts';
import { renderGate, type Gate } from './render-gate.ts';

export interface FreshOptions {
  /** Default pageTtl() (PAGE_TTL_MS, or a shorter FRESH_PAGE_TTL_MS). */
  ttlMs?: number;
  now?: () => number;
}

/** `make`'s answer for `key`, made once per TTL and shared, or each time where there is no cache. */
export type Once = <T>(key: string, make: () => Promise<T | null | undefined>) => Promise<T | null | undefined>;

export interface FreshCache {
  /**
   * `make`'s answer for `key`, made once per TTL (undefined, "cannot say", is asked again after a few seconds),
   * through the render gate (rejects with Busy when its line is full).
   */
  cached: Once;
  /**
   * The same for a lookup whose key a visitor chooses (a post by the id in its address): kept apart, at most
   * LOOKUPS_KEPT, so random ids answered "no such post" neither grow memory nor push the pages out.
   */
  lookup: Once;
  /** Drops everything made (a write to the published tables). */
  invalidate(): void;
}

/** Lookups kept (answers and "no such post" alike), the oldest going first. */
export const LOOKUPS_KEPT = 2000;

/** `cache`'s value for a key, made through `gate`; a failure is logged and answered "cannot say" (undefined). */
const gated =
  (cache: PageCache<unknown>, gate: Gate): Once =>
  <T>(key: string, make: () => Promise<T | null | undefined>) =>
    cache.get(key, () =>
      gate.run(() =>
        make().catch((err: unknown) => {
          console.error(`[host] Making ${key} from the database failed: ${err instanceof Error ? err.message : String(err)}`);
          return undefined;
        }),
      ),
    ) as Promise<T | null | undefined>;

export function freshCache(opts: FreshOptions = {}): FreshCache {
  const ttlMs = opts.ttlMs ?? pageTtl();
  // The pages, the reads they are made from, the feed: at most 500 kept (a crawler walking every post evicts the oldest).
  const made = createPageCache<unknown>({ ttlMs, maxEntries: 500, now: opts.now });
  const lookups = createPageCache<unknown>({ ttlMs, maxEntries: LOOKUPS_KEPT, now: opts.now });
  const gate = renderGate();
  return {
    cached: gated(made, gate),
    lookup: gated(lookups, gate),
    invalidate() {
      made.invalidate();
      lookups.invalidate();
    },
  };
}
