/** Registers <medspa-consultation-button>. Its public contract: ./consultation-button.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { ConsultationButton } from './ConsultationButton';
import { consultationButton } from './consultation-button.contract';
import css from './consultation.css?inline';
import { consultationDialogStyles } from './ConsultationDialog';

defineWidget(consultationButton, ConsultationButton, [css, ...consultationDialogStyles]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof consultationButton> {}
}
