/**
 * Wraps every story: a fresh SWR cache shared by the story's elements, the shared client pointed at the story's
 * fake backend (`parameters.backend`, a FakeRoute), and no toasts left from the previous story. Stories fake
 * the backend; tests of the backend never do.
 *
 * The story sits in a box that wears the toolbar's look (./look.ts): the brand's tokens on the box and its elements,
 * the direction, 200% text, and reduced motion (read by the widgets' motion code, and theme.css's reduced-motion
 * rules adopted by each element's shadow root).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Providers, setSharedCache } from '../../widgets/runtime/providers';
import { setConnection } from '../../widgets/runtime/connection';
import { resetToasts } from '../../widgets/runtime/toast/toast';
import { sheetFor } from '../../widgets/runtime/sheets';
import { fakeBackend, type FakeRoute } from '../../widgets/test/fake-backend';
import { lookCss, lookOf, REDUCED_MOTION_CSS, setReducedMotion, TAGS, type Look } from './look';

/** Adds (or takes away) theme.css's reduced-motion rules in the shadow roots of the box's elements, once defined. */
function useReducedMotionSheets(box: React.RefObject<HTMLElement | null>, on: boolean) {
  useEffect(() => {
    const sheet = sheetFor(REDUCED_MOTION_CSS);
    const root = box.current;
    if (!sheet || !root) return;
    let alive = true;
    const apply = (el: Element, frames = 600) => {
      if (!alive) return;
      const shadow = el.shadowRoot;
      // Defined is not yet rendered: after a switch from another story (the sidebar) the element is defined at once and
      // its code gives it its root a moment later (a root is no mutation the observer below sees).
      if (!shadow) return void (frames > 0 && requestAnimationFrame(() => apply(el, frames - 1)));
      if (!('adoptedStyleSheets' in shadow)) return;
      const others = shadow.adoptedStyleSheets.filter((s) => s !== sheet);
      shadow.adoptedStyleSheets = on ? [...others, sheet] : others;
    };
    const all = () =>
      root.querySelectorAll(TAGS.join(',')).forEach((el) => void customElements.whenDefined(el.localName).then(() => apply(el)));
    all();
    const mo = new MutationObserver(all);
    mo.observe(root, { subtree: true, childList: true });
    return () => {
      alive = false;
      mo.disconnect();
    };
  }, [box, on]);
}

export function StoryShell({
  backend,
  globals,
  fill = false,
  children,
}: {
  backend?: FakeRoute;
  /** Storybook's globals: the toolbar's choices. */
  globals?: Record<string, unknown>;
  /** Fill the window (a story on its own, not in a docs page). */
  fill?: boolean;
  children: ReactNode;
}) {
  // Set synchronously before children render, so their first fetch goes to this story's fake.
  const [cache] = useState(() => {
    const fresh = new Map();
    setConnection(backend ? fakeBackend(backend).connection : undefined);
    setSharedCache(fresh);
    resetToasts();
    return fresh;
  });
  const look: Look = lookOf(globals);
  // Before the children render: their first read of the setting is the toolbar's.
  setReducedMotion(look.motion === 'reduce');
  const box = useRef<HTMLDivElement>(null);
  useReducedMotionSheets(box, look.motion === 'reduce');
  const scope = `sb-look-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <div
      ref={box}
      className={scope}
      dir={look.dir}
      data-brand={look.brand}
      data-theme={look.theme}
      style={{
        fontFamily: 'var(--medspa-font)',
        color: 'var(--medspa-color-text)',
        background: 'var(--medspa-color-surface)',
        // (not in a States story's frame, which is as tall as its story: stories/support/states.tsx)
        minHeight: fill && !new URLSearchParams(globalThis.location?.search).has('frame') ? '100vh' : undefined,
      }}
    >
      <style>{lookCss(`.${scope}`, look)}</style>
      <Providers cache={cache}>{children}</Providers>
    </div>
  );
}
