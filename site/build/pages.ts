/**
 * The pages under <dist>: every route rendered by site/render/render-page.tsx (a page's own CSS written as a hashed
 * asset), the widget catalogue's frame pages, the CSP hashes of the elements' stylesheets and the context the host
 * renders the data-driven pages with (site/host/render-route.ts).
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { outFile, type PageContext, type Route } from '../render/page';
import { PAGE_CONTEXT, STYLE_HASHES } from '../render/paths';
import type { ServerRenderer } from '../render/renderer';
import { pageStylesheet, renderPage } from '../render/render-page';
import { framePages } from '../catalogue/index.ts';
import { writeFile } from './files';

/** Writes every route's page (and its own stylesheet), then the catalogue's frame pages. */
export function writePages(dist: string, ctx: PageContext, routes: readonly Route[]): void {
  /** A rendered page's own CSS (PageBody.styles), written as a hashed asset like site/assets/*. */
  const writeStyles = (route: Route, css: string) => {
    const rel = pageStylesheet(route, css);
    writeFile(join(dist, rel), css);
    return `/${rel}`;
  };
  for (const route of routes) writeFile(join(dist, outFile(route)), renderPage(route, ctx, { writeStyles }));
  for (const { file, html } of framePages(ctx)) writeFile(join(dist, file), html);
}

/**
 * What the host needs: the CSP hashes of the inline stylesheets the elements' shadow roots carry (site/host/headers.ts)
 * and the page context as data (origin, assets, settings, snapshot: site/host/render-route.ts).
 */
export function writeServerFiles(dist: string, renderer: ServerRenderer, ctx: PageContext, assets: Record<string, string>): void {
  const hashes = renderer.serverStyles().map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  writeFile(join(dist, STYLE_HASHES), JSON.stringify(hashes, null, 1));
  const { siteUrl, bookingUrl, imageTransformations, config, snapshot } = ctx;
  writeFile(join(dist, PAGE_CONTEXT), JSON.stringify({ siteUrl, bookingUrl, assets, imageTransformations, config, snapshot }));
}
