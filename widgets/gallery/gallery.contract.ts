import { defineElement } from '../runtime/contract';
import { pauseControl } from '../runtime/motion/pause.contract';

export const gallery = defineElement({
  tag: 'medspa-gallery',
  hydrate: 'interaction',
  summary:
    'Gallery slideshow of the gallery_images bucket (images and videos by extension): every 7000 ms a random 1000 ms transition (fade, dissolve, slide), dots, only the active video plays (muted, looping), pause control; loading, error and empty messages. Server-rendered, it moves before its code loads and wakes on the first touch.',
  parts: {
    gallery: 'The box, 16:9 up to 600 px tall (every state).',
    slide: 'Each slide.',
    controls: 'Dots and pause control.',
    dot: 'Each slide dot.',
    ...pauseControl.parts,
  },
  cssProperties: {
    '--medspa-gallery-height': 'Greatest height (below it the box is 16:9).',
    '--medspa-gallery-transition': 'Transition duration.',
    '--medspa-gallery-bg': 'Background behind the media.',
    ...pauseControl.cssProperties,
  },
});
