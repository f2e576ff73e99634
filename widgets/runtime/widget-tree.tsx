/**
 * What an element renders, the same on the server (runtime/render-element.tsx, at build time) and in the browser
 * (runtime/define.tsx): the page's providers around the widget component, with its event callbacks. The root box
 * (`.medspa-root`, `part="root"`) is the container React renders into, made outside React on both sides, so the
 * server's markup and the hydrated tree are one shape.
 *
 * A server-rendered element (docs/architecture.md "One renderer"):
 *   <medspa-x attrs><template shadowrootmode="open">
 *     <style>theme</style><style>widget css</style>
 *     <script type="application/json" data-medspa-answers>[[key, value], …]</script>   (what its queries read)
 *     <div class="medspa-root" part="root" data-medspa-ssr>…the component's markup…</div>
 *   </template>…light DOM (slots)…</medspa-x>
 */
import { useEffect, useMemo, type ComponentType } from 'react';
import { Providers } from './providers';
import { camelCase, eventProp, type AttributeType, type ElementDescriptor, type WidgetProps } from './contract';
import { pushToDataLayer } from './tag-manager';
import type { MedspaConfig } from './config';

export { ROOT_CLASS, SSR_ATTRIBUTE, ANSWERS_ATTRIBUTE } from './markers';

/** What defineWidget registers and the server renders: the descriptor, the component and its CSS texts. */
export interface WidgetDefinition<D extends ElementDescriptor = ElementDescriptor> {
  descriptor: D;
  Component: ComponentType<WidgetProps<D>>;
  /** The theme and the widget's CSS, in order. */
  styles: readonly string[];
}

/** An attribute's text as its prop value (r2wc's parsers; an empty or missing attribute is unset). */
export function parseAttribute(type: AttributeType, text: string | null | undefined): unknown {
  if (text == null || (text === '' && type !== 'boolean')) return undefined;
  switch (type) {
    case 'number':
      return parseFloat(text);
    case 'boolean':
      return /^[ty1-9]/i.test(text);
    case 'json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    default:
      return text;
  }
}

/** An element's attributes (by name, as on the tag) as the component's props. */
export function propsFromAttributes(descriptor: ElementDescriptor, attributes: Record<string, string | null | undefined>) {
  const props: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(descriptor.attributes)) {
    const value = parseAttribute(spec.type, attributes[name]);
    if (value !== undefined) props[camelCase(name)] = value;
  }
  return props;
}

export interface WidgetTreeProps {
  definition: WidgetDefinition;
  props: Record<string, unknown>;
  /** Data the page was rendered with, by SWR key: shown first, then revalidated (runtime/providers.tsx). */
  fallback?: Record<string, unknown>;
  /**
   * Called once the tree is mounted (hydrated) and every effect below it has run: a parent's effect runs after its
   * children's, so fields that react-hook-form reset on attach are reset by then (runtime/early-input.ts).
   */
  onMounted?: () => void;
  /** The configuration a server render is for (runtime/render-element.tsx); absent in the browser. */
  config?: MedspaConfig;
}

/** The tree under the root box. Events go to the host element (bubbling, composed) and, when opted in, the data layer. */
export function WidgetTree({ definition, props, fallback, onMounted, config }: WidgetTreeProps) {
  const { descriptor, Component } = definition;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: later renders pass a new closure
  useEffect(() => onMounted?.(), []);
  const container = props.container as ShadowRoot | undefined;
  const dispatchers = useMemo(
    () =>
      Object.fromEntries(
        Object.keys(descriptor.events).map((name) => [
          eventProp(name),
          (detail: unknown) => {
            if (!container) return;
            container.host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
            pushToDataLayer(name, detail);
          },
        ]),
      ),
    [container, descriptor],
  );
  return (
    <Providers fallback={fallback} config={config}>
      <Component {...(props as WidgetProps<ElementDescriptor>)} {...dispatchers} />
    </Providers>
  );
}
