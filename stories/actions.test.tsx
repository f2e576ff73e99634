/**
 * Actions: every event an element declares (its descriptor, as custom-elements.json publishes it) reaches the
 * Actions panel with its detail when the element fires it, in every element's stories; an event added to a
 * descriptor is covered without touching a story.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import manifest from 'virtual:medspa-manifest';
import preview from '../.storybook/preview';

const logged = vi.hoisted(() => [] as [string, unknown][]);
vi.mock('storybook/actions', () => ({ action: (name: string) => (detail: unknown) => void logged.push([name, detail]) }));

setProjectAnnotations(preview);

const files = import.meta.glob<Record<string, unknown>>('./*.stories.tsx', { eager: true });
const eventsOf = (tag: string) =>
  manifest.modules
    .flatMap((m) => m.declarations)
    .find((d) => d.tagName === tag)
    ?.events.map((e) => e.name) ?? [];

const elementFiles = Object.entries(files).flatMap(([file, mod]) => {
  const tag = (mod.default as { parameters?: { element?: string } }).parameters?.element;
  return tag && eventsOf(tag).length ? [[file, tag, mod] as const] : [];
});

describe('Actions panel', () => {
  it('covers the elements that declare events', () => {
    expect(elementFiles.map(([, tag]) => tag)).toEqual(expect.arrayContaining(['medspa-contact-form', 'medspa-consultation-button']));
  });

  it.each(elementFiles)('%s: each declared event of <%s> is logged with its detail', async (_file, tag, mod) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [, Story] = Object.entries(composeStories(mod as Parameters<typeof composeStories>[0]))[0] as [string, ComponentType];
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    await act(async () => root.render(<Story />));
    const el = host.querySelector(tag)!;
    await act(async () => void (await customElements.whenDefined(tag)));
    for (const name of eventsOf(tag)) {
      logged.length = 0;
      el.dispatchEvent(new CustomEvent(name, { detail: { probe: name }, bubbles: true, composed: true }));
      expect(logged).toEqual([[name, { probe: name }]]);
    }
    await act(async () => root.unmount());
  });
});
