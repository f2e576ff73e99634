/**
 * A widget in a page: the element with its server-rendered shadow root (runtime/render-element.tsx). Pages write
 * `ctx.widget('medspa-hero')` or `ctx.widget('medspa-store', { 'heading-level': '1' })`; a page whose element shows
 * data of its own (a page of the blog list) gives its query answers as the third argument, by the query keys the element reads.
 * The tag and its attributes are typed from the element's descriptor (widgets/<feature>/*.contract.ts), through the
 * `HTMLElementTagNameMap` entry its define module declares: a misspelt attribute fails the type check.
 */
import { createElement, type ReactElement } from 'react';
import type { DescriptorOf } from '../../widgets/runtime/contract';
import type { QueryAnswers } from '../../widgets/runtime/render-element';

/** Every element's tag. */
export type WidgetTag = {
  [T in keyof HTMLElementTagNameMap]: DescriptorOf<HTMLElementTagNameMap[T]> extends never ? never : T;
}[keyof HTMLElementTagNameMap];

/** An element's attributes as written on its tag, by their (kebab-case) names; undefined leaves one out. */
export type WidgetAttributes<T extends WidgetTag = WidgetTag> = {
  [A in keyof DescriptorOf<HTMLElementTagNameMap[T]>['attributes'] & string]?: string;
};

/** `ctx.widget(tag, attributes?, answers?)`: the element, ready to put in a page's JSX. */
export type WidgetFn = <T extends WidgetTag>(tag: T, attributes?: WidgetAttributes<T>, answers?: QueryAnswers) => ReactElement;

/**
 * A WidgetFn over a renderer (`(tag, attributes, answers) => the shadow root's HTML`); `answers` are the page's own,
 * which override the snapshot's.
 */
export function widgetFn(renderShadow: (tag: string, attributes: Record<string, string>, answers?: QueryAnswers) => string): WidgetFn {
  return (tag, attributes = {}, answers) => {
    const set = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== undefined)) as Record<string, string>;
    return createElement(tag, { ...set, dangerouslySetInnerHTML: { __html: renderShadow(tag, set, answers) } });
  };
}
