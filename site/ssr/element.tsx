/**
 * A widget in a page: the element with its server-rendered shadow root (runtime/server.tsx) and, after it, its light
 * DOM (slotted content). Pages write `ctx.widget('medspa-hero')` or `ctx.widget('medspa-store', { 'heading-level': '1' })`.
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export type WidgetAttributes = Record<string, string | undefined>;

/** `ctx.widget(tag, attributes?, light?, hostProps?)`: the element, ready to put in a page's JSX. */
export type WidgetFn = (
  tag: `medspa-${string}`,
  attributes?: WidgetAttributes,
  light?: ReactNode,
  /** Attributes of the host element the widget does not read (id, class, style hooks). */
  host?: Record<string, string>,
) => ReactElement;

/** A WidgetFn over a renderer (`(tag, attributes) => the shadow root's HTML`). */
export function widgetFn(renderShadow: (tag: string, attributes: WidgetAttributes) => string): WidgetFn {
  return (tag, attributes = {}, light, host = {}) => {
    const set = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== undefined)) as Record<string, string>;
    const inner = renderShadow(tag, set) + (light == null ? '' : renderToStaticMarkup(<>{light}</>));
    const { class: className, ...rest } = host;
    return createElement(tag, { ...rest, ...set, ...(className ? { className } : {}), dangerouslySetInnerHTML: { __html: inner } });
  };
}
