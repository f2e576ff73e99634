/** Defines <medspa-navbar> (the server imports its definition: the default export). Its public contract: ./navbar.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { Navbar } from './Navbar';
import { navbar } from './navbar.contract';
import css from './navbar.css?inline';
import { consultationDialogStyles } from '../consultation';

// the consultation dialog is drawn with the bar (on the server too: issue 39), so its CSS is the bar's
export default defineWidget(navbar, Navbar, [css, ...consultationDialogStyles]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof navbar> {}
}
