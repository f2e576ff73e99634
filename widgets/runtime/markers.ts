/**
 * The marks a server-rendered element carries in its shadow root (runtime/widget-tree.tsx draws them, runtime/render-element.tsx
 * writes them, the loader reads them). Plain strings in a module of their own: the loader needs them without React.
 */

/** The root box's class and part. */
export const ROOT_CLASS = 'medspa-root';
/** Marks a root box whose markup came from the server: the element hydrates it instead of rendering. */
export const SSR_ATTRIBUTE = 'data-medspa-ssr';
/** The script element holding the query answers the server rendered with: `[[swrKey, value], …]`. */
export const ANSWERS_ATTRIBUTE = 'data-medspa-answers';
