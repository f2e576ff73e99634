/**
 * <medspa-about-collage> (docs/product.md §2.7, §4, §9): five tiles, tile t showing image (t + step) mod n, so each
 * shows a different image. With at least 5 images the step advances every 7000 ms and each step draws a new
 * transition for all tiles (fade, dissolve or slide, 1000 ms). The autoplay clock stops when paused, off screen,
 * on a hidden page and, until Play is pressed, under reduced motion. While the listing loads the static collage
 * of the page stays (the slot: the same first five images); after a failure it stays too, without rotation, and
 * where there is none nothing shows (§8).
 *
 * Motion before React (issue 39, docs/architecture.md): every tile holds every image it rotates through, the
 * listing's first COLLAGE_MAX_IMAGES (a track of the rotating grid,
 * `data-medspa-track`), the one shown `is-active`, the others hidden with their addresses held back until their turn
 * (`<Picture later>`), so the loader's plain-DOM driver (runtime/motion/dom.ts) moves the server's markup by the same
 * rule, draws the transition and gives each image its address; React takes over from the step, the transition and
 * the pause choice the page shows.
 */
import { useState } from 'react';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { PauseButton, useAutoplay } from '../runtime/motion';
import { useSlidesToLoad } from '../runtime/motion/use-slides-to-load';
import { EFFECTS_ATTRIBUTE, MOTION_ATTRIBUTE, SLIDE_ATTRIBUTE, TRACK_ATTRIBUTE, drawEffect, wrapIndex } from '../runtime/motion/rotation';
import { Picture, type MediaItem } from '../runtime/media';
import { aboutCollage } from './about-collage.contract';
import { COLLAGE_INTERVAL_MS, COLLAGE_MIN_IMAGES, COLLAGE_TILES, useAboutImages } from './use-about-images';

export type AboutCollageProps = WidgetProps<typeof aboutCollage>;
export const COLLAGE_TRANSITIONS = ['fade', 'dissolve', 'slide'] as const;
export type CollageTransition = (typeof COLLAGE_TRANSITIONS)[number];

const TILES = Array.from({ length: COLLAGE_TILES }, (_, t) => t);
const sizeOf = (t: number) => (t === 0 ? { width: 1200, height: 900 } : { width: 600, height: 600 });
const layoutOf = (t: number) => (t === 0 ? 'collageLarge' : 'collageTile');

/** The step shown, the one before it and the transition drawn for it (set while rendering when the clock moves). */
function useStepView(index: number, resumed: { leaving?: number | null; effect?: string | null } | null | undefined) {
  const [view, setView] = useState<{ step: number; prev: number | null; effect: string | null }>(() => ({
    step: index,
    prev: resumed?.leaving ?? null,
    effect: resumed?.effect ?? null,
  }));
  if (view.step !== index) setView({ step: index, prev: view.step, effect: drawEffect(COLLAGE_TRANSITIONS) ?? null });
  return view;
}

function Collage({ items, label, container }: { items: MediaItem[]; label: string; container?: ShadowRoot }) {
  const n = items.length;
  const rotates = n >= COLLAGE_MIN_IMAGES;
  // Before React the plain-DOM driver moved the tiles: the hook starts from the step of the first tile.
  const { observe, index, paused, toggle, resumed } = useAutoplay({
    count: n,
    intervalMs: COLLAGE_INTERVAL_MS,
    enabled: rotates,
    serverBox: () => container?.querySelector(`[${MOTION_ATTRIBUTE}]`),
  });
  const view = useStepView(index, resumed);
  // The steps whose images have an address (tile t's image i is shown at step i - t): the steps seen so far and,
  // once the page has loaded, the next, as the driver gives them.
  const wanted = useSlidesToLoad(view.step, n, resumed?.loaded);

  return (
    <div className="collage" ref={observe}>
      <ul
        className="collage__grid"
        part="collage"
        aria-label={label}
        {...{
          [MOTION_ATTRIBUTE]: rotates ? COLLAGE_INTERVAL_MS : undefined,
          [EFFECTS_ATTRIBUTE]: rotates ? COLLAGE_TRANSITIONS.join(' ') : undefined,
        }}
      >
        {TILES.map((t) => (
          <li
            key={t}
            className={`collage__tile${t === 0 ? ' collage__tile--large' : ''}`}
            part="tile"
            {...{ [TRACK_ATTRIBUTE]: rotates ? '' : undefined }}
          >
            {rotates ? (
              items.map((item, i) => {
                const active = i === wrapIndex(t + view.step, n);
                const leaving = !active && view.prev !== null && i === wrapIndex(t + view.prev, n);
                return (
                  <Picture
                    key={item.url}
                    className={`collage__img${active ? ' is-active' : ''}${leaving ? ' is-leaving' : ''}`}
                    {...{ [SLIDE_ATTRIBUTE]: '' }}
                    data-effect={(active || leaving) && view.effect ? view.effect : undefined}
                    aria-hidden={active ? undefined : 'true'}
                    src={item.url}
                    later={!wanted.has(wrapIndex(i - t, n))}
                    layout={layoutOf(t)}
                    alt={`Our clinic, ${i + 1} of ${n}`}
                    {...sizeOf(t)}
                    decoding="async"
                    // the large tile's first image is the page's largest paint (its server markup, preloaded)
                    fetchPriority={t === 0 && i === 0 ? 'high' : undefined}
                  />
                );
              })
            ) : (
              <Picture
                className="collage__img is-active"
                src={items[t % n]!.url}
                layout={layoutOf(t)}
                alt={`Our clinic, ${(t % n) + 1} of ${n}`}
                {...sizeOf(t)}
                decoding="async"
                fetchPriority={t === 0 ? 'high' : undefined}
              />
            )}
          </li>
        ))}
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
  const { label, container } = withDefaults(aboutCollage, props);
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
  return <Collage items={state.items} label={label} container={container} />;
}
