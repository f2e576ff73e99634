/** Defines <medspa-about-collage> (the server imports its definition: the default export). Its public contract: ./about-collage.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { motionStyles } from '../runtime/motion';
import { AboutCollage } from './AboutCollage';
import { aboutCollage } from './about-collage.contract';
import css from './about-collage.css?inline';

export default defineWidget(aboutCollage, AboutCollage, [motionStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof aboutCollage> {}
}
