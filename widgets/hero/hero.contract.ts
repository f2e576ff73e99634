import { defineElement } from '../runtime/contract';
import { pauseControl } from '../runtime/motion/pause.contract';
import { clinic } from '../content/clinic';
import { SITE_PAGES } from '../content/navigation';

export const hero = defineElement({
  tag: 'medspa-hero',
  hydrate: 'interaction',
  summary:
    'Home page hero: cross-fading slideshow from the hero_images bucket, headline, tagline, two calls to action, slide dots and a pause control. Put the first image, sized 1920×1080 with fetchpriority="high", in the light DOM: it is the static fallback and the poster while the list loads.',
  attributes: {
    headline: { type: 'string', doc: 'The h1.', default: `Rediscover Your Confidence at ${clinic.name}` },
    tagline: { type: 'string', doc: 'Line under the headline.', default: clinic.tagline },
    'services-href': { type: 'string', doc: 'Explore Our Services target. Default: #services on /, else /#services.' },
    'newsletter-href': { type: 'string', doc: 'Join Newsletter target.', default: SITE_PAGES.newsletter.path },
    poster: { type: 'string', doc: 'Image shown while the list loads. Default: the light-DOM <img>.' },
  },
  parts: {
    hero: 'The section.',
    slides: 'The image layer.',
    title: 'The headline.',
    tagline: 'The tagline.',
    cta: 'Each call-to-action link.',
    controls: 'Dots and pause control.',
    dot: 'Each slide dot.',
    ...pauseControl.parts,
  },
  cssProperties: {
    '--medspa-hero-height': 'Section height (kept within 600–800 px).',
    '--medspa-hero-top-offset': 'Top padding (a fixed page header); the site sets its header height.',
    '--medspa-hero-fade': 'Cross-fade duration.',
    '--medspa-hero-bg': 'Background behind the images.',
    '--medspa-hero-scrim': 'Overlay that keeps the text readable.',
    ...pauseControl.cssProperties,
  },
});
