/**
 * The news bar under the hero (docs/product.md §2, §4, §7.3, §8, §9): skeletons while loading; "Unable to load news
 * feed" (plus a destructive toast) on error; "No announcements at this time" when empty; otherwise one
 * item at a time (the post's title, a link to it; the latest few, issue 27), 5000 ms each with a 500 ms fade,
 * looping, with a pause control.
 *
 * Screen readers: the item region is aria-live="off" while it rotates by itself (no chatter every 5 s) and
 * "polite" once the visitor paused it, so a later manual change is announced.
 */
import { PauseButton, useAutoplay } from '../runtime/motion';
import { MOTION_ATTRIBUTE, SLIDE_ATTRIBUTE } from '../runtime/motion/rotation';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { newsTicker } from './news-ticker.contract';
import { useNews } from './use-news';

export const TICKER_INTERVAL_MS = 5000;

export type NewsTickerProps = WidgetProps<typeof newsTicker>;

export function NewsTicker(props: NewsTickerProps) {
  const { label, blogUrl, container } = withDefaults(newsTicker, props);
  const postHref = (id: string) => `${blogUrl.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
  const { data, error, isLoading } = useNews();
  const items = data ?? [];
  const { observe, index, paused, toggle, running } = useAutoplay({
    count: items.length,
    intervalMs: TICKER_INTERVAL_MS,
    enabled: !error && items.length > 1,
    // Before React the plain-DOM driver moved the items (runtime/motion/dom.ts): the hook starts where it stopped.
    serverBox: () => container?.querySelector(`[${MOTION_ATTRIBUTE}]`),
  });
  const moves = items.length > 1 && !error;

  let body;
  if (error) {
    body = (
      <p className="ticker__message" role="alert">
        Unable to load news feed
      </p>
    );
  } else if (isLoading && !data) {
    body = (
      <div className="ticker__skeletons" role="status">
        <span className="sr-only">Loading news</span>
        <span className="medspa-skeleton ticker__skeleton ticker__skeleton--title" />
        <span className="medspa-skeleton ticker__skeleton" />
      </div>
    );
  } else if (!items.length) {
    body = <p className="ticker__message">No announcements at this time</p>;
  } else {
    body = (
      <div className="ticker__viewport" aria-live={running ? 'off' : 'polite'} aria-atomic="true">
        {items.map((item, i) => (
          <p
            key={item.id}
            className={`ticker__item${i === index ? ' is-active' : ''}`}
            {...{ [SLIDE_ATTRIBUTE]: '' }}
            aria-hidden={i === index ? undefined : 'true'}
            part="item"
          >
            {/* Each item opens its post (docs/product.md §2.4). */}
            <a className="ticker__link" href={postHref(item.id)}>
              <strong className="ticker__title">{item.title}</strong>
            </a>
          </p>
        ))}
      </div>
    );
  }

  return (
    <section
      className="ticker"
      part="ticker"
      aria-label="News and announcements"
      ref={observe}
      {...{ [MOTION_ATTRIBUTE]: moves ? TICKER_INTERVAL_MS : undefined }}
    >
      <span className="ticker__label" part="label" aria-hidden="true">
        {label}
      </span>
      <div className="ticker__body">{body}</div>
      {moves ? <PauseButton paused={paused} onToggle={toggle} what="news" className="ticker__pause" /> : null}
    </section>
  );
}
