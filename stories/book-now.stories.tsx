/** Book Now: the fixed link to the booking portal. */
import { expect } from 'storybook/test';
import { bookNow } from '../widgets/book-now/book-now.contract';
import { getConfig } from '../widgets/runtime/config';
import { elementMeta, type ElementStory } from './support/element-story';
import { elementIn } from './support/play';
import { statesOf } from './support/states';

const meta = { ...elementMeta(bookNow, { frame: { minHeight: 160 } }) };
export default meta;

/** Opens the booking portal in a new tab, and says so. */
const opensPortal =
  (label: string, href: string): ElementStory['play'] =>
  async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, bookNow.tag);
    const link = await screen.findByRole('link', { name: new RegExp(`^${label}`) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  };

/** The page's booking portal (the configured `bookingUrl`). */
export const Default: ElementStory = { play: (ctx) => opensPortal('Book Now', getConfig().bookingUrl)!(ctx) };
export const CustomLabel: ElementStory = {
  args: { label: 'Book online', href: 'https://booking.example/clinic' },
  play: opensPortal('Book online', 'https://booking.example/clinic'),
};
/** Both side by side. */
export const States: ElementStory = statesOf(['Default', 'CustomLabel'], { minHeight: 160 });
