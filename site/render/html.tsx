/**
 * HTML from React nodes on the server: the layout renders each page once (./layout.tsx). JSX escapes every value,
 * so data from the database renders as text, never as HTML.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { inlineJson } from '../../widgets/runtime/inline-json';

export function renderHtml(node: ReactNode): string {
  return renderToStaticMarkup(node);
}

/** A JSON-LD block for a page's <head> (`</script>` cannot end it). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(data) }} />;
}

/**
 * A stylesheet in the page (`<style>`): the site's own CSS, never data. Its text is allowed by hash in the CSP (the
 * build lists every such text, site/build/pages.ts), so it must reach the browser exactly as given.
 */
export function InlineStyle({ css }: { css: string }) {
  if (/<\/style/i.test(css)) throw new Error('a stylesheet with </style in it cannot be inlined');
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * A script in the page, the site's own (an asset the build bundled, never data): allowed by hash in the CSP
 * (site/build/pages.ts), so it reaches the browser exactly as given. Other attributes (data-*) pass through.
 */
export function InlineScript({ js, ...attributes }: { js: string } & Record<`data-${string}`, string>) {
  if (/<\/script/i.test(js)) throw new Error('a script with </script in it cannot be inlined');
  return <script {...attributes} dangerouslySetInnerHTML={{ __html: js }} />;
}

/** Text for HTML outside JSX (attributes and text the build or the host writes by hand). */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
