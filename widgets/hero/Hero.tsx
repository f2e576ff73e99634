/**
 * The home page hero (docs/product.md §2, §4, §9): a cross-fading background slideshow from hero_images, the headline,
 * the tagline and two calls to action, slide dots and a pause control.
 *
 * - Loading: "Loading..." over the poster (the static first image of the page, already painted and cached, so
 *   the largest paint is the static image and the widget shows the very same URL).
 * - No images: "Loading hero images..." (docs/product.md §4, verbatim).
 * - Listing failed (logged only, §8): the page's first image stays (the server's first slide, the node already
 *   painted; elsewhere the poster), with the headline and both buttons; no dots, no rotation and no status text
 *   (nothing is loading; decision).
 * - Slideshow: every 5000 ms with a 1000 ms fade, wrapping; no automatic advance under reduced motion.
 * - Dots (docs/product.md §4): a dot shows its slide and becomes the *selected* dot; the selection is held apart from
 *   the automatic position, which keeps moving on from the picked slide. The selected dot carries
 *   aria-current; the dot of the slide on screen is marked by a ring.
 */
import { useMemo, useState } from 'react';
import { PauseButton, useAutoplay } from '../runtime/motion';
import { SlideDots } from '../runtime/motion/SlideDots';
import { useSlidesToLoad } from '../runtime/motion/use-slides-to-load';
import { MOTION_ATTRIBUTE, SLIDE_ATTRIBUTE } from '../runtime/motion/rotation';
import { Picture, resolveMediaUrl } from '../runtime/media';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { useConfig } from '../runtime/providers';
import { hero } from './hero.contract';
import { HERO_HEIGHT, HERO_INTERVAL_MS, HERO_WIDTH, useHeroSlides } from './use-hero-slides';

export type HeroProps = WidgetProps<typeof hero>;

export function defaultServicesHref(): string {
  return typeof location !== 'undefined' && location.pathname !== '/' ? '/#services' : '#services';
}

function lightDomPoster(container?: ShadowRoot): string | undefined {
  const img = container?.host?.querySelector('img');
  return img?.currentSrc || img?.getAttribute('src') || undefined;
}

/**
 * The tagline's items ("Hair Restoration • Facial Aesthetics • IV Bar") each kept whole, so a line breaks between
 * items, never inside one; where the hero is narrow they stack and the bullets go (hero.css). Same text content.
 */
function Tagline({ text }: { text: string }) {
  return text.split(/(\s+•\s+)/).map((part, i) =>
    i % 2 ? (
      <span key={i} className="hero__sep">
        {part}
      </span>
    ) : (
      <span key={i} className="hero__item">
        {part}
      </span>
    ),
  );
}

/** The slides (the shown one and those wanted so far fetched), or the poster while the list loads or after it failed. */
function Slides({
  urls,
  index,
  wanted,
  poster,
}: {
  urls: string[];
  index: number;
  wanted: ReadonlySet<number>;
  poster: string | undefined;
}) {
  return (
    <>
      {urls.length > 0 ? (
        urls.map((url, i) => (
          <Picture
            key={url}
            className={`hero__slide medspa-crossfade${i === index ? ' is-active' : ''}`}
            {...{ [SLIDE_ATTRIBUTE]: '' }}
            src={url}
            later={!wanted.has(i)}
            layout="hero"
            alt=""
            width={HERO_WIDTH}
            height={HERO_HEIGHT}
            decoding={i === 0 ? 'sync' : 'async'}
            fetchPriority={i === 0 ? 'high' : 'low'}
            aria-hidden="true"
          />
        ))
      ) : poster ? (
        <img
          className="hero__slide medspa-crossfade is-active"
          src={poster}
          alt=""
          width={HERO_WIDTH}
          height={HERO_HEIGHT}
          decoding="sync"
          fetchPriority="high"
          aria-hidden="true"
        />
      ) : null}
    </>
  );
}

/** The poster (while the list loads) defaults to the light-DOM `<img>`, so the browser reuses the image it painted. */
export function Hero(props: HeroProps) {
  const { headline, tagline, servicesHref, newsletterHref, poster, container } = withDefaults(hero, props);
  const { slides, loading, failed } = useHeroSlides();
  const { supabaseUrl } = useConfig();
  const [posterUrl] = useState(() => (poster ? resolveMediaUrl(poster, supabaseUrl) : lightDomPoster(container)));
  const urls = useMemo(() => slides?.map((s) => s.url) ?? [], [slides]);
  const count = urls.length;
  // Before React the plain-DOM driver moved the slides (runtime/motion/dom.ts): the hook starts where it stopped.
  const { observe, index, paused, toggle, setIndex, resumed } = useAutoplay({
    count,
    intervalMs: HERO_INTERVAL_MS,
    enabled: count > 1,
    serverBox: () => container?.querySelector(`[${MOTION_ATTRIBUTE}]`),
  });
  // §4: the dot the visitor picked, held apart from the automatic position (the first while nothing is picked).
  const [picked, setPicked] = useState(0);
  const selected = picked < count ? picked : 0;
  // Slides fetched so far (the shown one, and the next once the page has loaded): not every photo at once.
  const wanted = useSlidesToLoad(index, count, resumed?.loaded);

  const pick = (i: number) => {
    setPicked(i);
    setIndex(i);
  };

  let status: string | null = null;
  if (loading) status = 'Loading...';
  else if (!count && !failed) status = 'Loading hero images...';
  // No images at all (an empty bucket): a finished hero drawn in the brand's colours, its note quiet, not a load.
  const empty = !loading && !count && !failed;

  return (
    <section
      className={empty ? 'hero hero--empty' : 'hero'}
      part="hero"
      ref={observe}
      aria-labelledby="hero-title"
      {...{ [MOTION_ATTRIBUTE]: count > 1 ? HERO_INTERVAL_MS : undefined }}
    >
      <div className="hero__slides" part="slides">
        <Slides urls={urls} index={index} wanted={wanted} poster={loading || failed ? posterUrl : undefined} />
      </div>
      <div className="hero__scrim" />
      <div className="hero__content">
        <h1 id="hero-title" className="hero__title" part="title">
          {headline}
        </h1>
        <p className="hero__tagline" part="tagline">
          <Tagline text={tagline} />
        </p>
        <div className="hero__actions">
          <a className="medspa-btn hero__cta" part="cta" href={servicesHref || defaultServicesHref()}>
            Explore Our Services
          </a>
          <a className="medspa-btn medspa-btn--outline hero__cta hero__cta--outline" part="cta" href={newsletterHref}>
            Join Newsletter
          </a>
        </div>
        {status ? (
          <p className="hero__status" role="status">
            {status}
          </p>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="hero__controls" part="controls">
          <SlideDots count={count} selected={selected} showing={index} onPick={pick} />
          <PauseButton paused={paused} onToggle={toggle} what="slideshow" />
        </div>
      ) : null}
    </section>
  );
}
