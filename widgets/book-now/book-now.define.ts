import { defineWidget } from '../runtime/define';
import { BookNow, type BookNowProps } from './BookNow';
import css from './book-now.css?inline';

export const tag = 'medspa-book-now';
defineWidget<BookNowProps>(tag, BookNow, { props: { href: 'string', label: 'string' }, styles: [css] });

declare global {
  interface HTMLElementTagNameMap {
    'medspa-book-now': HTMLElement & BookNowProps;
  }
}
