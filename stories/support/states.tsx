/**
 * A "States" story: every state of an element side by side, each in its own labelled frame. A frame is the state's own
 * story (iframe.html?id=…), so each keeps its own fake backend (`parameters.backend`: the page's one connection and SWR
 * cache, runtime/connection.ts), its play function and its toasts. The toolbar's globals are passed on to every frame.
 *
 *   export const States = statesOf(['Loading', 'Rotating', 'Empty', 'Failed']);
 */
import { useEffect, useRef, type CSSProperties } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import type { ElementStory } from './element-story';

export interface StatesOptions {
  /** The narrowest a frame gets (px): frames share a row when they fit; a full-width element takes the row. */
  minWidth?: number;
  /** The least a frame is tall (px): room for a fixed bar, an open dialog, a toast. */
  minHeight?: number;
}

/** The globals a frame is opened with, in the URL form Storybook reads (`key:value;flag:!true`). */
function globalsParam(globals: Record<string, unknown>): string {
  return Object.entries(globals)
    .flatMap(([k, v]) => (typeof v === 'boolean' ? [`${k}:!${v}`] : typeof v === 'string' || typeof v === 'number' ? [`${k}:${v}`] : []))
    .join(';');
}

/** The address of a story's canvas, for a frame. */
export function stateUrl(title: string, name: string, globals: Record<string, unknown> = {}): string {
  // `frame`: the story knows it is drawn in a frame sized to it (StoryShell then does not fill the window's height,
  // which would grow with the frame for ever).
  const params = new URLSearchParams({ id: toId(title, storyNameFromExport(name)), viewMode: 'story', frame: '' });
  const g = globalsParam(globals);
  if (g) params.set('globals', g);
  return `iframe.html?${params}`;
}

/** One state: its name over its story, the frame as tall as the story's page. */
function StateFrame({ label, src, minHeight }: { label: string; src: string; minHeight: number }) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    let observer: ResizeObserver | undefined;
    const fit = () => {
      const doc = frame.contentDocument?.documentElement;
      if (doc) frame.style.height = `${Math.max(minHeight, doc.scrollHeight)}px`;
    };
    const onLoad = () => {
      frame.closest('figure')?.setAttribute('data-loaded', '');
      const doc = frame.contentDocument?.documentElement;
      if (!doc || typeof ResizeObserver === 'undefined') return;
      observer?.disconnect();
      observer = new ResizeObserver(fit);
      observer.observe(doc);
      fit();
    };
    frame.addEventListener('load', onLoad);
    return () => {
      frame.removeEventListener('load', onLoad);
      observer?.disconnect();
    };
  }, [minHeight]);
  return (
    <figure style={figure}>
      <figcaption style={caption}>{label}</figcaption>
      <iframe ref={ref} src={src} title={`State: ${label}`} style={{ ...frameStyle, height: minHeight }} />
    </figure>
  );
}

const grid = (minWidth: number): CSSProperties => ({
  display: 'grid',
  gap: 24,
  padding: 24,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}px), 1fr))`,
  alignItems: 'start',
});
const figure: CSSProperties = { margin: 0, border: '1px solid #d6cfc7', borderRadius: 8, overflow: 'hidden', background: '#fff' };
const caption: CSSProperties = {
  padding: '8px 12px',
  font: '600 14px/1.4 system-ui, sans-serif',
  color: '#1f1a17',
  background: '#f4efe9',
  borderBottom: '1px solid #d6cfc7',
};
const frameStyle: CSSProperties = { display: 'block', width: '100%', border: 0 };

/** The States story of a stories file: the named stories (export names), each in its frame. */
export function statesOf(names: readonly string[], options: StatesOptions = {}): ElementStory {
  const { minWidth = 360, minHeight = 240 } = options;
  return {
    // The frames' own stories run their play functions and are checked one by one: this one only lays them out.
    parameters: { states: names, layout: 'fullscreen', controls: { disable: true } },
    render: (_args, ctx: StoryContext) => (
      <div style={grid(minWidth)} data-states="">
        {names.map((name) => (
          <StateFrame key={name} label={storyNameFromExport(name)} src={stateUrl(ctx.title, name, ctx.globals)} minHeight={minHeight} />
        ))}
      </div>
    ),
  };
}
