/**
 * Pages the host renders itself, through the build's own function (site/render-page.ts): the data-driven pages
 * (site/host/live.ts) and a post the build did not write, from the database's rows. The widgets in them are drawn
 * by the server renderer the build wrote (<dist>/server/widgets.mjs), with the build's assets, settings and snapshot
 * (<dist>/server/page-context.json), the published tables replaced by what the database holds now; a page's own
 * stylesheet is the file the build wrote for the same CSS (pageStylesheet). A build without them (an older dist)
 * has no renderer: the host serves the built files then.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageStylesheet, renderPage } from '../render-page.ts';
import { outFile, type PageContext, type Route } from '../routes.ts';
import type { Content, Snapshot } from '../snapshot.ts';
import { loadServerRenderer, PAGE_CONTEXT, SERVER_BUNDLE, type ServerRenderer } from '../ssr/bundle.ts';
import { widgetFn } from '../ssr/element.tsx';

/** What the build wrote to PAGE_CONTEXT (site/build.ts). */
interface BuiltContext {
  siteUrl: string;
  bookingUrl: string;
  assets: Record<string, string>;
  imageTransformations?: boolean;
  config?: Record<string, string>;
  snapshot: Snapshot;
}

/**
 * Renders a route as the build would, with the given tables (the database's now) in place of the build's; a table
 * not given is the build's. Throws when the page cannot be made as the build made it.
 */
export type RenderRoute = (route: Route, content: Partial<Content>) => string;

async function load(dist: string): Promise<RenderRoute | undefined> {
  if (!existsSync(join(dist, SERVER_BUNDLE)) || !existsSync(join(dist, PAGE_CONTEXT))) return undefined;
  const built = JSON.parse(readFileSync(join(dist, PAGE_CONTEXT), 'utf8')) as BuiltContext;
  const renderer: ServerRenderer = await loadServerRenderer(dist);
  renderer.configure({
    supabaseUrl: built.config?.supabaseUrl ?? '',
    bookingUrl: built.bookingUrl,
    imageTransformations: built.imageTransformations,
  });
  const asset = (path: string) => {
    const url = built.assets[path];
    if (!url) throw new Error(`unknown asset ${path}`);
    return url;
  };
  const writeStyles = (route: Route, css: string) => {
    const rel = pageStylesheet(route.stylesheetOf ?? outFile(route), css);
    if (!existsSync(join(dist, rel))) throw new Error(`${route.path}: its stylesheet ${rel} is not in the build`);
    return `/${rel}`;
  };
  return (route, content) => {
    const snapshot: Snapshot = { ...built.snapshot, ...content };
    const data = renderer.snapshotData(snapshot);
    const widget = widgetFn((tag, attributes, own) => renderer.renderElement(tag, { attributes, data: own ? [...data, ...own] : data }));
    const { siteUrl, bookingUrl, imageTransformations, config } = built;
    const ctx: PageContext = { siteUrl, snapshot, bookingUrl, asset, imageTransformations, config, widget };
    return renderPage(route, ctx, { writeStyles });
  };
}

const loaded = new Map<string, Promise<RenderRoute | undefined>>();

/** The page renderer of a build folder, loaded once (a new build is a new host process); undefined for an older build. */
export function pageRenderer(dist: string): Promise<RenderRoute | undefined> {
  let r = loaded.get(dist);
  if (!r) {
    r = load(dist).catch((err: unknown) => {
      console.error(`[host] Loading the page renderer failed: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    });
    loaded.set(dist, r);
  }
  return r;
}
