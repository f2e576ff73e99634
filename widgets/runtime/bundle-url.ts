/**
 * The URL the bundle was loaded from, set by the entry points (loader.ts, embed.ts): the backend defaults to its
 * origin (runtime/config.ts). A module of its own so that the loader's static imports stay this small and the page
 * configuration's reader comes with the first widget chunk instead.
 */
let bundleUrl: string | undefined;

/** Entry points call this with their own URL so the backend defaults to the bundle's origin. */
export function setBundleUrl(url: string | undefined): void {
  if (url) bundleUrl = url;
}

/** The URL the bundle was loaded from (chunks and assets resolve against it). */
export function getBundleUrl(): string | undefined {
  return bundleUrl;
}
