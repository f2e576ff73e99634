/** Defines <medspa-hero> (the server imports its definition: the default export). Its public contract: ./hero.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { motionStyles } from '../runtime/motion';
import { Hero } from './Hero';
import { hero } from './hero.contract';
import css from './hero.css?inline';

export default defineWidget(hero, Hero, [motionStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof hero> {}
}
