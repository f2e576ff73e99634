/**
 * Reads (docs/product.md §7), one declaration each: `defineQuery({ what, key, fetch, onError, retry })` gives the
 * hook widgets call. The fetch throws on failure; the layer retries as declared, then applies the error policy
 * once per failure (inside the fetch that SWR shares between every widget asking for the same key), and the hook
 * returns SWR's state (`data`, `error`, `isLoading`) for the widget to render.
 */
import useSWR, { type SWRConfiguration } from 'swr';
import { report, type ErrorPolicy } from './errors';

export type QueryKey = string | readonly unknown[] | null;

export interface QuerySpec<Args extends unknown[], T> {
  /** What is read, for the log line ("Loading news"). */
  what: string | ((...args: Args) => string);
  /** The cache key: calls with equal keys share one request and one entry. `null`: do not fetch (yet). */
  key: (...args: Args) => QueryKey;
  fetch: (...args: Args) => Promise<T>;
  onError: ErrorPolicy;
  /** Extra attempts after a failure before it counts (waiting 1, 2, … times the retry delay). Default 0. */
  retry?: number;
  /** SWR options of this call (revalidation). */
  swr?: SWRConfiguration<T>;
}

let retryDelayMs = 500;
/** Tests: the wait between attempts. */
export function setRetryDelay(ms: number): void {
  retryDelayMs = ms;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Query<Args extends unknown[], T> {
  spec: QuerySpec<Args, T>;
  /** The fetch with the declared retries and error policy. */
  load: (...args: Args) => Promise<T>;
  /** The hook. */
  use: (...args: Args) => ReturnType<typeof useSWR<T>>;
}

export function defineQuery<Args extends unknown[], T>(spec: QuerySpec<Args, T>): Query<Args, T> {
  const load = async (...args: Args): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await spec.fetch(...args);
      } catch (err) {
        if (attempt < (spec.retry ?? 0)) {
          await wait(retryDelayMs * (attempt + 1));
          continue;
        }
        report(spec.onError, err, typeof spec.what === 'function' ? spec.what(...args) : spec.what);
        throw err;
      }
    }
  };
  const use = (...args: Args) => useSWR<T>(spec.key(...args), () => load(...args), spec.swr);
  return { spec, load, use };
}
