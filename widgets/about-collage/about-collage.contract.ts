import { defineElement } from '../runtime/contract';
import { pauseControl } from '../runtime/motion/pause.contract';

export const aboutCollage = defineElement({
  tag: 'medspa-about-collage',
  hydrate: 'interaction',
  summary:
    'Photo collage of the aboutus_images bucket (docs/product.md §2.7, §4): one large 4:3 tile and four square tiles, each showing a different image; with at least 5 images every 7000 ms every tile advances by one with a random 1000 ms transition (fade, dissolve, slide), with a pause control; fewer images: no rotation. Server-rendered, it moves before its code loads (every tile holds every image, each given its address on its turn) and wakes on the first touch. A load failure shows nothing.',
  attributes: {
    label: { type: 'string', doc: 'The accessible name of the collage.', default: 'Photos of our clinic' },
  },
  parts: {
    collage: 'The grid of tiles.',
    tile: 'Each tile.',
    ...pauseControl.parts,
  },
  cssProperties: {
    '--medspa-collage-gap': 'Space between tiles.',
    '--medspa-collage-transition': 'Transition duration.',
    ...pauseControl.cssProperties,
  },
});
