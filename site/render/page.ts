/**
 * What a page is (docs/architecture.md, "Adding a page"): a route (site/routes.ts) whose `render` returns its body
 * as React nodes, given the page context (site/render/context.ts). site/render/render-page.tsx puts the body in the
 * layout and renders the document once.
 */
import type { ReactNode } from 'react';
import type { Catalogue } from '../catalogue/catalogue';
import type { Snapshot } from '../snapshot';
import type { ResponsiveImage } from '../../widgets/runtime/media/image-url';
import type { WidgetFn } from './widget';

/** What a page's renderer gets: the build's data and URLs (createPageContext, site/render/context.ts). */
export interface PageContext {
  /** Canonical origin of the site (SITE_URL). */
  siteUrl: string;
  /** Build-time data (site/snapshot.ts): news, products, bucket listings with their public URLs. */
  snapshot: Snapshot;
  bookingUrl: string;
  /** The hashed URL of a file under site/assets. */
  asset: (path: string) => string;
  /**
   * The text of a stylesheet under site/assets as the site ships it, for an inline `<style>` (./html.tsx InlineStyle):
   * a page's CSS comes with its HTML, so its first paint waits for no other request (issue 39).
   */
  css: (path: string) => string;
  /**
   * The text of a script under site/assets as the site ships it, for an inline `<script>` (site/boot: the loader's
   * start on a page whose largest paint is an image, site/render/layout.tsx). Its CSP hash is the build's.
   */
  js: (path: string) => string;
  /** Images as storage variants (default) or original addresses (SUPABASE_IMAGE_TRANSFORMATIONS=off). */
  imageTransformations?: boolean;
  /** The widget catalogue's data: the bundle's manifest and integrity (site/catalogue/catalogue.ts). */
  catalogue?: Catalogue;
  /** An element rendered by its own component, with the snapshot's data (site/render/widget.tsx). */
  widget: WidgetFn;
  /** The widgets' runtime settings chosen at build time: the #medspa-config block of every page (site/render/layout.tsx). */
  config?: Record<string, string>;
}

/** A rendered page body (what goes in <main>) and what it adds to <head>. */
export interface PageBody {
  content: ReactNode;
  /** Elements for <head>, after the layout's own, one a line (a null is left out). */
  head?: ReactNode[];
  /** CSS texts for this page (a widget's own CSS under its static fallback): one `<style>` in <head>. */
  styles?: string[];
  /**
   * The id of the element whose end the first frame waits for (`<link rel=expect blocking=render>`, site/render/layout.tsx),
   * when it is not all of <main>: an element that closes what the first screen shows, so a long page's largest paint
   * does not wait for the rest to be parsed (the home page: its hero and ticker, issue 39). Default `main`.
   */
  firstFrameAfter?: string;
  /**
   * The page's largest paint, when it is an image (the home page's hero, a service's photo): the layout preloads it,
   * as its element draws it, and starts the widget loader only once it has painted (site/boot/start-loader.ts).
   */
  largestImage?: ResponsiveImage;
}

export interface Route {
  path: string;
  /** Where the body comes from (a file under site/, for messages). */
  page: string;
  /** The page body (site/render/render-page.tsx puts it in the layout). */
  render: (ctx: PageContext) => PageBody;
  title: string;
  description: string;
  sitemap: boolean;
  out?: string;
  /** Adds `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
}

/** The file under <dist> that holds a page. */
export function outFile(route: Route): string {
  if (route.out) return route.out;
  const p = route.path.replace(/^\/+|\/+$/g, '');
  return p ? `${p}/index.html` : 'index.html';
}
