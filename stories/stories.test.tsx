/**
 * Every story of every widget renders (with the project's decorators, so each on its own fake data layer)
 * and its play function, if any, runs without throwing. Stories are the designers' catalogue of states:
 * this keeps them from rotting.
 */
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { ComponentType } from 'react';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);

const files = import.meta.glob<Record<string, unknown>>('./*.stories.tsx', { eager: true });

describe.each(Object.entries(files))('%s', (_file, mod) => {
  const stories = Object.entries(composeStories(mod as Parameters<typeof composeStories>[0])) as [
    string,
    ComponentType & { play?: (ctx: never) => Promise<void> | void },
  ][];
  it.each(stories)('%s renders', async (_name, Story) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<Story />));
    // Element stories: the element's chunk is loaded as on a page; it must upgrade and render into its shadow root.
    const elements = [...host.querySelectorAll('*')].filter((el) => el.localName.startsWith('medspa-'));
    await act(async () => {
      await Promise.all(elements.map((el) => customElements.whenDefined(el.localName)));
    });
    for (const el of elements) expect(el.shadowRoot?.querySelector('.medspa-root')).toBeTruthy();
    // Play functions run as in the browser: React renders on its own schedule (inside act() it would hold back
    // work until the end, and a play function waiting for a lazily loaded dialog would wait forever).
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await Story.play?.({ canvasElement: host } as never);
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(host.childElementCount).toBeGreaterThan(0);
    await act(async () => root.unmount());
  });
});
