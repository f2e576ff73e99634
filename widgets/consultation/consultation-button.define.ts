import { defineWidget } from '../runtime/define';
import { ConsultationButton, type ConsultationButtonProps } from './ConsultationButton';
import css from './consultation.css?inline';

export const tag = 'medspa-consultation-button';
defineWidget<ConsultationButtonProps>(tag, ConsultationButton, { props: { label: 'string', variant: 'string' }, styles: [css] });

declare global {
  interface HTMLElementTagNameMap {
    'medspa-consultation-button': HTMLElement & ConsultationButtonProps;
  }
}
