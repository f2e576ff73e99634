import { defineWidget } from '../runtime/define';
import { motionStyles } from '../runtime/motion';
import { Gallery, type GalleryProps } from './Gallery';
import css from './gallery.css?inline';

export const tag = 'medspa-gallery';
defineWidget<GalleryProps>(tag, Gallery, { props: {}, styles: [motionStyles, css] });

declare global {
  interface HTMLElementTagNameMap {
    'medspa-gallery': HTMLElement & GalleryProps;
  }
}
