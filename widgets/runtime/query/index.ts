/** The one query layer: reads (`defineQuery`), writes (`defineAction`) and their error policies (docs/product.md §8). */
export { onError, report, describeError, ExplainedError, type ErrorPolicy } from './errors';
export { defineQuery, setRetryDelay, type Query, type QueryKey, type QuerySpec } from './query';
export { defineAction, useAction, type Action, type ActionResult, type ActionSpec } from './action';
export { definePrefetch, type PartOf, type Prefetch, type QueryAnswer, type ReadFor } from './prefetch';
