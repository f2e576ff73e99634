import { defineWidget } from '../runtime/define';
import { motionStyles } from '../runtime/motion';
import { Hero, type HeroProps } from './Hero';
import css from './hero.css?inline';

export const tag = 'medspa-hero';
defineWidget<HeroProps>(tag, Hero, {
  props: { headline: 'string', tagline: 'string', servicesHref: 'string', newsletterHref: 'string', poster: 'string' },
  styles: [motionStyles, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'medspa-hero': HTMLElement & HeroProps;
  }
}
