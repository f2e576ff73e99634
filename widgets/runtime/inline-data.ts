/**
 * Data a page put inside an element for it: `<script type="application/json" data-…>` (the build's snapshot on the
 * clinic's own pages, site/templates). A widget starts from it, so taking over the static fallback moves nothing;
 * on a partner's page there is none and the widget loads as usual. JSON in a script element is data: no CSP blocks it.
 */
export function readInlineJson(host: Element | undefined, attribute: string): unknown {
  const text = host?.querySelector(`script[type="application/json"][${attribute}]`)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The JSON text for such a script element: `<` escaped so no text in it can close the element, and `{{` so the
 * site build never reads data as one of its substitutions (JSON has `{{` only inside strings, where `\u007b` reads
 * the same).
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\{(?=\{)/g, '\\u007b');
}
