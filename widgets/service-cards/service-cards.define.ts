/** Registers <medspa-service-cards>. Its public contract: ./service-cards.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { motionStyles } from '../runtime/motion';
import { ServiceCards } from './ServiceCards';
import { serviceCards } from './service-cards.contract';
import css from './service-cards.css?inline';

defineWidget(serviceCards, ServiceCards, [motionStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof serviceCards> {}
}
