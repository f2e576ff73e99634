/** Defines <medspa-visit-us> (the server imports its definition: the default export). Its public contract: ./visit-us.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { VisitUs } from './VisitUs';
import { visitUs } from './visit-us.contract';
import css from './visit-us.css?inline';
import social from '../runtime/social/social.css?inline';

export default defineWidget(visitUs, VisitUs, [css, social]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof visitUs> {}
}
