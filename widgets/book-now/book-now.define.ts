/** Defines <medspa-book-now> (the server imports its definition: the default export). Its public contract: ./book-now.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { BookNow } from './BookNow';
import { bookNow } from './book-now.contract';
import css from './book-now.css?inline';

export default defineWidget(bookNow, BookNow, [css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof bookNow> {}
}
