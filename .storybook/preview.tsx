import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { StoryShell } from '../stories/support/StoryShell';
import { ElementDocsPage } from '../stories/support/element-docs';
import { globalTypes, initialGlobals, VIEWPORTS } from '../stories/support/look';
import { AXE_TAGS } from '../tests/e2e/support/axe-tags';
import { TIMEOUT } from '../stories/support/play';
import { installStorageMediaFake } from '../stories/support/fake-media';
import { prng } from '../widgets/runtime/prng';

// Play functions' findBy… queries wait as long as their waitFor (an element's chunk on a busy machine), not 1 s.
configure({ asyncUtilTimeout: TIMEOUT });
// Stories have no storage: a stored photo's address becomes a sample photograph's wherever it is written.
installStorageMediaFake();
/** The same "random" order for every story (the benefit cards' shuffle, a collage's transitions): a story is one picture. */
const SEED = 20261129;

const preview: Preview = {
  // A docs page for every stories file: an element's shows its contract (stories/support/element-docs.tsx).
  tags: ['autodocs'],
  // The toolbar: brand, theme, 200% text, direction, reduced motion (stories/support/look.ts).
  globalTypes,
  initialGlobals,
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    docs: { page: ElementDocsPage },
    // The widths designers check (320, 390, 768, 1280, 1440), beside the default that fills the preview.
    viewport: { options: VIEWPORTS },
    // The accessibility panel runs axe after each story (and its play function) with the rules the browser tests
    // use; a violation fails the story (tests/e2e/storybook.spec.ts holds every story to 0).
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: AXE_TAGS } } },
    options: { storySort: { order: ['Foundations', 'Widgets'] } },
  },
  // Before each story renders, the sequence starts again: a story draws the same whether the preview loaded it or
  // switched to it from another (the sidebar, tests/e2e/storybook.spec.ts and tests/engines/states.test.ts switch).
  beforeEach: () => {
    Math.random = prng(SEED);
  },
  decorators: [
    (Story, ctx) => (
      <StoryShell backend={ctx.parameters.backend} globals={ctx.globals} fill={ctx.viewMode === 'story'}>
        <Story />
      </StoryShell>
    ),
  ],
};
export default preview;
