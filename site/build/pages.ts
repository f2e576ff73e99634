/**
 * The pages under <dist>: every route rendered by site/render/render-page.tsx, the widget catalogue's frame pages, the
 * CSP hashes of every stylesheet a page carries inline (the elements' shadow roots', the site's CSS, a page's own) and
 * the context the host renders the data-driven pages with (site/host/render-route.ts).
 */
import { join } from 'node:path';
import { outFile, type PageContext, type Route } from '../render/page';
import { PAGE_CONTEXT, SCRIPT_HASHES, START_LOADER, STYLE_HASHES, cspHash } from '../render/paths';
import type { ServerRenderer } from '../render/renderer';
import { renderPage } from '../render/render-page';
import { framePages } from '../catalogue/index.ts';
import { writeFile } from './files';

/** Writes every route's page, then the catalogue's frame pages; answers the pages' own CSS texts (PageBody.styles). */
export function writePages(dist: string, ctx: PageContext, routes: readonly Route[]): string[] {
  const pageStyles = new Set<string>();
  const inlined = (_route: Route, css: string) => void pageStyles.add(css);
  for (const route of routes) writeFile(join(dist, outFile(route)), renderPage(route, ctx, { inlined }));
  for (const { file, html } of framePages(ctx)) writeFile(join(dist, file), html);
  return [...pageStyles];
}

/**
 * What the host needs: the CSP hashes of every stylesheet a page carries inline (site/host/headers.ts): the elements'
 * shadow roots', every CSS file of site/assets (ctx.css) and the pages' own (`pageStyles`, from writePages); those of
 * the scripts a page carries inline (the loader's start, ctx.js); and the page context as data (origin, assets,
 * settings, snapshot: site/host/render-route.ts).
 */
export function writeServerFiles(
  dist: string,
  renderer: ServerRenderer,
  ctx: PageContext,
  assets: Record<string, string>,
  pageStyles: readonly string[],
): void {
  const siteCss = Object.keys(assets)
    .filter((path) => path.endsWith('.css'))
    .map((path) => ctx.css(path));
  const hashes = [...new Set([...renderer.serverStyles(), ...siteCss, ...pageStyles])].map(cspHash);
  writeFile(join(dist, STYLE_HASHES), JSON.stringify(hashes, null, 1));
  writeFile(join(dist, SCRIPT_HASHES), JSON.stringify([cspHash(ctx.js(START_LOADER))], null, 1));
  const { siteUrl, bookingUrl, imageTransformations, config, snapshot } = ctx;
  writeFile(join(dist, PAGE_CONTEXT), JSON.stringify({ siteUrl, bookingUrl, assets, imageTransformations, config, snapshot }));
}
