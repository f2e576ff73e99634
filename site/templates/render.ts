/**
 * Page bodies rendered from data with React on the server: `renderHtml(<StoreFallback products={…} />)`. JSX escapes
 * every value, so data from the database renders as text, never as HTML. Templates live in site/templates/; a route
 * uses one through its `render` (site/routes.ts).
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export function renderHtml(node: ReactNode): string {
  return renderToStaticMarkup(node);
}

/** A JSON-LD block for a page's <head> (`</script>` cannot end it). */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
