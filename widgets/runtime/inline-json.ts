/**
 * Data a page carries as `<script type="application/json" data-…>`: a server-rendered element's data
 * (runtime/render-element.tsx), read back by runtime/define.tsx when it hydrates. JSON in a script element is data: no CSP
 * blocks it.
 */

/**
 * The JSON text for such a script element: `<` escaped so no text in it can close the element, and `{{` so no
 * template language a page may pass through (a CMS's, say) reads data as its own (JSON has `{{` only inside
 * strings, where `\u007b` reads the same).
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\{(?=\{)/g, '\\u007b');
}
