/**
 * Every build-time read (docs/architecture.md "Build-time data"), in the snapshot's order: site/snapshot.ts reads
 * the snapshot with them (the build, and the host's pages for the published ones) and answers the elements' queries
 * from it. Each is declared in its table module, beside the keys and fetches it answers for; what follows from the
 * published ones (the host's content, its empty form, the tables the publish hook watches) is derived here.
 */
import type { PublishedPrefetch, PartOf } from '../runtime/query/prefetch';
import { newsPrefetch } from './news';
import { productsPrefetch } from './products';
import { testimonialsPrefetch } from './testimonials';
import { mediaPrefetch } from './media';

export const SNAPSHOT_PARTS = [newsPrefetch, productsPrefetch, testimonialsPrefetch, mediaPrefetch] as const;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Declared = (typeof SNAPSHOT_PARTS)[number];

/** The snapshot's data: every part read, as one object (site/snapshot.ts adds where and when it was read). */
export type SnapshotParts = Intersection<PartOf<Declared>>;

/** What staff publish: the published parts, as one object (the host reads it again, site/host/fresh-pages.ts). */
export type Content = Intersection<PartOf<Extract<Declared, { published: object }>>>;

/** The parts staff publish, in the snapshot's order. */
export const PUBLISHED_PARTS = SNAPSHOT_PARTS.filter((p) => 'published' in p && p.published) as readonly PublishedPrefetch<object>[];

/** The published content with no rows: every published part's `empty`. */
export const EMPTY_CONTENT = Object.assign({}, ...PUBLISHED_PARTS.map((p) => p.published.empty)) as Content;

/** The tables whose writes are published (the publish hook's triggers, supabase/local/publish-hook.test.ts). */
export const PUBLISH_TABLES: readonly string[] = [...new Set(PUBLISHED_PARTS.flatMap((p) => p.published.tables))].sort();
