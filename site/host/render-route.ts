/**
 * Pages the host renders itself, through the build's own functions (site/render/): the pages made from the
 * database (site/host/fresh-pages.ts), from its rows. The page context is the
 * build's (createPageContext with its assets, settings and snapshot, <dist>/server/page-context.json), the published
 * tables replaced by what the database holds now; the CSS a page carries inline is the build's (its CSP lists it,
 * site/build/pages.ts). A build without that file (an older dist) has no renderer: the host serves the built files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assetLookup, assetTexts, createPageContext } from '../render/context.ts';
import { loadRenderer } from '../render/renderer.ts';
import type { PageContext, Route } from '../render/page.ts';
import { PAGE_CONTEXT, readHashes, STYLE_HASHES, cspHash } from '../render/paths.ts';
import { renderPage } from '../render/render-page.tsx';
import type { Content, Snapshot } from '../snapshot.ts';

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
  if (!existsSync(join(dist, PAGE_CONTEXT))) return undefined;
  const { assets, snapshot: built, ...settings } = JSON.parse(readFileSync(join(dist, PAGE_CONTEXT), 'utf8')) as BuiltContext;
  const asset = assetLookup(assets);
  const assetText = assetTexts(dist, assets);
  // A page's own CSS the build never saw would be blocked by the CSP (built from the build's list): not made here.
  const allowed = new Set(readHashes(dist, STYLE_HASHES));
  const inlined = (route: Route, text: string) => {
    if (!allowed.has(cspHash(text))) throw new Error(`${route.path}: its own CSS is not the build's (not in its CSP)`);
  };
  const renderer = await loadRenderer();
  return (route, content) => {
    const ctx: PageContext = createPageContext(renderer, {
      ...settings,
      asset,
      css: assetText,
      js: assetText,
      snapshot: { ...built, ...content },
    });
    return renderPage(route, ctx, { inlined });
  };
}

const siteUrls = new Map<string, string>();
/** The build's canonical origin (site-build.json, site/build/indexes.ts), read once per build folder; '' without one. */
export function buildSiteUrl(dist: string): string {
  let url = siteUrls.get(dist);
  if (url === undefined) {
    try {
      url = (JSON.parse(readFileSync(join(dist, 'site-build.json'), 'utf8')) as { siteUrl?: string }).siteUrl ?? '';
    } catch {
      url = ''; // no build record: root-relative links
    }
    siteUrls.set(dist, url);
  }
  return url;
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
