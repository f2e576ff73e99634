/**
 * The box every kind of image is drawn in, as `sizes` for the browser and a crop for the server (image-url.ts, which
 * also caps every kind at MAX_DENSITY device pixels per CSS pixel).
 * One entry per image kind; widgets and the site build both read them, so the static first image and the widget's
 * image ask for the same variant (the browser reuses it). The figures follow each element's CSS, measured at 390,
 * 900 and 1280 px (tests/e2e/images.spec.ts holds every kind to at most about twice its drawn width on a phone).
 */
import type { ImageLayout } from './image-url';

/** Candidate widths: fine steps at phone sizes, where most visits are; a box picks the first ≥ its need. */
const WIDTHS = [80, 120, 160, 240, 320, 400, 480, 640, 800, 960, 1200, 1600] as const;
const WIDE = [...WIDTHS.slice(0, -1), 1400, 1600, 1920, 2400] as const;
/** Photos at WebP quality 75 (the server's default is 80): a quarter fewer bytes, no difference a visitor sees. */
const Q = 75;
/** The hero's height (hero.css and the static hero): the image covers 100vw × this. */
const HERO_H = 'clamp(600px, 80vh, 800px)';

export const IMAGE_LAYOUTS = {
  /**
   * Home hero, full bleed under a dark scrim (hero.css: 55 % dark), so a lower quality does not show: with camera
   * photos, quality 40 against 50 is 0.6 dB PSNR less under the scrim (about 40 dB either way) for a fifth fewer
   * bytes (the phone's 800 px slide: 62 KB → 50 KB, one TCP round trip less on a 1.6 Mbps phone). A portrait crop
   * on phones.
   */
  hero: {
    widths: WIDE,
    aspect: 16 / 9,
    quality: 40,
    sizes: `max(100vw, calc(${HERO_H} * 16 / 9))`,
    art: [{ media: '(max-width: 700px)', aspect: 2 / 3, sizes: `max(100vw, calc(${HERO_H} * 2 / 3))`, widths: WIDTHS }],
  },
  /** Home service card preview: the card's width × 400 px, covered by a square crop. */
  serviceCardPreview: { quality: Q, widths: WIDTHS, aspect: 1, sizes: '420px' },
  serviceCardThumb: { quality: Q, widths: [64, 128, 192], aspect: 64 / 44, sizes: '64px' },
  /** Before/after photos: two side by side in a testimonial card. */
  testimonial: { quality: Q, widths: WIDTHS, aspect: 4 / 3, sizes: '(max-width: 900px) 46vw, 170px' },
  /** Gallery slides: the section's width × 600 px; a tall crop on phones. */
  gallery: {
    quality: Q,
    widths: WIDE,
    aspect: 3 / 2,
    sizes: 'max(min(100vw, 1152px), 900px)',
    art: [{ media: '(max-width: 700px)', aspect: 3 / 5, sizes: '100vw' }],
  },
  /** About collage: one large tile (about 4:3) and four squares. */
  collageLarge: { quality: Q, widths: WIDTHS, aspect: 4 / 3, sizes: '(min-width: 1100px) 370px, (min-width: 900px) 280px, 50vw' },
  collageTile: { quality: Q, widths: WIDTHS, aspect: 1, sizes: '(min-width: 1100px) 140px, (min-width: 900px) 104px, 19vw' },
  /** Staff portraits (the home page's About Us and /about). */
  staffMain: { quality: Q, widths: WIDTHS, aspect: 1, sizes: '(min-width: 1100px) 290px, 210px' },
  staffSide: { quality: Q, widths: WIDTHS, aspect: 1, sizes: '(min-width: 1100px) 190px, 140px' },
  staffMember: { quality: Q, widths: WIDTHS, aspect: 1, sizes: '112px' },
  /** A service page's first image and the PRP hero: the content column, 16:9. */
  serviceLead: { quality: Q, widths: WIDE, aspect: 16 / 9, sizes: 'min(100vw, 1152px)' },
  /** The other images of a service page and the PRP benefit cards: a grid of 4:3 tiles. */
  serviceTile: { quality: Q, widths: WIDTHS, aspect: 4 / 3, sizes: '(min-width: 1100px) 340px, (min-width: 700px) 31vw, 100vw' },
  /** Store and buy-button cards (4:3 by default). */
  product: { quality: Q, widths: WIDTHS, aspect: 4 / 3, sizes: '(min-width: 700px) 280px, calc(100vw - 32px)' },
} as const satisfies Record<string, ImageLayout>;

export type ImageLayoutName = keyof typeof IMAGE_LAYOUTS;
