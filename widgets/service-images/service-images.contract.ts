import { defineElement } from '../runtime/contract';

export const serviceImages = defineElement({
  tag: 'medspa-service-images',
  hydrate: 'interaction',
  summary:
    "A service page's images (docs/product.md §2.6): the first `count` image files of a bucket (body_images 3, face_images 1, …), each with a pulsing placeholder until it has loaded. A listing failure is logged only and shows no images.",
  attributes: {
    bucket: { type: 'string', doc: 'The storage bucket listed (docs/product.md §7.8).', default: 'body_images' },
    count: { type: 'number', doc: 'How many of its first image files to show.', default: 1 },
    label: { type: 'string', doc: 'What the photos show, for their text alternatives ("Body Treatments").', default: 'Treatment' },
  },
  parts: {
    images: 'The row of images.',
    image: 'Each image.',
  },
  cssProperties: {
    '--medspa-service-images-gap': 'Space between images.',
    '--medspa-service-images-ratio': 'Aspect ratio of each image.',
  },
});
