/**
 * Every build-time read (docs/architecture.md "Build-time data"), in the snapshot's order: site/snapshot.ts reads
 * the snapshot with them (the build, and the host's live pages for the `live` ones) and answers the elements'
 * queries from it. Each is declared in its data module, beside the keys and fetches it answers for.
 */
import type { PartOf } from '../runtime/data/prefetch';
import { newsPrefetch } from './news';
import { productsPrefetch } from './products';
import { testimonialsPrefetch } from './testimonials';
import { mediaPrefetch } from './media';

export const SNAPSHOT_PARTS = [newsPrefetch, productsPrefetch, testimonialsPrefetch, mediaPrefetch] as const;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The snapshot's data: every part read, as one object (site/snapshot.ts adds where and when it was read). */
export type SnapshotParts = Intersection<PartOf<(typeof SNAPSHOT_PARTS)[number]>>;
