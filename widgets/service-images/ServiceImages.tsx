/**
 * <medspa-service-images> (docs/product.md §2.6 "Images per page"): the first `count` image files of a bucket, one
 * rule for every service page that shows images. While the listing loads the page's static images stay on screen
 * (the slot: the build put the same first images there, so nothing moves and the first one is the page's largest
 * paint; without them, placeholders); then each image pulses until it has loaded, and loading ends on failure too.
 */
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { MediaImage } from '../runtime/media';
import { serviceImages } from './service-images.contract';
import { SERVICE_IMAGE_SIZE, serviceImageLayout } from './sizes';
import { useServiceImages } from './use-service-images';

export type ServiceImagesProps = WidgetProps<typeof serviceImages>;

export function ServiceImages(props: ServiceImagesProps) {
  const { bucket, count, label } = withDefaults(serviceImages, props);
  const state = useServiceImages(bucket, count);
  if (state.status === 'loading')
    // The page's static images; where the element is used without them (another site), pulsing placeholders.
    return (
      <slot>
        {/* The status around the list: a role on the <ul> would take its items out of a list. */}
        <div role="status" aria-label={`Loading ${label} images`}>
          <ul className="service-images" part="images">
            {Array.from({ length: Math.max(1, count) }, (_, i) => (
              <li key={i} className="service-images__item">
                <span className="media-frame media-frame--loading service-images__frame" />
              </li>
            ))}
          </ul>
        </div>
      </slot>
    );
  if (state.status === 'none') return null;
  const n = state.items.length;
  return (
    <ul className="service-images" part="images">
      {state.items.map((item, i) => (
        <li key={item.url} className="service-images__item">
          <MediaImage
            frameClassName="service-images__frame"
            part="image"
            src={item.url}
            alt={n > 1 ? `${label}, photo ${i + 1} of ${n}` : `${label} at our clinic`}
            {...SERVICE_IMAGE_SIZE}
            layout={serviceImageLayout(i)}
            loading={i === 0 ? 'eager' : 'lazy'}
            // the first image is the page's largest paint (its server markup, preloaded)
            fetchPriority={i === 0 ? 'high' : undefined}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
