/**
 * defineWidget: a widget's chunk making its React component the implementation of the element its descriptor
 * declares. The element itself is defined by the loader before any chunk arrives (runtime/element.ts: r2wc's core,
 * attributes and properties, pre-definition properties, JSON values, moves); where no loader ran (tests, Storybook),
 * defineWidget defines it the same way. What the implementation adds:
 * - the descriptor's events: the component calls `onFooBar(detail)`, the host element dispatches `foo-bar`
 *   (bubbles, composed: it crosses shadow roots, so a host page can listen), and when the page opted in, pushes
 *   it to the tag manager's data layer (./tag-manager.ts);
 * - an open shadow root. One the server rendered (a declarative shadow root, runtime/render-element.tsx) is hydrated in
 *   place: its styles and markup are already there, nothing is drawn twice. Otherwise (a partner's page) the theme
 *   and the widget's CSS are adopted (constructable stylesheets, <style> fallback) and the widget renders, the first
 *   time synchronously within the task that connected it (a microtask): between upgrade and a later commit the
 *   shadow root would be painted empty and the element would collapse to 0 px (a layout shift);
 * - the page's providers (SWR config) around it, with the data the server rendered with.
 * It returns the element's definition, which each define module exports as its default: the server renders from the
 * definitions of the generated element table (runtime/render-element.tsx `loadDefinitions`), and defines nothing.
 */
import { createElement, startTransition, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { adoptStyles, elementStyles } from './styles';
import type { AttributeType, ElementDescriptor, WidgetProps } from './contract';
import { WidgetTree, type WidgetDefinition } from './widget-tree';
import { ANSWERS_ATTRIBUTE, ROOT_CLASS, SSR_ATTRIBUTE } from './markers';
import { implement, type Implementation } from './registry';
import { defineCustomElement } from './element';
import { keepEarlyInput } from './early-input';
import { keepReplayTargets } from './replay-target';
import { markLive } from './live';
import { captureFirstTouch } from './attribution';

/** Reads the query answers a server-rendered element was drawn with: `[[key, value], …]` -> SWR's fallback by key. */
function serverAnswers(container: ShadowRoot): Record<string, unknown> | undefined {
  const text = [...container.children].find((el) => el.localName === 'script' && el.hasAttribute(ANSWERS_ATTRIBUTE))?.textContent;
  if (!text) return undefined;
  try {
    return Object.fromEntries(JSON.parse(text) as [string, unknown][]);
  } catch {
    return undefined;
  }
}

interface Mounted {
  root: Root;
  fallback?: Record<string, unknown>;
  /** Runs once the hydrated tree is mounted (what was typed goes back to React, then the element is live). */
  onMounted?: () => void;
  /** The props last rendered (r2wc passes one props object, changed in place). */
  last: Record<string, unknown>;
}

/** A json attribute is parsed anew each time (a new object, the same value): such values compare as JSON. */
const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) || (!!a && !!b && typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
const sameProps = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => sameValue(a[k], b[k]));

/** The element's implementation: hydrate the server's root box, or make one and render into it. */
function renderer(definition: WidgetDefinition): Implementation<Mounted> {
  const tree = (props: object, fallback?: Record<string, unknown>, onMounted?: () => void) =>
    createElement(WidgetTree, { definition, props: props as Record<string, unknown>, fallback, onMounted });
  return {
    mount(shadow: ShadowRoot, props: Record<string, unknown>): Mounted {
      let box = [...shadow.children].find((el) => el.classList.contains(ROOT_CLASS)) as HTMLElement | undefined;
      if (box?.hasAttribute(SSR_ATTRIBUTE)) {
        box.removeAttribute(SSR_ATTRIBUTE);
        const fallback = serverAnswers(shadow);
        // What the visitor typed before now survives hydration (runtime/early-input.ts); once it is back in React's
        // hands the element is live, and the loader gives back a press it held (runtime/upgrade.ts).
        const restore = keepEarlyInput(shadow);
        const replays = keepReplayTargets(box);
        const live = () => {
          restore();
          replays();
          // A task later: the updates the restored values caused are committed by then, so a press the loader
          // gives back meets them (said from inside this effect, the press would read the state before them).
          setTimeout(() => markLive(shadow.host));
        };
        // Hydration is a transition: React renders it in slices of a few milliseconds, yielding to the page between
        // them, so no long task blocks input (a press meanwhile is held by the loader until the element is live).
        const serverBox = box;
        let root!: Root;
        startTransition(() => {
          root = hydrateRoot(serverBox, tree(props, fallback, live), {
            onRecoverableError: (error) => console.error(`[medspa] <${definition.descriptor.tag}> hydration:`, error),
          });
        });
        return { root, fallback, onMounted: live, last: { ...props } };
      }
      adoptStyles(shadow, definition.styles);
      if (!box) {
        box = document.createElement('div');
        box.className = ROOT_CLASS;
        box.setAttribute('part', 'root');
        shadow.append(box);
      }
      const root = createRoot(box);
      // Drawn before the browser can paint (a microtask, not a task later), and outside whatever connected the
      // element: a React app that renders the element connects it during its own commit, and a flushSync there
      // cannot flush (react-dom warns "flushSync was called from inside a lifecycle method").
      queueMicrotask(() => {
        flushSync(() => root.render(tree(props)));
        markLive(shadow.host);
      });
      return { root, last: { ...props } };
    },
    // r2wc renders again with the same props on each connect (a move keeps the mounted tree, runtime/element.ts):
    // an update before hydration has finished would make React drop the server's markup and render the whole root
    // again. So nothing is rendered for unchanged props, and a real change is a transition, which lets hydration
    // finish first.
    update(mounted: Mounted, next: Record<string, unknown>) {
      if (sameProps(mounted.last, next)) return;
      mounted.last = { ...next };
      // (onMounted again: this render may be the first to commit, hydration and update being one transition)
      startTransition(() => mounted.root.render(tree(next, mounted.fallback, mounted.onMounted)));
    },
    unmount({ root }: Mounted) {
      root.unmount();
    },
  };
}

export function defineWidget<D extends ElementDescriptor>(
  descriptor: D,
  Component: ComponentType<WidgetProps<D>>,
  styles: readonly string[] = [],
): WidgetDefinition {
  const { tag } = descriptor;
  const definition: WidgetDefinition = {
    descriptor,
    Component: Component as WidgetDefinition['Component'],
    styles: elementStyles(styles),
  };
  if (typeof customElements === 'undefined') return definition; // the server: a definition, nothing defined
  // The visit's first campaign touch, read as soon as widget code runs on the page (runtime/attribution.ts).
  captureFirstTouch();
  const types = Object.fromEntries(Object.entries(descriptor.attributes).map(([name, spec]) => [name, spec.type])) as Record<
    string,
    AttributeType
  >;
  defineCustomElement(tag, types);
  implement(tag, renderer(definition));
  return definition;
}
