import { defineWidget } from '../runtime/define';
import { Navbar, type NavbarProps } from './Navbar';
import css from './navbar.css?inline';

export const tag = 'medspa-navbar';
defineWidget<NavbarProps>(tag, Navbar, { props: { currentPath: 'string', consultationLabel: 'string' }, styles: [css] });

declare global {
  interface HTMLElementTagNameMap {
    'medspa-navbar': HTMLElement & NavbarProps;
  }
}
