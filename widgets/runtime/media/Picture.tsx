/**
 * An image of a stored object drawn in a known box (layouts.ts): variants with `srcset`/`sizes` (and art-directed
 * `<source>`s) when transformations are on, else the original. When a variant fails the original address is used
 * (docs/product.md §4, §8 "Image optimisation fails: logged only; original image used"); when the original fails
 * too (or the image had no variant), the image is *broken* (BROKEN_ATTRIBUTE): transparent over its frame or
 * section, no broken-image icon, its alt text kept for assistive technology, and `onError` reaches the caller. An
 * image that failed before this code ran (server markup, before hydration; the loader showed its original
 * meanwhile, static-fallback.ts) is found at mount and takes the same way.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { useConfig } from '../providers';
import { onError as policy, report } from '../query';
import { responsiveImage, type ImageLayout, type ResponsiveImage } from './image-url';
import { IMAGE_LAYOUTS, type ImageLayoutName } from './layouts';
import { LATER_LAYOUT_ATTRIBUTE, LATER_PREFIX } from '../motion/rotation';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  /** The image's public address (an original); undefined renders an image with no address yet (not fetched). */
  src: string | undefined;
  /** Required: an image says what it shows, or `""` when it is decoration. */
  alt: string;
  /** The box it is drawn in; absent: the original address alone. */
  layout?: ImageLayoutName | ImageLayout;
  /** The image cannot be shown (its last address failed), told once per address, whether before or after hydration. */
  onBroken?: () => void;
  /**
   * The address is held back (written under `data-later-`): a slide not yet due, which the plain-DOM motion driver
   * (runtime/motion/dom.ts) gives its address when its turn nears, before React.
   */
  later?: boolean;
}

/**
 * On an image that cannot be shown (its last address failed), with an `opacity` of 0: its frame's or section's
 * background shows instead of the broken-image icon and drawn alt text, and the alt text stays with assistive
 * technology (`visibility` or `display` would take it away). Before hydration a frame's own CSS covers it (media.css).
 */
export const BROKEN_ATTRIBUTE = 'data-medspa-broken';

/**
 * Whether an image's load already ended in failure, its `error` event gone before anyone listened: complete with
 * nothing decoded. `decode()` confirms it (it rejects only for an image that cannot be shown; an SVG without an
 * intrinsic size may also report a natural width of 0).
 */
export function failedAlready(img: HTMLImageElement): Promise<boolean> {
  if (!img.complete || img.naturalWidth > 0 || !img.currentSrc) return Promise.resolve(false);
  return img.decode().then(
    () => false,
    () => img.complete && img.naturalWidth === 0,
  );
}

/**
 * An image's or source's address attributes, or the same held back under `data-later-` (PictureProps.later); in a
 * named box (`box`), only the image's `src` and the box's name: the driver derives the rest (LATER_LAYOUT_ATTRIBUTE).
 */
function addresses(a: { src?: string; srcSet?: string; sizes?: string } | undefined, later: boolean | undefined, box?: string) {
  if (!later) return { src: a?.src, srcSet: a?.srcSet, sizes: a?.sizes };
  if (box) return { [LATER_PREFIX + 'src']: a?.src, [LATER_LAYOUT_ATTRIBUTE]: a?.srcSet ? box : undefined };
  return { [LATER_PREFIX + 'src']: a?.src, [LATER_PREFIX + 'srcset']: a?.srcSet, [LATER_PREFIX + 'sizes']: a?.sizes };
}

const layoutOf = (l: ImageLayoutName | ImageLayout | undefined): ImageLayout | undefined => (typeof l === 'string' ? IMAGE_LAYOUTS[l] : l);

/** How far an address got: its variants, its original (a variant failed), or nothing to show. */
type Stage = 'variants' | 'original' | 'broken';

/** The addresses to give an image of `src` in `layout`, and the handlers of its failure. */
export function useResponsiveImage(
  src: string | undefined,
  layout: ImageLayoutName | ImageLayout | undefined,
): { image: ResponsiveImage | undefined; fallBack: () => boolean; broken: boolean; setBroken: () => void; setShown: () => void } {
  // The stage of `for` (a new src starts with variants again).
  const [state, setState] = useState<{ for: string; stage: Stage } | null>(null);
  const { imageTransformations } = useConfig();
  if (!src) return { image: undefined, fallBack: () => false, broken: false, setBroken: () => {}, setShown: () => {} };
  const stage = state?.for === src ? state.stage : 'variants';
  const box = layoutOf(layout);
  const image = stage !== 'variants' || !box ? { src, sources: [], original: src } : responsiveImage(src, box, imageTransformations);
  const fallBack = () => {
    if (stage !== 'variants' || image.src === image.original) return false;
    report(policy.log, new Error('Image variant failed'), 'Loading an image variant');
    setState({ for: src, stage: 'original' });
    return true;
  };
  const setBroken = () => setState({ for: src, stage: 'broken' });
  const setShown = () => setState({ for: src, stage: 'original' });
  return { image, fallBack, broken: stage === 'broken', setBroken, setShown };
}

export function Picture({ src, alt, layout, onError, onLoad, onBroken, style, later, ...img }: PictureProps) {
  const { image, fallBack, broken, setBroken, setShown } = useResponsiveImage(src, layout);
  const ref = useRef<HTMLImageElement>(null);
  const handleError = (e: SyntheticEvent<HTMLImageElement>) => {
    if (broken || fallBack()) return;
    setBroken();
    onBroken?.();
    onError?.(e);
  };
  const handleLoad = (e: SyntheticEvent<HTMLImageElement>) => {
    // A broken image's address asked again (hydration names the original the loader already showed) came after all.
    if (broken) setShown();
    onLoad?.(e);
  };
  useLayoutEffect(() => {
    // Failed before this ran (server markup, before hydration): its error event is gone. The loader may have shown
    // the original meanwhile (static-fallback.ts: `data-original` removed); if that failed too, nothing is left.
    const el = ref.current;
    if (!el) return;
    const at = el.currentSrc;
    let alive = true;
    void failedAlready(el).then((failed) => {
      if (!alive || !failed || el.currentSrc !== at) return;
      if (el.hasAttribute('data-original') && fallBack()) return;
      setBroken();
      onBroken?.();
    });
    return () => {
      alive = false;
    };
    // Once, at mount: later addresses report their own load and error events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const shown: CSSProperties | undefined = broken ? { ...style, opacity: 0 } : style;
  // Variants of a named box: held back, the driver derives them from the name (runtime/motion/dom.ts `arm`).
  const named = typeof layout === 'string' && image && image.src !== image.original ? layout : undefined;
  const el = (
    <img
      {...img}
      ref={ref}
      alt={alt}
      {...addresses(image, later, named)}
      data-original={image && image.src !== image.original ? image.original : undefined}
      {...{ [BROKEN_ATTRIBUTE]: broken ? '' : undefined }}
      style={shown}
      onError={handleError}
      onLoad={handleLoad}
    />
  );
  if (!image?.sources.length) return el;
  return (
    <picture className="medspa-picture">
      {image.sources.map((s) => (
        <source key={s.media} media={s.media} {...(named && later ? {} : addresses(s, later))} />
      ))}
      {el}
    </picture>
  );
}
