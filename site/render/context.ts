/**
 * The one page context (site/render/page.ts), made the same way by the build (site/build.ts), the host
 * (site/host/render-route.ts) and the tests (./test-context.ts): every element drawn by the in-process renderer
 * (`await loadRenderer()`, ./renderer.ts) from the snapshot's data, with the settings the pages are rendered for.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { snapshotAnswers } from '../snapshot';
import type { PageContext } from './page';
import type { ServerRenderer } from './renderer';
import { widgetFn } from './widget';

export interface PageContextInput extends Omit<PageContext, 'widget'> {
  /** The Supabase URL the elements' server markup names ('' = the page's own origin). Default: config.supabaseUrl. */
  supabaseUrl?: string;
}

export function createPageContext(renderer: ServerRenderer, input: PageContextInput): PageContext {
  const { supabaseUrl = input.config?.supabaseUrl ?? '', ...ctx } = input;
  const config = { supabaseUrl, bookingUrl: ctx.bookingUrl, imageTransformations: ctx.imageTransformations };
  const answers = snapshotAnswers(ctx.snapshot);
  const widget = widgetFn((tag, attributes, own) =>
    renderer.renderElement(tag, { attributes, answers: own ? [...answers, ...own] : answers, config }),
  );
  return { ...ctx, widget };
}

/** `ctx.css` over the build's files: the text of `<dist>` + the asset's URL, read once. */
export function assetTexts(dist: string, urls: Readonly<Record<string, string>>): (path: string) => string {
  const url = assetLookup(urls);
  const texts = new Map<string, string>();
  return (path) => {
    let text = texts.get(path);
    if (text === undefined) texts.set(path, (text = readFileSync(join(dist, url(path)), 'utf8')));
    return text;
  };
}

/** `ctx.asset` over the build's hashed names (source path -> URL); an unknown path throws. */
export const assetLookup =
  (urls: Readonly<Record<string, string>>) =>
  (path: string): string => {
    const url = urls[path];
    if (!url) throw new Error(`unknown asset ${path}`);
    return url;
  };
