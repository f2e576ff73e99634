/**
 * Constructable stylesheets, one per distinct CSS text, shared by every shadow root of the page that adopts it:
 * ./styles.ts (the element's code; with its <style> fallback) and ./stamp.ts (a template stamped before the code).
 * Imports no more than the theme's text: a template's chunk takes it without the loader's modules.
 */
import theme from './theme.css?inline';

/** Every element's stylesheets: the theme first, then its own (defineWidget's, and a stamped template's). */
export const elementStyles = (styles: readonly string[]): string[] => [theme, ...styles];

const sheets = new Map<string, CSSStyleSheet>();

/** The sheet holding `css`, or undefined where constructable stylesheets are missing. */
export function sheetFor(css: string): CSSStyleSheet | undefined {
  let sheet = sheets.get(css);
  if (!sheet) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      return undefined;
    }
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adds the texts' sheets to the root, after what it has, once each; false (nothing adopted) where unsupported. */
export function adoptSheets(root: ShadowRoot, cssTexts: readonly string[]): boolean {
  if (!('adoptedStyleSheets' in root)) return false;
  const list = cssTexts.map(sheetFor);
  if (!list.every((s): s is CSSStyleSheet => !!s)) return false;
  const fresh = list.filter((s) => !root.adoptedStyleSheets.includes(s));
  if (fresh.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...fresh];
  return true;
}
