/** Defines <medspa-testimonials> (the server imports its definition: the default export). Its public contract: ./testimonials.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { mediaStyles } from '../runtime/media';
import { Testimonials } from './Testimonials';
import { testimonials } from './testimonials.contract';
import css from './testimonials.css?inline';

export default defineWidget(testimonials, Testimonials, [mediaStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof testimonials> {}
}
