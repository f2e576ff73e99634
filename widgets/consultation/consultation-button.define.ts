/** Defines <medspa-consultation-button> (the server imports its definition: the default export). Its public contract: ./consultation-button.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { ConsultationButton } from './ConsultationButton';
import { consultationButton } from './consultation-button.contract';
import { consultationButtonStyles } from './styles';

export default defineWidget(consultationButton, ConsultationButton, consultationButtonStyles);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof consultationButton> {}
}
