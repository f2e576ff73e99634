/**
 * Build-time data (docs/architecture.md "Build-time data"): a table module (widgets/tables) declares, beside its keys
 * and fetches, the part of the snapshot it reads and what its queries answer from it, by their keys. The site
 * (site/snapshot.ts) reads the snapshot with every declaration of widgets/tables/snapshot.ts and renders the elements
 * with their answers. Types and one identity function only: Node reads through it (no SWR, no toast, no CSS).
 */
import type { Connection } from '../connection';

/** What a query answers on the server: [its cache key, as the query declares it; what its fetch would answer]. */
export type QueryAnswer = readonly [key: unknown, value: unknown];

/**
 * Who reads: the build (all its pages show), or the host re-reading the published tables for its pages
 * (site/host/fresh-pages.ts; its pages other than the blog's show only the newest posts).
 */
export type ReadFor = 'build' | 'host';

export interface Prefetch<Part extends object> {
  /** Reads this part of the snapshot through `client`; throws when it cannot. */
  read: (client: Connection, readFor: ReadFor) => Promise<Part>;
  /** The queries' answers from the part (a field an older kept snapshot lacks answers nothing). */
  answers: (part: Part) => QueryAnswer[];
  /** Staff change it between builds: the host reads it again (site/host/fresh-pages.ts); absent, the build's stays. */
  published?: Published<Part>;
}

/** What a part staff publish declares: where it is published from and what it is with no rows. */
export interface Published<Part extends object> {
  /**
   * The tables it reads: each has the publish hook's trigger (supabase/migrations/*_publish_hook.sql, tied by
   * supabase/local/publish-hook.test.ts), whose write drops the host's pages.
   */
  tables: readonly [string, ...string[]];
  /** The part with no rows, every answer the host reads present (the host tells which pages show the part by it). */
  empty: Part;
}

/** A part staff publish: its `published` declared. */
export type PublishedPrefetch<Part extends object> = Prefetch<Part> & { published: Published<Part> };

export function definePrefetch<Part extends object>(prefetch: PublishedPrefetch<Part>): PublishedPrefetch<Part>;
export function definePrefetch<Part extends object>(prefetch: Prefetch<Part>): Prefetch<Part>;
export function definePrefetch<Part extends object>(prefetch: Prefetch<Part>): Prefetch<Part> {
  return prefetch;
}

/** The snapshot's part a declaration reads. */
export type PartOf<P> = P extends Prefetch<infer Part> ? Part : never;
