/**
 * Renders a widget component the way the custom element does: inside an open shadow root holding the
 * shared theme and the widget's own CSS, under `.medspa-root`. Stories and browser-free tests use it to see
 * the component with its real styles and none of the page's.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import theme from '../../widgets/runtime/theme.css?inline';
import { adoptStyles } from '../../widgets/runtime/styles';

export interface WidgetFrameProps {
  styles?: readonly string[];
  children: (container: ShadowRoot) => ReactNode;
}

export function WidgetFrame({ styles = [], children }: WidgetFrameProps) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const el = host.current!;
    const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    adoptStyles(shadow, [theme, ...styles]);
    setRoot(shadow);
  }, [styles]);
  return (
    <div ref={host} data-widget-frame="">
      {root ? createPortal(<div className="medspa-root">{children(root)}</div>, root) : null}
    </div>
  );
}
