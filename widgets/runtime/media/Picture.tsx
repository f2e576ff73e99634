/**
 * An image of a stored object drawn in a known box (layouts.ts): variants with `srcset`/`sizes` (and art-directed
 * `<source>`s) when transformations are on, else the original. When a variant fails the original address is used
 * (docs/product.md §4, §8 "Image optimisation fails: logged only; original image used"); `onError` reaches the
 * caller only when the original fails too.
 */
import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { getConfig } from '../config';
import { onError as policy, report } from '../data';
import { responsiveImage, type ImageLayout, type ResponsiveImage } from './image-url';
import { IMAGE_LAYOUTS, type ImageLayoutName } from './layouts';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  /** The image's public address (an original); undefined renders an image with no address yet (not fetched). */
  src: string | undefined;
  /** Required: an image says what it shows, or `""` when it is decoration. */
  alt: string;
  /** The box it is drawn in; absent: the original address alone. */
  layout?: ImageLayoutName | ImageLayout;
}

const layoutOf = (l: ImageLayoutName | ImageLayout | undefined): ImageLayout | undefined => (typeof l === 'string' ? IMAGE_LAYOUTS[l] : l);

/** The addresses to give an image of `src` in `layout`, and the handler that falls back to the original. */
export function useResponsiveImage(
  src: string | undefined,
  layout: ImageLayoutName | ImageLayout | undefined,
): { image: ResponsiveImage | undefined; fallBack: () => boolean } {
  // The original address whose variant failed (a new src starts with variants again).
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return { image: undefined, fallBack: () => false };
  const fellBack = failed === src;
  const box = layoutOf(layout);
  const image = fellBack || !box ? { src, sources: [], original: src } : responsiveImage(src, box, getConfig().imageTransformations);
  const fallBack = () => {
    if (fellBack || image.src === image.original) return false;
    report(policy.log, new Error('Image variant failed'), 'Loading an image variant');
    setFailed(src);
    return true;
  };
  return { image, fallBack };
}

export function Picture({ src, alt, layout, onError, ...img }: PictureProps) {
  const { image, fallBack } = useResponsiveImage(src, layout);
  const handleError = (e: SyntheticEvent<HTMLImageElement>) => {
    if (!fallBack()) onError?.(e);
  };
  const el = (
    <img
      {...img}
      alt={alt}
      src={image?.src}
      srcSet={image?.srcSet}
      sizes={image?.sizes}
      data-original={image && image.src !== image.original ? image.original : undefined}
      onError={handleError}
    />
  );
  if (!image?.sources.length) return el;
  return (
    <picture className="medspa-picture">
      {image.sources.map((s) => (
        <source key={s.media} media={s.media} srcSet={s.srcSet} sizes={s.sizes} />
      ))}
      {el}
    </picture>
  );
}
