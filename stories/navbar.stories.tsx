/** Navigation bar: desktop, the Services dropdown open, the small-screen menu open. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Navbar } from '../widgets/navbar/Navbar';
import css from '../widgets/navbar/navbar.css?inline';
import { WidgetFrame } from './support/WidgetFrame';

const meta = {
  title: 'Widgets/Navbar',
  component: Navbar,
  args: { currentPath: '/' },
  render: (args) => (
    <div style={{ minHeight: 720, background: '#f7f2ee' }}>
      <WidgetFrame styles={[css]}>{(container) => <Navbar {...args} container={container} />}</WidgetFrame>
    </div>
  ),
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const shadow = (canvas: HTMLElement) => canvas.querySelector('[data-widget-frame]')!.shadowRoot!;
const press = async (canvas: HTMLElement, selector: string) => {
  for (let i = 0; i < 20 && !shadow(canvas)?.querySelector(selector); i++) await new Promise((r) => setTimeout(r, 10));
  shadow(canvas).querySelector<HTMLButtonElement>(selector)!.click();
};

export const Desktop: Story = {};
export const OnAServicePage: Story = { args: { currentPath: '/services/prp' } };
export const DropdownOpen: Story = {
  play: async ({ canvasElement }) => press(canvasElement, '.navbar__services'),
};
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => press(canvasElement, '.navbar__toggle'),
};
export const MobileMenuWithServices: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, '.navbar__toggle');
    await press(canvasElement, '.navbar__services');
  },
};
