/**
 * "Our Gallery" slideshow (docs/product.md §4, §7.6, §8, §9): images and videos from gallery_images, one at a time,
 * every 7000 ms with a random transition (fade, dissolve or slide) of 1000 ms, wrapping; dots jump to a
 * slide; only the active video plays (muted, looping, inline), the others are paused. A pause control stops
 * both the advance and the video; under reduced motion nothing advances or plays until the visitor presses
 * Play. 600 px tall in every state (the static heading sits outside, in the page).
 */
import { useEffect, useRef, useState } from 'react';
import { PauseButton, useAutoplay } from '../runtime/motion';
import { SlideDots } from '../runtime/motion/SlideDots';
import { Picture } from '../runtime/media';
import { useSlidesToLoad } from '../runtime/motion/use-slides-to-load';
import type { WidgetProps } from '../runtime/contract';
import type { gallery } from './gallery.contract';
import { GALLERY_INTERVAL_MS, useGallery, type GalleryItem } from './use-gallery';

export const TRANSITIONS = ['fade', 'dissolve', 'slide'] as const;
export type Transition = (typeof TRANSITIONS)[number];

export type GalleryProps = WidgetProps<typeof gallery>;

const pickTransition = (): Transition => TRANSITIONS[Math.floor(Math.random() * TRANSITIONS.length)] ?? 'fade';

/** A slide's image (a photo, or a video's poster): the gallery's variants, lazy, an address only once it is due. */
function SlideImage({ className, src, alt }: { className: string; src: string | undefined; alt: string }) {
  return <Picture className={className} src={src} layout="gallery" alt={alt} loading="lazy" decoding="async" width={1280} height={720} />;
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
  showPoster,
  register,
}: {
  item: GalleryItem;
  label: string;
  active: boolean;
  showPoster: boolean;
  register: (el: HTMLVideoElement | null) => void;
}) {
  // Nothing of the video is fetched before its first turn (a clip is megabytes); then it keeps its address.
  const [started, setStarted] = useState(active);
  if (active && !started) setStarted(true);
  return (
    <>
      {item.poster ? <SlideImage className="gallery__poster" src={showPoster ? item.poster : undefined} alt="" /> : null}
      <video
        ref={register}
        className="gallery__media gallery__video"
        src={started ? item.url : undefined}
        muted
        loop
        playsInline
        preload={active ? 'metadata' : 'none'}
        aria-label={label}
      />
    </>
  );
}

function Slideshow({ items }: { items: GalleryItem[] }) {
  const { observe, index, paused, toggle, running, setIndex } = useAutoplay({ count: items.length, intervalMs: GALLERY_INTERVAL_MS });
  // The slide leaving and the transition picked for it, set when the index moves (while rendering: React's pattern
  // for state that follows a changing value). The transition is drawn from a sequence fixed on mount.
  const [view, setView] = useState<{ current: number; prev: number | null; effect: Transition | null; step: number }>({
    current: 0,
    prev: null,
    effect: null,
    step: 0,
  });
  const [draws] = useState(() => Array.from({ length: 64 }, pickTransition));
  if (view.current !== index)
    setView({ current: index, prev: view.current, effect: draws[view.step % draws.length]!, step: view.step + 1 });
  const videos = useRef(new Map<number, HTMLVideoElement>());
  const load = useSlidesToLoad(view.current, items.length);

  // Only the active video plays, and only while the gallery is playing.
  const current = view.current;
  useEffect(() => {
    for (const [i, video] of videos.current) {
      if (i === current && !paused) {
        video.play()?.catch?.(() => {});
      } else if (!video.paused) {
        video.pause();
      }
    }
  }, [current, paused, items]);

  const n = items.length;
  return (
    <div className="gallery" part="gallery" ref={observe}>
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
              data-effect={active || leaving ? (view.effect ?? undefined) : undefined}
              aria-hidden={active ? undefined : 'true'}
              part="slide"
            >
              {item.kind === 'video' ? (
                <Video
                  item={item}
                  label={label}
                  active={active}
                  showPoster={load.has(i)}
                  register={(el) => {
                    if (el) videos.current.set(i, el);
                    else videos.current.delete(i);
                  }}
                />
              ) : (
                <SlideImage className="gallery__media" src={load.has(i) ? item.url : undefined} alt={label} />
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

export function Gallery(_: GalleryProps) {
  const state = useGallery();
  if (state.status === 'ready') return <Slideshow items={state.items} />;
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
