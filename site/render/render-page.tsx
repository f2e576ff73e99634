/**
 * One page, the one way: a route's body (its `render`, React nodes) in the layout (./layout.tsx), rendered once. The
 * build writes every route through it (site/build.ts); the host renders through it the pages made from data, from
 * its database's rows (site/host/render-route.ts).
 */
import { clinic } from '../../widgets/content/clinic';
import { Layout } from './layout';
import { outFile, type PageContext, type Route } from './page';
import { hashedName } from './paths';

export interface RenderPageOptions {
  /** Where a page's own CSS (PageBody.styles) goes: the URL of the stylesheet written for it (the build's hashed asset). */
  writeStyles?: (route: Route, css: string) => string;
}

/**
 * Where the build writes a page's own CSS (PageBody.styles) under <dist>: a name from its route (or the route whose
 * stylesheet it shares) and a digest of the text, so the host, rendering the same page, links the file the build wrote
 * (site/host/render-route.ts).
 */
export function pageStylesheet(route: Route, css: string): string {
  const name = (route.stylesheetOf ?? outFile(route)).replace(/\/?index\.html$|\.html$/, '').replace(/\//g, '-') || 'home';
  return hashedName(`assets/page-${name}.css`, css);
}

/** The page's title as the layout writes it: the home page's own, the others' followed by the clinic's name. */
export const pageTitle = (route: Route) => (route.path === '/' ? route.title : `${route.title} | ${clinic.name}`);

export function renderPage(route: Route, ctx: PageContext, opts: RenderPageOptions = {}): string {
  const out = route.render(ctx);
  const css = out.styles?.join('\n');
  if (css && !opts.writeStyles) throw new Error(`${route.path}: a page with styles of its own needs somewhere to write them`);
  const styles = css && opts.writeStyles ? <link rel="stylesheet" href={opts.writeStyles(route, css)} /> : null;
  return Layout(ctx, {
    title: pageTitle(route),
    description: route.description,
    path: route.path,
    canonical: `${ctx.siteUrl}${route.path}`,
    noindex: route.noindex,
    head: [styles, ...(out.head ?? [])],
    content: out.content,
    firstFrameAfter: out.firstFrameAfter,
  });
}
