/** Defines <medspa-footer> (the server imports its definition: the default export). Its public contract: ./footer.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { Footer } from './Footer';
import { footer } from './footer.contract';
import css from './footer.css?inline';
import social from '../runtime/social/social.css?inline';

export default defineWidget(footer, Footer, [css, social]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof footer> {}
}
