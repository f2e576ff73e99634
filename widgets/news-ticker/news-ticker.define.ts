import { defineWidget } from '../runtime/define';
import { motionStyles } from '../runtime/motion';
import { NewsTicker, type NewsTickerProps } from './NewsTicker';
import css from './news-ticker.css?inline';

export const tag = 'medspa-news-ticker';
defineWidget<NewsTickerProps>(tag, NewsTicker, { props: { label: 'string' }, styles: [motionStyles, css] });

declare global {
  interface HTMLElementTagNameMap {
    'medspa-news-ticker': HTMLElement & NewsTickerProps;
  }
}
