/**
 * The three service cards of the home page (docs/product.md §2, §4, §8, §9), under the static "Our Services" heading.
 * Each card is one link to its service page: the link is the title (so its name is the title, and the visible
 * text is the name, WCAG 2.5.3) and its ::after covers the whole card, so all of the card is clickable. A preview that cycles through its
 * bucket's images (3000 ms, 500 ms fade, only with two or more), the first two images as thumbnails, the
 * description and the treatments as a list. A listing failure is logged and leaves a blank placeholder.
 * One pause control for the section sits outside the cards (no control nested inside a link), shown when a
 * preview moves.
 */
import { PauseButton, useAutoplay, usePausedState } from '../runtime/motion';
import { bucketQuery, Picture, type MediaItem } from '../runtime/media';
import { useSlidesToLoad } from '../runtime/motion/use-slides-to-load';
import { MOTION_ATTRIBUTE, SLIDE_ATTRIBUTE } from '../runtime/motion/rotation';
import { takeOver } from '../runtime/motion/dom';
import { useState } from 'react';
import { onError } from '../runtime/query';
import type { WidgetProps } from '../runtime/contract';
import type { serviceCards } from './service-cards.contract';
import { PREVIEW_INTERVAL_MS, SERVICE_CARDS, type ServiceCard } from './services';

export type ServiceCardsProps = WidgetProps<typeof serviceCards>;

function Card({ card, images, paused, box }: { card: ServiceCard; images: MediaItem[]; paused: boolean; box: () => Element | undefined }) {
  // Before React the plain-DOM driver moved the preview (runtime/motion/dom.ts): the hook starts where it stopped.
  const { observe, index, resumed } = useAutoplay({ count: images.length, intervalMs: PREVIEW_INTERVAL_MS, paused, serverBox: box });
  // The slide shown and the next one: the others are fetched when their turn comes.
  const load = useSlidesToLoad(index, images.length, resumed?.loaded);
  return (
    <li className="svc" part="card" ref={observe} {...{ [MOTION_ATTRIBUTE]: images.length > 1 ? PREVIEW_INTERVAL_MS : undefined }}>
      <div className="svc__preview" part="preview" data-empty={images.length ? undefined : ''}>
        {images.map((img, i) => (
          <Picture
            key={img.url}
            className={`svc__slide medspa-crossfade${i === index ? ' is-active' : ''}`}
            {...{ [SLIDE_ATTRIBUTE]: '' }}
            src={img.url}
            later={!load.has(i)}
            layout="serviceCardPreview"
            alt=""
            width={800}
            height={400}
            loading="lazy"
            decoding="async"
          />
        ))}
        {images.length ? (
          <div className="svc__thumbs">
            {images.slice(0, 2).map((img) => (
              <Picture
                key={img.url}
                className="svc__thumb"
                src={img.url}
                layout="serviceCardThumb"
                alt=""
                width={96}
                height={64}
                loading="lazy"
                decoding="async"
              />
            ))}
          </div>
        ) : null}
      </div>
      <div className="svc__text">
        <h3 className="svc__title">
          {/* The one link of the card; its ::after covers the whole card, so all of it is clickable. */}
          <a className="svc__link" part="link" href={card.href}>
            {card.title}
          </a>
        </h3>
        <p className="svc__desc">{card.description}</p>
        <ul className="svc__list">
          {card.treatments.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** One listing per card (docs/product.md §7.5); a failure is logged and leaves a blank placeholder (§8). */
const previewsQuery = bucketQuery({ onError: onError.log, retry: 2 });

export function ServiceCards({ container }: ServiceCardsProps) {
  // One control for the three previews: the choice made before React, from the driver (runtime/motion/dom.ts).
  const [resumed] = useState(() =>
    typeof document === 'undefined' ? undefined : takeOver(container?.querySelector(`[${MOTION_ATTRIBUTE}]`)),
  );
  const pause = usePausedState(resumed);
  const cardBox = (i: number) => () => container?.querySelectorAll('li.svc')[i];
  // The cards are fixed in number, so the hooks run in a fixed order.
  const lists = SERVICE_CARDS.map((card) => previewsQuery.use(card.bucket).data?.items ?? []);
  const moves = lists.some((l) => l.length > 1);
  return (
    <div className="svcs" part="cards">
      <div className="svcs__bar">
        {moves ? <PauseButton paused={pause.paused} onToggle={pause.toggle} what="service previews" showLabel /> : null}
      </div>
      <ul className="svcs__grid">
        {SERVICE_CARDS.map((card, i) => (
          <Card key={card.id} card={card} images={lists[i]!} paused={pause.paused} box={cardBox(i)} />
        ))}
      </ul>
    </div>
  );
}
