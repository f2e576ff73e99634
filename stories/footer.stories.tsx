/** Site footer: static content from widgets/content/clinic.ts. */
import { expect } from 'storybook/test';
import { footer } from '../widgets/footer/footer.contract';
import { elementMeta, type ElementStory } from './support/element-story';
import { elementIn } from './support/play';
import { statesOf } from './support/states';

const meta = { ...elementMeta(footer) };
export default meta;

const saysYear =
  (year: number): ElementStory['play'] =>
  async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, footer.tag);
    await expect(await screen.findByText(new RegExp(`© ${year}`))).toBeTruthy();
  };

export const Default: ElementStory = { play: saysYear(new Date().getFullYear()) };
export const FixedYear: ElementStory = { args: { year: 2030 }, play: saysYear(2030) };
/** Both side by side. */
export const States: ElementStory = statesOf(['Default', 'FixedYear'], { minWidth: 640, minHeight: 320 });
