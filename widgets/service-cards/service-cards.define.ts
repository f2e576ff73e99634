/** Defines <medspa-service-cards> (the server imports its definition: the default export). Its public contract: ./service-cards.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { motionStyles } from '../runtime/motion';
import pauseLight from '../runtime/motion/pause-light.css?inline';
import { ServiceCards } from './ServiceCards';
import { serviceCards } from './service-cards.contract';
import css from './service-cards.css?inline';

export default defineWidget(serviceCards, ServiceCards, [motionStyles, pauseLight, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof serviceCards> {}
}
