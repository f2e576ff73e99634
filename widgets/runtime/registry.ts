/**
 * Which elements' code has arrived: the loader defines every tag at once (runtime/element.ts) and an element waits
 * here for its implementation, which its chunk registers when it runs (runtime/define.tsx `defineWidget`). No React:
 * the loader imports this.
 */

/** What a widget's chunk gives its elements: render into the element's shadow root, update, and unmount. */
export interface Implementation<Mounted = unknown> {
  mount(shadow: ShadowRoot, props: Record<string, unknown>): Mounted;
  update(mounted: Mounted, props: Record<string, unknown>): void;
  unmount(mounted: Mounted): void;
}

const implementations = new Map<string, Implementation>();
const waiting = new Map<string, Set<(impl: Implementation) => void>>();

/** The tag's implementation, once its chunk has run. */
export const implementationOf = (tag: string): Implementation | undefined => implementations.get(tag);

/** Registers a tag's implementation (the first one wins: two bundles on one page) and starts what waited for it. */
export function implement(tag: string, impl: Implementation): void {
  if (implementations.has(tag)) return;
  implementations.set(tag, impl as Implementation);
  const runs = waiting.get(tag);
  waiting.delete(tag);
  runs?.forEach((run) => run(impl as Implementation));
}

/** Runs `run` once the tag is implemented; returns the cancel. */
export function whenImplemented(tag: string, run: (impl: Implementation) => void): () => void {
  const runs = waiting.get(tag) ?? new Set();
  waiting.set(tag, runs);
  runs.add(run);
  return () => runs.delete(run);
}
