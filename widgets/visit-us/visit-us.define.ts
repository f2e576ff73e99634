/** Registers <medspa-visit-us>. Its public contract: ./visit-us.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { VisitUs } from './VisitUs';
import { visitUs } from './visit-us.contract';
import css from './visit-us.css?inline';
import social from '../runtime/social/social.css?inline';

defineWidget(visitUs, VisitUs, [css, social]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof visitUs> {}
}
