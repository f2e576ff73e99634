/**
 * The widget catalogue's pages (issue 19), made at build time from the bundle's custom-elements.json (./catalogue.ts),
 * one file each:
 * - /widgets: every element and the versioned script tag (./list-page.tsx);
 * - /widgets/<tag>: the live element, its controls, events, parts, slots and snippets (./element-page.tsx);
 * - /widgets/install: frameworks, WordPress, Webflow, Squarespace and the iframe fallback (./install-page.tsx);
 * - /widgets/frame/<tag>: the iframe fallback's pages, the element alone in the layout without chrome (./frame-page.tsx).
 * What they share: ./parts.tsx; their addresses: ./paths.ts.
 */
export * from './paths';
export { renderCatalogue } from './list-page';
export { elementRoutes, renderElementPage } from './element-page';
export { renderInstall } from './install-page';
export { framePages } from './frame-page';
