/**
 * A widget in a page: the element with its server-rendered shadow root (runtime/server.tsx). Pages write
 * `ctx.widget('medspa-hero')` or `ctx.widget('medspa-store', { 'heading-level': '1' })`.
 */
import { createElement, type ReactElement } from 'react';

export type WidgetAttributes = Record<string, string | undefined>;

/** `ctx.widget(tag, attributes?)`: the element, ready to put in a page's JSX. */
export type WidgetFn = (tag: `medspa-${string}`, attributes?: WidgetAttributes) => ReactElement;

/** A WidgetFn over a renderer (`(tag, attributes) => the shadow root's HTML`). */
export function widgetFn(renderShadow: (tag: string, attributes: WidgetAttributes) => string): WidgetFn {
  return (tag, attributes = {}) => {
    const set = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== undefined)) as Record<string, string>;
    return createElement(tag, { ...set, dangerouslySetInnerHTML: { __html: renderShadow(tag, set) } });
  };
}
