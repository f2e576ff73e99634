/** Defines <medspa-buy-button> (the server imports its definition: the default export). Its public contract: ./buy-button.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import mediaStyles from '../runtime/media/media.css?inline';
import { productCardStyles } from '../store';
import { BuyButtonElement } from './BuyButton';
import { buyButton } from './buy-button.contract';
import css from './buy-button.css?inline';

export default defineWidget(buyButton, BuyButtonElement, [mediaStyles, productCardStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof buyButton> {}
}
