/** Defines <medspa-store> (the server imports its definition: the default export). Its public contract: ./store.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import mediaStyles from '../runtime/media/media.css?inline';
import { Store } from './Store';
import { store } from './store.contract';
import { productCardStyles } from './index';
import css from './store.css?inline';
import { pageLinkStyles } from '../runtime/controls/styles';

export default defineWidget(store, Store, [mediaStyles, productCardStyles, pageLinkStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof store> {}
}
