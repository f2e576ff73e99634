/**
 * An image with a pulsing placeholder until it is ready (docs/product.md §4). Loading ends on failure too, and a
 * failed image (Picture: broken) leaves the frame's plain surface, not a broken-image icon, its alt text kept for
 * assistive technology; also when it failed before hydration. Storage images are drawn as variants of
 * their layout (Picture.tsx; the original when a variant fails); images from the site's own upload folder are
 * optimised in the browser first and fall back to their original address.
 *
 * Server-rendered (runtime/render-element.tsx), the image is drawn plainly, without the placeholder: the page shows it
 * without JavaScript, and hydration draws the same. Once mounted, an image the browser already has stays as it is;
 * one still on its way gets the placeholder until it loads (as a client-rendered image does from the start: the
 * check runs before the first paint).
 */
import { useEffect, useLayoutEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useHydrated } from '../use-hydrated';
import { onError, report } from '../query';
import type { ImageLayout } from './image-url';
import type { ImageLayoutName } from './layouts';
import { isOwnUpload, optimizeImage } from './optimize';
import { Picture } from './Picture';

export interface MediaImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onLoad' | 'onError'> {
  src: string;
  alt: string;
  /** Target size for optimisation of own uploads, and the intrinsic size that reserves layout space. */
  width?: number;
  height?: number;
  /** The box the image is drawn in (layouts.ts): which variants to ask storage for. */
  layout?: ImageLayoutName | ImageLayout;
  /** The class of the wrapping element (it carries the placeholder). */
  frameClassName?: string;
}

export type ImageState = 'loading' | 'loaded' | 'failed';

/** The address to show: the optimised object URL for own uploads, else the original. */
export function useOptimizedSrc(src: string, width?: number, height?: number): string | undefined {
  const optimise = !!(
    width &&
    height &&
    isOwnUpload(src) &&
    typeof createImageBitmap === 'function' &&
    typeof OffscreenCanvas === 'function'
  );
  // The result of optimising `for` (an object URL, or the original after a failure); another src waits for its own.
  const [done, setDone] = useState<{ for: string; url: string } | null>(null);
  useEffect(() => {
    if (!optimise) return;
    let alive = true;
    let made: string | undefined;
    optimizeImage(src, width!, height!)
      .then((url) => {
        made = url;
        if (alive) setDone({ for: src, url });
        else URL.revokeObjectURL(url);
      })
      .catch((err: unknown) => {
        // §8: logged only; the original image is used.
        report(onError.log, err, 'Optimising an image');
        if (alive) setDone({ for: src, url: src });
      });
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src, width, height, optimise]);
  if (!optimise) return src;
  return done?.for === src ? done.url : undefined;
}

export function MediaImage({ src, alt, width, height, layout, frameClassName, className, ...rest }: MediaImageProps) {
  const shown = useOptimizedSrc(src, width, height);
  // The load state of the address shown; a new address starts loading again.
  const [loaded, setLoaded] = useState<{ for: string | undefined; state: ImageState }>({ for: shown, state: 'loading' });
  const state: ImageState = loaded.for === shown ? loaded.state : 'loading';
  const setState = (next: ImageState) => setLoaded({ for: shown, state: next });
  // False on the server and while hydrating its markup (which so has no placeholder), true in the browser after.
  const mounted = useHydrated();
  const frame = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    // Loaded before this ran (before hydration): its load event is gone, its state is read here.
    const img = frame.current?.querySelector('img');
    if (img?.complete && img.naturalWidth > 0) setLoaded({ for: shown, state: 'loaded' });
    // Once, at mount: later addresses report their load and error events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const shownState = mounted ? state : undefined;

  return (
    <span
      ref={frame}
      className={`media-frame ${shownState === 'loading' ? 'media-frame--loading' : ''} ${frameClassName ?? ''}`}
      data-state={shownState}
    >
      {shown ? (
        <Picture
          {...rest}
          className={className}
          src={shown}
          layout={layout}
          alt={alt}
          width={width}
          height={height}
          onLoad={() => setState('loaded')}
          onBroken={() => setState('failed')}
        />
      ) : null}
    </span>
  );
}
