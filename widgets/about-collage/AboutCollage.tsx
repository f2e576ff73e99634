/**
 * <medspa-about-collage> (docs/product.md §2.7, §4, §9): five tiles, tile t showing image (t + step) mod n, so each
 * shows a different image. With at least 5 images the step advances every 7000 ms and each step draws a new
 * transition for all tiles (fade, dissolve or slide, 1000 ms). The autoplay clock stops when paused, off screen,
 * on a hidden page and, until Play is pressed, under reduced motion. While the listing loads the static collage
 * of the page stays (the slot: the same first five images); after a failure it stays too, without rotation, and
 * where there is none nothing shows (§8).
 */
import { useState } from 'react';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { PauseButton, useAutoplay } from '../runtime/motion';
import { Picture, type MediaItem } from '../runtime/media';
import { aboutCollage } from './about-collage.contract';
import { COLLAGE_INTERVAL_MS, COLLAGE_MIN_IMAGES, COLLAGE_TILES, useAboutImages } from './use-about-images';

export type AboutCollageProps = WidgetProps<typeof aboutCollage>;
export const COLLAGE_TRANSITIONS = ['fade', 'dissolve', 'slide'] as const;
export type CollageTransition = (typeof COLLAGE_TRANSITIONS)[number];

const draw = (): CollageTransition => COLLAGE_TRANSITIONS[Math.floor(Math.random() * COLLAGE_TRANSITIONS.length)] ?? 'fade';
const TILES = Array.from({ length: COLLAGE_TILES }, (_, t) => t);

function Collage({ items, label }: { items: MediaItem[]; label: string }) {
  const n = items.length;
  const rotates = n >= COLLAGE_MIN_IMAGES;
  const { observe, index, paused, toggle } = useAutoplay({ count: n, intervalMs: COLLAGE_INTERVAL_MS, enabled: rotates });
  // The step shown, the one before it and the transition drawn for it (set while rendering when the clock moves).
  const [view, setView] = useState<{ step: number; prev: number | null; effect: CollageTransition | null }>({
    step: 0,
    prev: null,
    effect: null,
  });
  if (view.step !== index) setView({ step: index, prev: view.step, effect: draw() });

  return (
    <div className="collage" ref={observe}>
      <ul className="collage__grid" part="collage" aria-label={label} data-effect={view.effect ?? undefined}>
        {TILES.map((t) => {
          const shown = (t + view.step) % n;
          const before = view.prev === null ? null : (t + view.prev) % n;
          const size = t === 0 ? { width: 1200, height: 900 } : { width: 600, height: 600 };
          const layout = t === 0 ? 'collageLarge' : 'collageTile';
          return (
            <li key={t} className={`collage__tile${t === 0 ? ' collage__tile--large' : ''}`} part="tile">
              {before !== null && before !== shown ? (
                <Picture
                  key={`out-${before}`}
                  className="collage__img is-leaving"
                  src={items[before]!.url}
                  layout={layout}
                  alt=""
                  {...size}
                />
              ) : null}
              <Picture
                key={`in-${shown}`}
                className={`collage__img${view.effect ? ' is-entering' : ''}`}
                src={items[shown]!.url}
                layout={layout}
                alt={`Our clinic, ${shown + 1} of ${n}`}
                {...size}
                decoding="async"
                // the large tile's first image is the page's largest paint (its server markup, preloaded)
                fetchPriority={t === 0 && view.step === 0 ? 'high' : undefined}
              />
            </li>
          );
        })}
      </ul>
      {rotates ? (
        <div className="collage__controls">
          <PauseButton paused={paused} onToggle={toggle} what="collage" showLabel />
        </div>
      ) : null}
    </div>
  );
}

export function AboutCollage(props: AboutCollageProps) {
  const { label } = withDefaults(aboutCollage, props);
  const state = useAboutImages();
  if (state.status === 'loading')
    // The page's static collage; where the element is used without it (another site), pulsing tiles.
    return (
      <slot>
        {/* The status around the list: a role on the <ul> would take its items out of a list. */}
        <div role="status" aria-label={`Loading ${label.toLowerCase()}`}>
          <ul className="collage__grid" part="collage">
            {TILES.map((t) => (
              <li key={t} className={`collage__tile medspa-skeleton${t === 0 ? ' collage__tile--large' : ''}`} part="tile" />
            ))}
          </ul>
        </div>
      </slot>
    );
  // A failed listing silently stops loading: the page's static collage (its first five images, already painted)
  // stays as it is, so the section keeps its two halves; without one (another site) nothing shows (decision).
  if (state.status === 'failed') return <slot />;
  if (state.status === 'none') return null;
  return <Collage items={state.items} label={label} />;
}
