import type { Preview } from '@storybook/react-vite';
import { StoryShell } from '../stories/support/StoryShell';
import { ElementDocsPage } from '../stories/support/element-docs';
import { AXE_TAGS } from '../tests/e2e/support/axe-tags';

const preview: Preview = {
  // A docs page for every stories file: an element's shows its contract (stories/support/element-docs.tsx).
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    docs: { page: ElementDocsPage },
    // The accessibility panel runs axe after each story (and its play function) with the rules the browser tests
    // use; a violation fails the story (tests/e2e/storybook.spec.ts holds every story to 0).
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: AXE_TAGS } } },
  },
  decorators: [
    (Story, ctx) => (
      <StoryShell data={ctx.parameters.data}>
        <Story />
      </StoryShell>
    ),
  ],
};
export default preview;
