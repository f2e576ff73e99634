/** Site footer: static content from site/clinic.ts. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '../widgets/footer/Footer';
import css from '../widgets/footer/footer.css?inline';
import { WidgetFrame } from './support/WidgetFrame';

const meta = {
  title: 'Widgets/Footer',
  component: Footer,
  render: (args) => <WidgetFrame styles={[css]}>{() => <Footer {...args} />}</WidgetFrame>,
} satisfies Meta<typeof Footer>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const FixedYear: StoryObj<typeof meta> = { args: { year: 2030 } };
