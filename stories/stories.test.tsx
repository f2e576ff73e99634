/**
 * Every story of every widget renders (with the project's decorators, so each on its own fake backend) and its
 * play function runs: its `expect`s (storybook/test) must hold, or the test fails. Nothing may write to
 * console.error, except what a story lists in `parameters.expectedErrors` (the product logs a failure it shows,
 * docs/product.md §8): each listed error must then be logged, and nothing else. Stories are the designers'
 * catalogue of states: this keeps them from rotting.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRoot } from 'react-dom/client';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { ComponentType } from 'react';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);

const files = import.meta.glob<Record<string, unknown>>('./*.stories.tsx', { eager: true });

interface StoryParameters {
  expectedErrors?: RegExp[];
  /** The play function needs real layout (a measured clamp): the browser runs it, happy-dom cannot. */
  needsLayout?: boolean;
  states?: string[];
}
type Composed = ComponentType & {
  id: string;
  play?: (ctx: never) => Promise<void> | void;
  parameters: StoryParameters;
};

// Stories run as in the browser: React renders on its own schedule (in act() it would hold back work until the end,
// and a play function waiting for a lazily loaded dialog would wait forever). The page's toaster outlives a story.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

// Collected for the whole file (an error logged between two stories counts against the next), cleared per story.
let logged: string[] = [];
const record = (...args: unknown[]) => {
  logged.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '));
};
const realError = console.error;
beforeAll(() => void (console.error = record));
afterAll(() => void (console.error = realError));
beforeEach(() => void (logged = []));

const until = async (check: () => boolean, what: string) => {
  for (const end = Date.now() + 10_000; !check(); await new Promise((r) => setTimeout(r, 10)))
    if (Date.now() > end) throw new Error(`${what} did not happen`);
};

describe.each(Object.entries(files))('%s', (_file, mod) => {
  const stories = Object.entries(composeStories(mod as Parameters<typeof composeStories>[0])) as [string, Composed][];

  it.each(stories)('%s renders, its play function passes, and it logs no unexpected error', async (_name, Story) => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    try {
      root.render(<Story />);
      await until(() => host.childElementCount > 0, 'the first render');
      // Element stories: the element's chunk is loaded as on a page; it must upgrade and render into its shadow root.
      const elements = [...host.querySelectorAll('*')].filter((el) => el.localName.startsWith('medspa-'));
      await Promise.all(elements.map((el) => customElements.whenDefined(el.localName)));
      await until(() => elements.every((el) => el.shadowRoot?.querySelector('.medspa-root')), 'the upgrade');
      // A States story lays out every other story of its file, each in its frame (its own page and data layer).
      const { states, expectedErrors = [], needsLayout } = Story.parameters;
      if (states) {
        const frames = [...host.querySelectorAll('iframe')].map((f) => new URL(f.src, 'http://storybook.test/').searchParams.get('id'));
        expect(frames).toEqual(states.map((name) => stories.find(([n]) => n === name)?.[1].id));
        expect([...states, _name].sort()).toEqual(stories.map(([n]) => n).sort());
      }
      if (!needsLayout) await Story.play?.({ canvasElement: host } as never);
      // Each error the story expects is logged (some after the state shows: a second request failing later).
      for (const re of expectedErrors) await until(() => logged.some((line) => re.test(line)), `the error ${re}`);
      const unexpected = logged.filter((line) => !expectedErrors.some((re) => re.test(line)));
      expect(unexpected).toEqual([]);
    } finally {
      root.unmount();
      host.remove();
    }
  });
});
