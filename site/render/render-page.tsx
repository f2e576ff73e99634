/**
 * One page, the one way: a route's body (its `render`, React nodes) in the layout (./layout.tsx), rendered once. The
 * build writes every route through it (site/build.ts); the host renders through it the pages made from data, from
 * its database's rows (site/host/render-route.ts).
 */
import { clinic } from '../../widgets/content/clinic';
import { holdLazyImages } from './hold-images';
import { InlineStyle } from './html';
import { Layout } from './layout';
import type { PageContext, Route } from './page';

export interface RenderPageOptions {
  /**
   * Told a page's own CSS (PageBody.styles, inlined in its <head>), for the CSP: the build lists it (site/build/pages.ts),
   * the host checks that the build did (site/host/render-route.ts).
   */
  inlined?: (route: Route, css: string) => void;
}

/** The page's title as the layout writes it: the home page's own, the others' followed by the clinic's name. */
export const pageTitle = (route: Route) => (route.path === '/' ? route.title : `${route.title} | ${clinic.name}`);

export function renderPage(route: Route, ctx: PageContext, opts: RenderPageOptions = {}): string {
  const out = route.render(ctx);
  const css = out.styles?.join('\n');
  if (css) opts.inlined?.(route, css);
  const styles = css ? <InlineStyle css={css} /> : null;
  const html = Layout(ctx, {
    title: pageTitle(route),
    description: route.description,
    path: route.path,
    canonical: `${ctx.siteUrl}${route.path}`,
    noindex: route.noindex,
    head: [styles, ...(out.head ?? [])],
    content: out.content,
    firstFrameAfter: out.firstFrameAfter,
    largestImage: out.largestImage,
  });
  // Until the largest image has painted, it has the connection to itself (site/render/hold-images.ts).
  return out.largestImage ? holdLazyImages(html, out.largestImage) : html;
}
