/**
 * Static images as the widgets draw them (widgets/runtime/media: image-url.ts + layouts.ts): the same variants,
 * `srcset` and `sizes`, so the element that takes over asks for the very image the page already painted. For
 * TSX templates (`<StaticImage>`) and the pages' preloads (`preloadLinks`).
 */
import type { ImgHTMLAttributes, ReactElement } from 'react';
import { responsiveImage, type ResponsiveImage } from '../../widgets/runtime/media/image-url';
import { IMAGE_LAYOUTS, type ImageLayoutName } from '../../widgets/runtime/media/layouts';

export function staticImage(url: string, layout: ImageLayoutName, transformations = true): ResponsiveImage {
  return responsiveImage(url, IMAGE_LAYOUTS[layout], transformations);
}

export interface StaticImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  src: string;
  layout: ImageLayoutName;
  transformations?: boolean;
}

/** An `<img>` (in a `<picture>` when its layout is art-directed) with the layout's variants. */
export function StaticImage({ src, layout, transformations, ...img }: StaticImageProps) {
  const r = staticImage(src, layout, transformations);
  const el = <img {...img} src={r.src} srcSet={r.srcSet} sizes={r.sizes} data-original={r.src !== r.original ? r.original : undefined} />;
  if (!r.sources.length) return el;
  return (
    <picture>
      {r.sources.map((s) => (
        <source key={s.media} media={s.media} srcSet={s.srcSet} sizes={s.sizes} />
      ))}
      {el}
    </picture>
  );
}

/**
 * `<link rel="preload">`s for the page's largest image (each art-directed source under its media, the image's own
 * variants under none of them), so it is fetched with the HTML, at high priority, as the very variant the
 * `<img>` picks.
 */
export function preloadLinks(r: ResponsiveImage): ReactElement[] {
  if (!r.srcSet) return [<link rel="preload" as="image" href={r.src} fetchPriority="high" />];
  if (r.sources.length > 1) throw new Error('preloadLinks: one art-directed source at most (the rest is its negation)');
  const links = r.sources.map((s) => (
    <link rel="preload" as="image" media={s.media} imageSrcSet={s.srcSet} imageSizes={s.sizes} fetchPriority="high" />
  ));
  const rest = r.sources.length ? r.sources.map((s) => `not all and ${s.media}`).join(' and ') : undefined;
  links.push(<link rel="preload" as="image" media={rest} imageSrcSet={r.srcSet} imageSizes={r.sizes ?? ''} fetchPriority="high" />);
  return links;
}
