/**
 * defineWidget: turns a React component into a custom element (r2wc) with
 * - an open shadow root that holds the widget's own styles plus the shared theme, adopted before the
 *   first render (constructable stylesheets, <style> fallback), so there is no unstyled flash;
 * - the page's providers (SWR config) around it;
 * - typed events that bubble and cross the shadow boundary (`composed`), so a host page can listen;
 * - tolerance of a second definition of the same tag (two bundles on one page);
 * - a synchronous first render: between upgrade and React's first commit the shadow root would be empty and
 *   the element would collapse to 0 px (a layout shift), so the mount runs inside flushSync.
 */
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import r2wc from '@r2wc/react-to-web-component';
import theme from './theme.css?inline';
import { adoptStyles } from './styles';
import { Providers } from './providers';

type PropType = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetOptions<P> {
  /** Props wired to attributes/properties, with how to parse the attribute text. */
  props?: { [K in keyof P]?: PropType };
  /** Callback props (`onBooked`) that become DOM events (`booked`). */
  events?: readonly string[];
  /** The widget's CSS texts (imported with `?inline`). */
  styles?: readonly string[];
}

/** Every widget component receives the shadow root it renders into. */
export interface WidgetHostProps {
  container?: ShadowRoot;
}

export function defineWidget<P extends object>(
  tag: string,
  Component: ComponentType<P & WidgetHostProps>,
  options: WidgetOptions<P> = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;

  function Widget(props: P & WidgetHostProps) {
    return (
      <Providers>
        <div className="medspa-root" part="root">
          <Component {...props} />
        </div>
      </Providers>
    );
  }
  Widget.displayName = `Widget(${tag})`;

  const events = Object.fromEntries((options.events ?? []).map((name) => [name, { bubbles: true, composed: true }]));
  const Base = r2wc(Widget as ComponentType<object>, {
    shadow: 'open',
    props: (options.props ?? {}) as Record<string, PropType>,
    events,
  }) as unknown as { new (): HTMLElement & { connectedCallback(): void } };
  const styles = [theme, ...(options.styles ?? [])];

  class MedspaElement extends Base {
    override connectedCallback() {
      if (this.shadowRoot) adoptStyles(this.shadowRoot, styles);
      flushSync(() => super.connectedCallback());
    }
  }
  customElements.define(tag, MedspaElement);
  return MedspaElement;
}
