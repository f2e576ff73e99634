/**
 * "Our Gallery" slideshow (docs/product.md §4, §7.6, §8, §9): images and videos from gallery_images, one at a time,
 * every 7000 ms with a random transition (fade, dissolve or slide) of 1000 ms, wrapping; dots jump to a
 * slide; only the active video plays (muted, looping, inline), the others are paused. A pause control stops
 * both the advance and the video; under reduced motion nothing advances or plays until the visitor presses
 * Play. 16:9 up to 600 px tall in every state (the static heading sits outside, in the page).
 *
 * Motion before React (issue 39, docs/architecture.md): the slides not yet due hold their addresses back
 * (`<Picture later>`, a video's under `data-later-src`), so the loader's plain-DOM driver (runtime/motion/dom.ts)
 * moves the server's markup by the same rule, draws the transition, gives each slide its address on its turn and plays
 * only the shown video; React takes over from the slide, the transition and the pause choice the page shows.
 */
import { useEffect, useRef, useState } from 'react';
import { PauseButton, useAutoplay } from '../runtime/motion';
import { SlideDots } from '../runtime/motion/SlideDots';
import { Picture } from '../runtime/media';
import { useSlidesToLoad } from '../runtime/motion/use-slides-to-load';
import { EFFECTS_ATTRIBUTE, MOTION_ATTRIBUTE, SLIDE_ATTRIBUTE, drawEffect } from '../runtime/motion/rotation';
import type { WidgetProps } from '../runtime/contract';
import type { gallery } from './gallery.contract';
import { GALLERY_INTERVAL_MS, useGallery, type GalleryItem } from './use-gallery';

export const TRANSITIONS = ['fade', 'dissolve', 'slide'] as const;
export type Transition = (typeof TRANSITIONS)[number];

export type GalleryProps = WidgetProps<typeof gallery>;

const pickTransition = (): Transition => drawEffect(TRANSITIONS) ?? 'fade';

/** A slide's image (a photo, or a video's poster): the gallery's variants, lazy, its address held back until it is due. */
function SlideImage({ className, src, later, alt }: { className: string; src: string; later: boolean; alt: string }) {
  return (
    <Picture
      className={className}
      src={src}
      later={later}
      layout="gallery"
      alt={alt}
      loading="lazy"
      decoding="async"
      width={1280}
      height={720}
    />
  );
}

/**
 * A video slide. Its poster is an image under the video rather than the video's `poster` attribute, which a browser
 * fetches at once wherever the gallery is: like a photo slide's, it has an address only from its slide's turn (or
 * the one before) and loads lazily, near the viewport; and an image falls back from a failed variant, a poster cannot.
 * The video paints over it once it has a frame. The image is a photo slide's (SlideImage).
 */
function Video({
  item,
  label,
  active,
  startedBefore,
  showPoster,
  register,
}: {
  item: GalleryItem;
  label: string;
  active: boolean;
  /** The plain-DOM driver gave it its address before React (its slide was shown). */
  startedBefore: boolean;
  showPoster: boolean;
  register: (el: HTMLVideoElement | null) => void;
}) {
  // Nothing of the video is fetched before its first turn (a clip is megabytes); then it keeps its address. Until
  // then the address is held back in the markup, where the driver finds it on the slide's turn.
  const [started, setStarted] = useState(active || startedBefore);
  if (active && !started) setStarted(true);
  return (
    <>
      {item.poster ? <SlideImage className="gallery__poster" src={item.poster} later={!showPoster} alt="" /> : null}
      <video
        ref={register}
        className="gallery__media gallery__video"
        {...(started ? { src: item.url } : { 'data-later-src': item.url })}
        muted
        loop
        playsInline
        // the same on every slide, before and after React (the markup the driver moves is the one React hydrates): a
        // video loads when it is played, on its turn
        preload="none"
        aria-label={label}
      />
    </>
  );
}

/**
 * The slide leaving and the transition picked for it, set when the index moves (while rendering: React's pattern
 * for state that follows a changing value). The transition is drawn from a sequence fixed on mount; the first
 * view is what the driver left on the page.
 */
