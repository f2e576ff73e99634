/** Registers <medspa-book-now>. Its public contract: ./book-now.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { BookNow } from './BookNow';
import { bookNow } from './book-now.contract';
import css from './book-now.css?inline';

defineWidget(bookNow, BookNow, [css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof bookNow> {}
}
