import type { Preview } from '@storybook/react-vite';
import { StoryShell } from '../stories/support/StoryShell';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
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
