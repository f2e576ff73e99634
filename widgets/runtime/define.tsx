/**
 * defineWidget: turns a React component into the custom element its descriptor declares (r2wc), with
 * - the descriptor's attributes wired as props (r2wc parses them by type; camelCase prop <-> kebab-case attribute);
 * - the descriptor's events: the component calls `onFooBar(detail)`, the host element dispatches `foo-bar`
 *   (bubbles, composed: it crosses shadow roots, so a host page can listen), and when the page opted in, pushes
 *   it to the tag manager's data layer (./data-layer.ts);
 * - an open shadow root holding the theme and the widget's CSS, adopted before the first render (constructable
 *   stylesheets, <style> fallback), so there is no unstyled flash;
 * - the page's providers (SWR config) around it;
 * - tolerance of a second definition of the same tag (two bundles on one page);
 * - a synchronous first render: between upgrade and React's first commit the shadow root would be empty and the
 *   element would collapse to 0 px (a layout shift), so the mount runs inside flushSync.
 */
import { useMemo, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import r2wc from '@r2wc/react-to-web-component';
import theme from './theme.css?inline';
import { adoptStyles } from './styles';
import { Providers } from './providers';
import { camelCase, eventProp, type AttributeType, type ElementDescriptor, type WidgetProps } from './contract';
import { watchStaticImages } from './media/static-fallback';
import { pushToDataLayer } from './data-layer';

// The page's own static images fall back to their originals when a variant fails. Started by the first widget's
// code (every clinic page has the navbar), not by the loader, which stays within its 2 KB budget.
if (typeof document !== 'undefined') watchStaticImages();

// r2wc's own registry symbols (@r2wc/core, pinned): its props object and its render.
const R2WC_PROPS: unique symbol = Symbol.for('r2wc.props');
const R2WC_RENDER: unique symbol = Symbol.for('r2wc.render');

export function defineWidget<D extends ElementDescriptor>(
  descriptor: D,
  Component: ComponentType<WidgetProps<D>>,
  styles: readonly string[] = [],
): CustomElementConstructor {
  const { tag } = descriptor;
  const existing = customElements.get(tag);
  if (existing) return existing;

  const eventNames = Object.keys(descriptor.events);

  function Widget(props: WidgetProps<D>) {
    const { container } = props;
    const dispatchers = useMemo(
      () =>
        Object.fromEntries(
          eventNames.map((name) => [
            eventProp(name),
            (detail: unknown) => {
              if (!container) return;
              container.host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
              pushToDataLayer(name, detail);
            },
          ]),
        ),
      [container],
    );
    return (
      <Providers>
        <div className="medspa-root" part="root">
          <Component {...props} {...dispatchers} />
        </div>
      </Providers>
    );
  }
  Widget.displayName = `Widget(${tag})`;

  const props: Record<string, AttributeType> = {};
  for (const [name, spec] of Object.entries(descriptor.attributes)) props[camelCase(name)] = spec.type;
  const Base = r2wc(Widget as ComponentType<object>, { shadow: 'open', props }) as unknown as {
    new (): HTMLElement & {
      connectedCallback(): void;
      attributeChangedCallback(name: string, old: string | null, value: string | null): void;
      [R2WC_PROPS]: Record<string, unknown>;
      [R2WC_RENDER](): void;
    };
  };
  const sheets = [theme, ...styles];

  class MedspaElement extends Base {
    override connectedCallback() {
      if (this.shadowRoot) adoptStyles(this.shadowRoot, sheets);
      flushSync(() => super.connectedCallback());
    }

    // r2wc ignores a removed or empty attribute (the prop keeps its last value): unset it, so the component's
    // withDefaults shows the descriptor's default again.
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      const spec = descriptor.attributes[name];
      // (a boolean attribute present with no value is `true`, not absent)
      if (!spec || (value !== null && (value !== '' || spec.type === 'boolean'))) return super.attributeChangedCallback(name, old, value);
      this[R2WC_PROPS][camelCase(name)] = undefined;
      this[R2WC_RENDER]();
    }
  }
  customElements.define(tag, MedspaElement);
  return MedspaElement;
}
