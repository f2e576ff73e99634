/** Defines <medspa-newsletter> (the server imports its definition: the default export). Its public contract: ./newsletter.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { Newsletter } from './Newsletter';
import { newsletter } from './newsletter.contract';
import css from './newsletter.css?inline';
import { controlStyles } from '../runtime/controls';

export default defineWidget(newsletter, Newsletter, [controlStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof newsletter> {}
}
