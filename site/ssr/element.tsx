/**
 * A widget in a page: the element with its server-rendered shadow root (runtime/server.tsx). Pages write
 * `ctx.widget('medspa-hero')` or `ctx.widget('medspa-store', { 'heading-level': '1' })`; a page whose element shows
 * data of its own (a page of the blog list) gives it as the third argument, by the query keys the element reads.
 */
import { createElement, type ReactElement } from 'react';
import type { ServerData } from '../../widgets/runtime/server';

export type WidgetAttributes = Record<string, string | undefined>;

/** `ctx.widget(tag, attributes?, data?)`: the element, ready to put in a page's JSX. */
export type WidgetFn = (tag: `medspa-${string}`, attributes?: WidgetAttributes, data?: ServerData) => ReactElement;

/**
 * A WidgetFn over a renderer (`(tag, attributes, data) => the shadow root's HTML`); `data` is the page's own entries,
 * which the renderer puts before the snapshot's.
 */
export function widgetFn(renderShadow: (tag: string, attributes: WidgetAttributes, data?: ServerData) => string): WidgetFn {
  return (tag, attributes = {}, data) => {
    const set = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== undefined)) as Record<string, string>;
    return createElement(tag, { ...set, dangerouslySetInnerHTML: { __html: renderShadow(tag, set, data) } });
  };
}
