/** Registers <medspa-navbar>. Its public contract: ./navbar.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { Navbar } from './Navbar';
import { navbar } from './navbar.contract';
import css from './navbar.css?inline';

defineWidget(navbar, Navbar, [css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof navbar> {}
}
