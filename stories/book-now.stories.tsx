/** Book Now: the fixed link to the booking portal. */
import { bookNow } from '../widgets/book-now/book-now.contract';
import { elementMeta, type ElementStory } from './support/element-story';

const meta = { ...elementMeta(bookNow, { frame: { minHeight: 160 } }) };
export default meta;

export const Default: ElementStory = {};
export const CustomLabel: ElementStory = { args: { label: 'Book online', href: 'https://booking.example/clinic' } };
