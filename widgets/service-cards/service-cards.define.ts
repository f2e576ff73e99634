import { defineWidget } from '../runtime/define';
import { motionStyles } from '../runtime/motion';
import { ServiceCards, type ServiceCardsProps } from './ServiceCards';
import css from './service-cards.css?inline';

export const tag = 'medspa-service-cards';
defineWidget<ServiceCardsProps>(tag, ServiceCards, { props: {}, styles: [motionStyles, css] });

declare global {
  interface HTMLElementTagNameMap {
    'medspa-service-cards': HTMLElement & ServiceCardsProps;
  }
}
