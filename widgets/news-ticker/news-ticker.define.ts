/** Defines <medspa-news-ticker> (the server imports its definition: the default export). Its public contract: ./news-ticker.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { motionStyles } from '../runtime/motion';
import pauseLight from '../runtime/motion/pause-light.css?inline';
import { NewsTicker } from './NewsTicker';
import { newsTicker } from './news-ticker.contract';
import css from './news-ticker.css?inline';

export default defineWidget(newsTicker, NewsTicker, [motionStyles, pauseLight, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof newsTicker> {}
}
