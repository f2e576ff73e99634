import { defineWidget } from '../runtime/define';
import { mediaStyles } from '../runtime/media';
import { Testimonials, type TestimonialsProps } from './Testimonials';
import css from './testimonials.css?inline';

export const tag = 'medspa-testimonials';
defineWidget<TestimonialsProps>(tag, Testimonials, { props: { heading: 'string', intro: 'string' }, styles: [mediaStyles, css] });

declare global {
  interface HTMLElementTagNameMap {
    'medspa-testimonials': HTMLElement & TestimonialsProps;
  }
}
