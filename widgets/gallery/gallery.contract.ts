import type { ElementContract } from '../runtime/contract';

export const contract: ElementContract = {
  tag: 'medspa-gallery',
  summary:
    'Gallery slideshow of the gallery_images bucket (images and videos by extension): every 7000 ms a random 1000 ms transition (fade, dissolve, slide), dots, only the active video plays (muted, looping), pause control; loading, error and empty messages.',
  attributes: [],
  events: [],
  parts: [
    { name: 'gallery', description: 'The 600 px box (every state).' },
    { name: 'slide', description: 'Each slide.' },
    { name: 'controls', description: 'Dots and pause control.' },
    { name: 'dot', description: 'Each slide dot.' },
    { name: 'pause-button', description: 'The pause/play control (also pauses the video).' },
  ],
  cssProperties: [
    { name: '--medspa-gallery-height', default: '600px', description: 'Height.' },
    { name: '--medspa-gallery-transition', default: '1000ms', description: 'Transition duration.' },
    { name: '--medspa-gallery-bg', default: '#1f1a17', description: 'Background behind the media.' },
  ],
};
