/**
 * For states that draw nothing by design (a failed or empty listing, docs/product.md §8): the story says so in a
 * visible note around the element, and where the page gives the element static content (its slot) the story gives
 * it too, so the state shows what a visitor sees instead of a blank canvas.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';

const box = { border: '2px dashed #b9aea3', borderRadius: 8, padding: 16, margin: 24 } as const;
const text = { margin: '0 0 12px', font: '14px/1.5 system-ui, sans-serif', color: '#4a3f37' } as const;

/** A dashed box around the story with `note` above it: what this state shows, and why that may be nothing. */
export const withNote =
  (note: string): Decorator =>
  (Story) => (
    <div style={box}>
      <p style={text} data-story-note="">
        <strong>This state: </strong>
        {note}
      </p>
      <Story />
    </div>
  );

function Slotted({ tag, content, children }: { tag: string; content: () => Node; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current?.querySelector(tag);
    if (!el) return;
    const node = content();
    el.append(node);
    return () => void node.parentNode?.removeChild(node);
  }, [tag, content]);
  return <div ref={ref}>{children}</div>;
}

/** Gives the story's element `content()` as its light-DOM children: the static markup a page puts in its slot. */
export const withSlotted =
  (tag: string, content: () => Node): Decorator =>
  (Story) => (
    <Slotted tag={tag} content={content}>
      <Story />
    </Slotted>
  );

/** A row of static pictures, as the page's own markup draws them before the element (the slot's content). */
export function staticPictures(srcs: readonly string[], alt: string): HTMLElement {
  const row = document.createElement('div');
  row.style.cssText = 'display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:12px';
  srcs.forEach((src, i) => {
    const img = document.createElement('img');
    img.src = src;
    img.alt = `${alt} ${i + 1}`;
    img.style.cssText = 'width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:8px;display:block';
    row.append(img);
  });
  return row;
}
