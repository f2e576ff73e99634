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
    await act(async () => {
      await Story.play?.({ canvasElement: host } as never);
    });
    expect(host.childElementCount).toBeGreaterThan(0);
    await act(async () => root.unmount());
  });
});
