/** Navigation bar: desktop, the Services dropdown open, the small-screen menu open. */
import { navbar } from '../widgets/navbar/navbar.contract';
import { expect, userEvent } from 'storybook/test';
import { elementMeta, type ElementStory } from './support/element-story';
import { elementIn, eventually } from './support/play';
import { statesOf } from './support/states';

const meta = { ...elementMeta(navbar, { frame: { minHeight: 720, background: '#f7f2ee' } }), args: { currentPath: '/' } };
export default meta;

/** Presses a disclosure button and sees it open what it controls. */
const opens = async (canvas: HTMLElement, name: string) => {
  const { root, screen } = await elementIn(canvas, navbar.tag);
  // The menu button shows only on small screens (happy-dom's window is 1024 px, hiding it): found by its part.
  const button =
    name === 'Menu' ? root.querySelector<HTMLButtonElement>('button[part="menu-button"]')! : await screen.findByRole('button', { name });
  if (name === 'Menu') await expect(button).toHaveAttribute('aria-label', 'Menu');
  await userEvent.click(button);
  await eventually(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  return { root, screen, controlled: root.getElementById(button.getAttribute('aria-controls')!)! };
};
/** The Services list is open with every service route. */
const servicesShown = async (canvas: HTMLElement) => {
  const { controlled } = await opens(canvas, 'Services');
  await expect(controlled).not.toHaveAttribute('hidden');
  await expect(controlled.querySelectorAll('a')).toHaveLength(17);
};
const currentLink =
  (name: string): ElementStory['play'] =>
  async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, navbar.tag);
    await expect(await screen.findByRole('button', { name: 'Schedule Consultation' })).toBeTruthy();
    if (name) await expect(screen.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  };
const mobile = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/**
 * The wide bar's states, at a desktop width: the toolbar's viewport, and the `desktop` tag for tests/engines/states.test.ts
 * (written in each story: Storybook's indexer reads tags from the source, not through a spread).
 */
const wide = { globals: { viewport: { value: 'w1280', isRotated: false } } };

export const Desktop: ElementStory = { ...wide, tags: ['desktop'], play: currentLink('Home') };
export const OnAServicePage: ElementStory = { ...wide, tags: ['desktop'], args: { currentPath: '/services/prp' }, play: currentLink('') };
export const DropdownOpen: ElementStory = { ...wide, tags: ['desktop'], play: ({ canvasElement }) => servicesShown(canvasElement) };
export const MobileMenuOpen: ElementStory = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const { controlled } = await opens(canvasElement, 'Menu');
    await expect(controlled).toHaveClass('navbar__menu--open');
  },
};
export const MobileMenuWithServices: ElementStory = {
  ...mobile,
  play: async ({ canvasElement }) => {
    await opens(canvasElement, 'Menu');
    await servicesShown(canvasElement);
  },
};
/** Every state above side by side (each frame as wide as its column: the narrow ones show the small-screen bar). */
export const States: ElementStory = statesOf(['Desktop', 'OnAServicePage', 'DropdownOpen', 'MobileMenuOpen', 'MobileMenuWithServices'], {
  minWidth: 360,
  minHeight: 720,
});
