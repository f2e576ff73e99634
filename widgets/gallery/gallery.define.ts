/** Defines <medspa-gallery> (the server imports its definition: the default export). Its public contract: ./gallery.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { motionStyles } from '../runtime/motion';
import { Gallery } from './Gallery';
import { gallery } from './gallery.contract';
import css from './gallery.css?inline';

export default defineWidget(gallery, Gallery, [motionStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof gallery> {}
}
