/**
 * The server side of "one renderer" (docs/architecture.md): an element rendered by its own component, at build time
 * (site/build.ts) and by the host (the pages made from data), into a declarative shadow root:
 *
 *   renderElement('medspa-hero', { attributes: { … }, answers: [[NEWS_KEY, rows], …], config: { bookingUrl, … } })
 *
 * gives the element's inner HTML (the <template shadowrootmode="open"> with its styles, the query answers it read and its
 * markup; runtime/widget-tree.tsx). The browser shows it without JavaScript; the element's code, when the loader
 * fetches it (runtime/upgrade.ts), hydrates that markup (runtime/define.tsx) instead of drawing it again.
 *
 * No state of the process: the elements are the definitions given (`loadDefinitions`: each define module's default
 * export, imported through the generated element table, the loader's), and the configuration travels with each
 * render through React context (runtime/providers.tsx), so two renders in one process never see each other's.
 *
 * Not part of the browser bundle: site/render/renderer.ts loads it, with the element table, in Node.
 */
import { renderToString } from 'react-dom/server';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import { inlineJson } from './inline-json';
import type { QueryAnswer } from './query/prefetch';
import { completeConfig, type MedspaConfig } from './config';
import { ANSWERS_ATTRIBUTE, ROOT_CLASS, SSR_ATTRIBUTE, WidgetTree, propsFromAttributes, type WidgetDefinition } from './widget-tree';

/** The elements a renderer draws, by tag. */
export type WidgetDefinitions = ReadonlyMap<string, WidgetDefinition>;

/** The element table's shape (`virtual:medspa-elements` `elements`): tag -> import of its define module. */
export type ElementImports = Readonly<Record<string, () => Promise<unknown>>>;

const isDefinition = (v: unknown): v is WidgetDefinition =>
  !!v && typeof v === 'object' && 'descriptor' in v && 'Component' in v && 'styles' in v;

/** Every element of the table, by tag: its define module's default export (defineWidget's definition). */
export async function loadDefinitions(elements: ElementImports): Promise<WidgetDefinitions> {
  const entries = await Promise.all(
    Object.entries(elements).map(async ([tag, load]) => {
      const definition = ((await load()) as { default?: unknown }).default;
      if (!isDefinition(definition) || definition.descriptor.tag !== tag)
        throw new Error(`<${tag}>: its define module's default export is not its definition (export default defineWidget(…))`);
      return [tag, definition] as const;
    }),
  );
  return new Map(entries);
}

/** The answers of the elements' queries (runtime/query/prefetch.ts QueryAnswer): what the server hands the client. */
export type QueryAnswers = readonly QueryAnswer[];

export interface RenderElementInput {
  /** The element's attributes as written on its tag. */
  attributes?: Record<string, string | undefined>;
  /** What the element's queries answer on the server (the build's snapshot). */
  answers?: QueryAnswers;
  /** The configuration the page is rendered for (the build's: booking URL, Supabase URL, image transformations). */
  config?: Partial<MedspaConfig>;
}

/** A <style> element's text: a style element ends only at `</style`, which no stylesheet of ours holds. */
function styleElement(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('a stylesheet holds "</style"');
  return `<style>${css}</style>`;
}

/** React's image preloads, which it writes first (no component of ours renders a preload link itself). */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/** What an element's server rendering is made of: its stylesheets, the query answers it read and its root box. */
export interface RenderedParts {
  /** The theme and the element's CSS texts, in order. */
  styles: readonly string[];
  /** `<script type="application/json" data-medspa-answers>` with the SWR entries it read, or '' when it read none. */
  answersScript: string;
  /** `<div class="medspa-root" part="root" data-medspa-ssr>` holding its markup. */
  box: string;
}

/** What a page uses of the renderer. */
export interface ServerRenderer {
  /** Renders an element by its own component into its parts (its declarative shadow root is made of them). */
  renderParts(tag: string, input?: RenderElementInput): RenderedParts;
  /** The inner HTML of a server-rendered element: its declarative shadow root. Throws for an unknown tag. */
  renderElement(tag: string, input?: RenderElementInput): string;
  /** Every stylesheet text a server-rendered element may carry (for the pages' CSP: one hash each), by tag. */
  serverStyles(): string[];
}

/** The renderer of these elements. */
export function serverRenderer(definitions: WidgetDefinitions): ServerRenderer {
  const renderParts = (tag: string, input: RenderElementInput = {}) => renderDefinition(tag, definitions.get(tag), input);
  return {
    renderParts,
    renderElement(tag, input) {
      const { styles, answersScript, box } = renderParts(tag, input);
      return `<template shadowrootmode="open">${styles.map(styleElement).join('')}${answersScript}${box}</template>`;
    },
    serverStyles() {
      const byTag = [...definitions].sort(([a], [b]) => a.localeCompare(b));
      return [...new Set(byTag.flatMap(([, d]) => d.styles))];
    },
  };
}

function renderDefinition(
  tag: string,
  definition: WidgetDefinition | undefined,
  { attributes = {}, answers = [], config }: RenderElementInput,
): RenderedParts {
  if (!definition) throw new Error(`<${tag}>: no such element (is it in the element table?)`);
  const fallback: Record<string, unknown> = {};
  for (const [key, value] of answers) fallback[unstable_serialize(key as never)] = value;

  // Which keys the element read: only those travel with it.
  const read = new Map<string, unknown>();
  const recorder: Middleware = (next) => (key, fetcher, config) => {
    const swr = next(key, fetcher, config);
    const k = unstable_serialize(key as never);
    if (k && swr.data !== undefined) read.set(k, swr.data);
    return swr;
  };
  const props = propsFromAttributes(definition.descriptor, attributes);
  // Components read the configuration by context (runtime/providers.tsx `useConfig`): this render's, no one else's.
  const markup = renderToString(
    <SWRConfig value={{ use: [recorder] }}>
      <WidgetTree definition={definition} props={props} fallback={fallback} config={completeConfig(config ?? {})} />
    </SWRConfig>,
  );
  // React writes a <link rel="preload"> before the markup for each eager image it renders (its "resource hints").
  // Inside a shadow root that is a second preload of the hero the page already preloads in <head>, and an early fetch
  // of images far below the fold (a video's poster): the page decides what to preload (site/templates), not React.
  const body = markup.replace(LEADING_IMAGE_PRELOADS, '');
  return {
    styles: definition.styles,
    answersScript: read.size ? `<script type="application/json" ${ANSWERS_ATTRIBUTE}>${inlineJson([...read])}</script>` : '',
    box: `<div class="${ROOT_CLASS}" part="root" ${SSR_ATTRIBUTE}>${body}</div>`,
  };
}
