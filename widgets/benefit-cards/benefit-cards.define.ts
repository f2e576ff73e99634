/** Registers <medspa-benefit-cards>. Its public contract: ./benefit-cards.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { mediaStyles } from '../runtime/media';
import { BenefitCards } from './BenefitCards';
import { benefitCards } from './benefit-cards.contract';
import css from './benefit-cards.css?inline';

defineWidget(benefitCards, BenefitCards, [mediaStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof benefitCards> {}
}