function useTransitionView(index: number, resumed: { leaving?: number | null; effect?: string | null } | null | undefined) {
  const [view, setView] = useState<{ current: number; prev: number | null; effect: string | null; step: number }>(() => ({
    current: index,
    prev: resumed?.leaving ?? null,
    effect: resumed?.effect ?? null,
    step: 0,
  }));
  const [draws] = useState(() => Array.from({ length: 64 }, pickTransition));
  if (view.current !== index)
    setView({ current: index, prev: view.current, effect: draws[view.step % draws.length]!, step: view.step + 1 });
  return view;
}

/** The slides' video elements, by index: only the active video plays, and only while the gallery is playing. */
function useActiveVideo(current: number, paused: boolean, items: GalleryItem[]) {
  const videos = useRef(new Map<number, HTMLVideoElement>());
  useEffect(() => {
    for (const [i, video] of videos.current) {
      if (i === current && !paused) {
        video.play()?.catch?.(() => {});
      } else if (!video.paused) {
        video.pause();
      }
    }
  }, [current, paused, items]);
  return videos;
}

function Slideshow({ items, container }: { items: GalleryItem[]; container?: ShadowRoot }) {
  // Before React the plain-DOM driver moved the slides: the hook starts where it stopped.
  const { observe, index, paused, toggle, running, setIndex, resumed } = useAutoplay({
    count: items.length,
    intervalMs: GALLERY_INTERVAL_MS,
    serverBox: () => container?.querySelector(`[${MOTION_ATTRIBUTE}]`),
  });
  const view = useTransitionView(index, resumed);
  const load = useSlidesToLoad(view.current, items.length, resumed?.loaded);
  const current = view.current;
  const videos = useActiveVideo(current, paused, items);

  const n = items.length;
  return (
    <div
      className="gallery"
      part="gallery"
      ref={observe}
      {...{ [MOTION_ATTRIBUTE]: GALLERY_INTERVAL_MS, [EFFECTS_ATTRIBUTE]: n > 1 ? TRANSITIONS.join(' ') : undefined }}
    >
      <div className="gallery__stage" aria-live={running ? 'off' : 'polite'}>
        {items.map((item, i) => {
          const active = i === view.current;
          const leaving = i === view.prev && !active;
          const cls = `gallery__slide${active ? ' is-active' : ''}${leaving ? ' is-leaving' : ''}`;
          const label = `${item.kind === 'video' ? 'Video' : 'Photo'} ${i + 1} of ${n}`;
          return (
            <div
              key={item.url}
              className={cls}
              {...{ [SLIDE_ATTRIBUTE]: '' }}
              data-effect={active || leaving ? (view.effect ?? undefined) : undefined}
              aria-hidden={active ? undefined : 'true'}
              part="slide"
            >
              {item.kind === 'video' ? (
                <Video
                  item={item}
                  label={label}
                  active={active}
                  startedBefore={!!resumed?.started.includes(i)}
                  showPoster={load.has(i)}
                  register={(el) => {
                    if (el) videos.current.set(i, el);
                    else videos.current.delete(i);
                  }}
                />
              ) : (
                <SlideImage className="gallery__media" src={item.url} later={!load.has(i)} alt={label} />
              )}
            </div>
          );
        })}
      </div>
      {n > 1 ? (
        <div className="gallery__controls" part="controls">
          <SlideDots count={n} selected={current} onPick={setIndex} />
          <PauseButton paused={paused} onToggle={toggle} what="gallery" />
        </div>
      ) : items[0]?.kind === 'video' ? (
        <div className="gallery__controls" part="controls">
          <PauseButton paused={paused} onToggle={toggle} what="gallery" />
        </div>
      ) : null}
    </div>
  );
}

export function Gallery({ container }: GalleryProps) {
  const state = useGallery();
  if (state.status === 'ready') return <Slideshow items={state.items} container={container} />;
  if (state.status === 'loading') {
    return (
      <div className="gallery gallery--loading medspa-skeleton" part="gallery" role="status">
        <span className="sr-only">Loading gallery</span>
      </div>
    );
  }
  return (
    <div className="gallery gallery--message" part="gallery">
      <p className="gallery__message" role={state.status === 'error' ? 'alert' : undefined}>
        {state.message}
      </p>
    </div>
  );
}
