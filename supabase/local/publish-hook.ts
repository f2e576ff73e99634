/**
 * The publish hook, locally (issue 27; the migration 20261125000300_publish_hook.sql says what production does).
 * Every statement that writes news, products or testimonials sends NOTIFY content_changed from its trigger; the
 * local backend listens (watchContent) and
 *   - tells its listeners (LocalBackend.onContentChange: the host mounting it drops its page cache);
 *   - POSTs `{"table", "op"}` to PUBLISH_HOOK_URL when set (publishTo), as pg_net does with the deploy hook in
 *     production. Calls never overlap: writes that arrive while one is in flight are sent as one more call after
 *     it (a deploy hook rebuilds everything, so the last write is what matters). A failing hook is logged, never
 *     the staff's error.
 */
import type { PGlite } from '@electric-sql/pglite';

export const CONTENT_CHANNEL = 'content_changed';
export const PUBLISH_HOOK_ENV = 'PUBLISH_HOOK_URL';

export interface ContentChange {
  table: string;
  op: string;
}

export type ContentListener = (change: ContentChange) => void;

/** Listens to the triggers' NOTIFY; returns the function that stops listening. */
export async function watchContent(db: PGlite, onChange: ContentListener): Promise<() => Promise<void>> {
  return db.listen(CONTENT_CHANNEL, (payload) => {
    try {
      const change = JSON.parse(payload) as ContentChange;
      if (typeof change.table === 'string' && typeof change.op === 'string') onChange(change);
    } catch {
      // not ours: ignore
    }
  });
}

export interface PublishHook {
  (change: ContentChange): void;
  /** Resolves once no call is in flight or pending (tests, shutdown). */
  idle(): Promise<void>;
}

/** A listener that POSTs each change to `url` (at most one call in flight, the others folded into the next). */
export function publishTo(url: string, fetchImpl: typeof fetch = fetch, log: (m: string) => void = console.error): PublishHook {
  let pending: ContentChange | undefined;
  let running: Promise<void> | undefined;
  const send = async (change: ContentChange) => {
    try {
      const r = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(change),
        signal: AbortSignal.timeout(10_000),
      });
      await r.arrayBuffer().catch(() => {});
      if (!r.ok) log(`[local backend] publish hook answered ${r.status}`);
    } catch (err) {
      log(`[local backend] publish hook failed (${err instanceof Error ? err.name : 'error'})`);
    }
  };
  const drain = async () => {
    while (pending) {
      const next = pending;
      pending = undefined;
      await send(next);
    }
    running = undefined;
  };
  const hook = ((change: ContentChange) => {
    pending = change;
    running ??= drain();
  }) as PublishHook;
  hook.idle = async () => {
    while (running) await running;
  };
  return hook;
}
