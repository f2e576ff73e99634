/**
 * Loads a widget's code when its tag is on the page, now or later (a MutationObserver watches for tags
 * added after load). Shared by both entries: in the ES build each import() is a chunk fetched relative
 * to the loader; in the IIFE build esbuild inlines them, so nothing more is fetched.
 */
import { elements } from 'virtual:medspa-elements';

const requested = new Set<string>();

/** Loads one element's chunk (once); resolves when it is defined. Unknown tags resolve at once. */
export function load(tag: string): Promise<void> {
  const importer = elements[tag];
  if (!importer || customElements.get(tag)) return Promise.resolve();
  if (requested.has(tag)) return customElements.whenDefined(tag).then(() => {});
  requested.add(tag);
  return importer().then(
    () => {},
    (err: unknown) => {
      requested.delete(tag);
      console.error(`[medspa] Could not load <${tag}>`, err);
    },
  );
}

function scan(root: Element | Document): void {
  if (root instanceof Element && root.localName in elements) void load(root.localName);
  for (const tag in elements) if (!requested.has(tag) && root.querySelector(tag)) void load(tag);
}

export function startUpgrading(): void {
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
}
