/** Registers <medspa-testimonials>. Its public contract: ./testimonials.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { mediaStyles } from '../runtime/media';
import { Testimonials } from './Testimonials';
import { testimonials } from './testimonials.contract';
import css from './testimonials.css?inline';

defineWidget(testimonials, Testimonials, [mediaStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof testimonials> {}
}
