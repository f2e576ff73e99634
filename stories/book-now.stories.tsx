import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookNow } from '../widgets/book-now/BookNow';
import css from '../widgets/book-now/book-now.css?inline';
import { WidgetFrame } from './support/WidgetFrame';

const meta = {
  title: 'Widgets/Book Now',
  component: BookNow,
  render: (args) => <WidgetFrame styles={[css]}>{() => <BookNow {...args} />}</WidgetFrame>,
} satisfies Meta<typeof BookNow>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const CustomLabel: StoryObj<typeof meta> = { args: { label: 'Book online', href: 'https://booking.example/clinic' } };
