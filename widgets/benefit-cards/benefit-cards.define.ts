/** Defines <medspa-benefit-cards> (the server imports its definition: the default export). Its public contract: ./benefit-cards.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { mediaStyles } from '../runtime/media';
import { BenefitCards } from './BenefitCards';
import { benefitCards } from './benefit-cards.contract';
import css from './benefit-cards.css?inline';

export default defineWidget(benefitCards, BenefitCards, [mediaStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof benefitCards> {}
}
