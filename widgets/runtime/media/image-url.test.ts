import { describe, expect, it } from 'vitest';
import { densityCapped, MAX_DENSITY, responsiveImage, type ImageLayout } from './image-url';
import { IMAGE_LAYOUTS } from './layouts';

/** The entry of a `sizes` list a browser uses (the first whose condition holds), evaluated for one screen. */
function chosenWidth(sizes: string, screen: { width: number; dppx: number }): number {
  // Only what these sizes hold: `(min-resolution: Ndppx)`, `(max-width: Npx)`, `and`, px/vw and `calc(… * a / b)`.
  for (const entry of sizes.split(/,(?![^(]*\))(?=\s*(?:\(|\d|calc|max))/)) {
    const conditions = [...entry.matchAll(/\((min-resolution|max-width): ([\d.]+)(dppx|px)\)/g)];
    const holds = conditions.every(([, feature, n]) =>
      feature === 'min-resolution' ? screen.dppx >= Number(n) : screen.width <= Number(n),
    );
    if (!holds) continue;
    const length = entry.replace(/^(\s*\(*\((min-resolution|max-width): [^)]*\)\)*\s*(and\s*)?)*/, '').trim();
    const base = /(\d+)(vw|px)/.exec(length)!;
    const px = base[2] === 'vw' ? (Number(base[1]) * screen.width) / 100 : Number(base[1]);
    const factor = /\* ([\d.]+) \/ ([\d.]+)\)$/.exec(length);
    return factor ? (px * Number(factor[1])) / Number(factor[2]) : px;
  }
  throw new Error(`no entry of ${sizes} holds`);
}

describe('densityCapped', () => {
  it('leaves sizes as they are with a cap at or above every band', () => {
    expect(densityCapped('100vw', 3)).toBe('100vw');
  });

  it('declares a smaller box on dense screens, before the plain entries a browser without min-resolution reads', () => {
    expect(densityCapped('100vw', 2)).toBe(
      '(min-resolution: 3dppx) calc(100vw * 2 / 3), (min-resolution: 2.5dppx) calc(100vw * 2 / 2.5), 100vw',
    );
  });

  it('keeps each entry with its condition, and the commas inside max() and calc()', () => {
    const sizes = '(max-width: 900px) 46vw, max(170px, calc(10vw * 2 / 3))';
    expect(densityCapped(sizes, 2)).toBe(
      [
        '((max-width: 900px)) and (min-resolution: 3dppx) calc(46vw * 2 / 3)',
        '(min-resolution: 3dppx) calc(max(170px, calc(10vw * 2 / 3)) * 2 / 3)',
        '((max-width: 900px)) and (min-resolution: 2.5dppx) calc(46vw * 2 / 2.5)',
        '(min-resolution: 2.5dppx) calc(max(170px, calc(10vw * 2 / 3)) * 2 / 2.5)',
        sizes,
      ].join(', '),
    );
  });

  it('the device pixels asked for stay within 2 to 2.5 times the box on dense screens, and as they were below 2x', () => {
    const sizes = densityCapped('(max-width: 900px) 50vw, 400px', 2);
    for (const dppx of [1, 1.75, 2, 2.25, 2.5, 2.625, 2.75, 3, 3.5]) {
      for (const width of [390, 1280]) {
        const box = width <= 900 ? width / 2 : 400;
        const devicePixels = chosenWidth(sizes, { width, dppx }) * dppx;
        if (dppx <= 2) expect(devicePixels).toBeCloseTo(box * dppx);
        else {
          expect(devicePixels / box, `${dppx}x at ${width}px`).toBeGreaterThanOrEqual(2 - 1e-9);
          expect(devicePixels / box, `${dppx}x at ${width}px`).toBeLessThan(2.5 + 1e-9);
        }
      }
    }
  });
});

describe('responsiveImage', () => {
  const url = 'https://project.supabase.co/storage/v1/object/public/hero_images/hero-1.jpg';

  it('caps every kind at MAX_DENSITY: the image and its art-directed sources', () => {
    expect(MAX_DENSITY).toBe(2);
    for (const [kind, layout] of Object.entries(IMAGE_LAYOUTS) as [string, ImageLayout][]) {
      const image = responsiveImage(url, layout);
      expect(image.sizes, kind).toBe(densityCapped(layout.sizes, MAX_DENSITY));
      expect(image.sizes, kind).toContain('(min-resolution: 3dppx) ');
      expect(
        image.sources.map((s) => s.sizes),
        kind,
      ).toEqual((layout.art ?? []).map((a) => densityCapped(a.sizes, MAX_DENSITY)));
    }
    expect(responsiveImage(url, IMAGE_LAYOUTS.hero).sources).toHaveLength(1);
  });

  it('an address that is not a storage object, or transformations off, has no sizes at all', () => {
    expect(responsiveImage('https://example.com/a.jpg', IMAGE_LAYOUTS.hero).sizes).toBeUndefined();
    expect(responsiveImage(url, IMAGE_LAYOUTS.hero, false).sizes).toBeUndefined();
  });
});
