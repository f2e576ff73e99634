/** Navigation bar: desktop, the Services dropdown open, the small-screen menu open. */
import { navbar } from '../widgets/navbar/navbar.contract';
import { elementMeta, shadowOf, waitFor, type ElementStory } from './support/element-story';

const meta = { ...elementMeta(navbar, { frame: { minHeight: 720, background: '#f7f2ee' } }), args: { currentPath: '/' } };
export default meta;

const press = async (canvas: HTMLElement, selector: string) =>
  (await waitFor<HTMLButtonElement>(await shadowOf(canvas, navbar.tag), selector)).click();
const mobile = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const Desktop: ElementStory = {};
export const OnAServicePage: ElementStory = { args: { currentPath: '/services/prp' } };
export const DropdownOpen: ElementStory = {
  play: async ({ canvasElement }) => press(canvasElement, '.navbar__services'),
};
export const MobileMenuOpen: ElementStory = {
  ...mobile,
  play: async ({ canvasElement }) => press(canvasElement, '.navbar__toggle'),
};
export const MobileMenuWithServices: ElementStory = {
  ...mobile,
  play: async ({ canvasElement }) => {
    await press(canvasElement, '.navbar__toggle');
    await press(canvasElement, '.navbar__services');
  },
};
