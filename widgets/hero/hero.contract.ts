import type { ElementContract } from '../runtime/contract';

export const contract: ElementContract = {
  tag: 'medspa-hero',
  summary:
    'Home page hero: cross-fading slideshow from the hero_images bucket, headline, tagline, two calls to action, slide dots and a pause control. Put the first image, sized 1920×1080 with fetchpriority="high", in the light DOM: it is the static fallback and the poster while the list loads.',
  attributes: [
    { name: 'headline', type: 'string', description: 'The h1.', default: 'Rediscover Your Confidence at Gateway Med Spa' },
    { name: 'tagline', type: 'string', description: 'Line under the headline.', default: 'Hair Restoration • Facial Aesthetics • IV Bar' },
    { name: 'services-href', type: 'string', description: 'Explore Our Services target.', default: '#services on /, else /#services' },
    { name: 'newsletter-href', type: 'string', description: 'Join Newsletter target.', default: '/newsletter' },
    { name: 'poster', type: 'string', description: 'Image shown while the list loads. Default: the light-DOM <img>.' },
  ],
  events: [],
  parts: [
    { name: 'hero', description: 'The section.' },
    { name: 'slides', description: 'The image layer.' },
    { name: 'title', description: 'The headline.' },
    { name: 'tagline', description: 'The tagline.' },
    { name: 'cta', description: 'Each call-to-action link.' },
    { name: 'controls', description: 'Dots and pause control.' },
    { name: 'dot', description: 'Each slide dot.' },
    { name: 'pause-button', description: 'The pause/play control.' },
  ],
  cssProperties: [
    { name: '--medspa-hero-height', default: 'clamp(600px, 80vh, 800px)', description: 'Section height (kept within 600–800 px).' },
    {
      name: '--medspa-hero-top-offset',
      default: '0px',
      description: 'Top padding (a fixed page header); the site sets its header height.',
    },
    { name: '--medspa-hero-fade', default: '1000ms', description: 'Cross-fade duration.' },
    { name: '--medspa-hero-bg', default: '#2b211c', description: 'Background behind the images.' },
    { name: '--medspa-hero-scrim', default: 'rgb(20 14 11 / 0.55)', description: 'Overlay that keeps the text readable.' },
  ],
};
