import { defineWidget } from '../runtime/define';
import { VisitUs, type VisitUsProps } from './VisitUs';
import css from './visit-us.css?inline';

export const tag = 'medspa-visit-us';
defineWidget<VisitUsProps>(tag, VisitUs, { props: { heading: 'string' }, styles: [css] });

declare global {
  interface HTMLElementTagNameMap {
    'medspa-visit-us': HTMLElement & VisitUsProps;
  }
}
