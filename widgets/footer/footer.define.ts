import { defineWidget } from '../runtime/define';
import { Footer, type FooterProps } from './Footer';
import css from './footer.css?inline';

export const tag = 'medspa-footer';
defineWidget<FooterProps>(tag, Footer, { props: { year: 'number' }, styles: [css] });

declare global {
  interface HTMLElementTagNameMap {
    'medspa-footer': HTMLElement & FooterProps;
  }
}
