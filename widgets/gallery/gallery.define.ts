/** Registers <medspa-gallery>. Its public contract: ./gallery.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { motionStyles } from '../runtime/motion';
import { Gallery } from './Gallery';
import { gallery } from './gallery.contract';
import css from './gallery.css?inline';

defineWidget(gallery, Gallery, [motionStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof gallery> {}
}
