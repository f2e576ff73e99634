/**
 * An element's server markup on a page the server did not render (a partner's; issue 39). A feature whose element
 * must answer before its code (the consultation button: its dialog opens at the first tap) has a
 * `<name>.template.ts` beside its define module: a small chunk, no React, holding the markup the site's renderer
 * drew for it at build time (`virtual:medspa-markup/…`, scripts/markup.ts: the component is the one implementation)
 * and a `stamp(root, el)` built on this. The loader (./upgrade.ts) imports it, through the elements table
 * (`templates`), for such an element connected with an empty shadow root; once stamped, the element is an island
 * like a server-rendered one: it answers from its markup, keeps what is typed, and hydrates on its `hydrate`.
 */
import { adoptSheets, elementStyles } from './sheets';

/** What a template module exports (the loader's side of it). */
export interface TemplateModule {
  /** Stamps `el`'s markup into its shadow root; false when there was nothing to do (already drawn). */
  stamp(root: ShadowRoot, el: HTMLElement): boolean;
}

/**
 * Adopts the element's stylesheets (constructable stylesheets, the very sheets its code adopts: ./sheets.ts; the
 * page's CSS cannot reach them and no inline style is needed, so a strict CSP allows them) and puts the markup into
 * the empty shadow root. Returns the root box; undefined when the root already holds something (the element's code
 * drew it first) or the browser cannot adopt stylesheets (the element's code then draws it, with <style> elements).
 * Imports nothing of the loader's own modules: the template's chunk adds no shared chunk to the loader's imports.
 */
export function stampMarkup(root: ShadowRoot, styles: readonly string[], markup: string): HTMLElement | undefined {
  if (root.childElementCount || !adoptSheets(root, elementStyles(styles))) return undefined;
  const parsed = document.createElement('template');
  parsed.innerHTML = markup;
  root.append(parsed.content);
  return root.lastElementChild as HTMLElement;
}
