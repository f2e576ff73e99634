/**
 * The Foundations pages and the toolbar's looks: contrast is computed right, every brand in every theme meets
 * WCAG 2.2 AA on the pairs the widgets draw, new token families show without touching the pages, and each page
 * renders with the project's decorators.
 */
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import { BRANDS, lookCss, lookOf, TAGS, type BrandName } from '../support/look';
import { contrastPairs, contrastRatio, family, themeTokens } from '../support/foundations';
import { photoFor, svgPhoto } from '../support/fake-media';

setProjectAnnotations(preview);
// React's act() in this environment (the pages render inside it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('contrastRatio', () => {
  it('gives the WCAG ratios', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#777777')).toBeCloseTo(4.48, 2);
  });
});

describe('the brands of the toolbar', () => {
  for (const brand of Object.keys(BRANDS) as BrandName[])
    for (const theme of ['light', 'dark'] as const)
      it(`${brand}, ${theme}: every pair the widgets draw meets its minimum`, () => {
        const tokens = themeTokens(lookOf({ brand, theme }));
        const value = new Map(tokens.map((t) => [t.name, t.value]));
        const pairs = contrastPairs(family(tokens, '--medspa-color'));
        expect(pairs.length).toBeGreaterThan(10);
        const failing = pairs
          .map((p) => ({ ...p, ratio: contrastRatio(value.get(p.fg)!, value.get(p.bg)!) }))
          .filter((p) => p.ratio === undefined || p.ratio < p.min)
          .map((p) => `${p.use}: ${p.ratio?.toFixed(2)} < ${p.min}`);
        expect(failing).toEqual([]);
      });

  it('a partner brand is set on every element, through the public tokens', () => {
    const css = lookCss('.box', lookOf({ brand: 'partner' }));
    for (const tag of TAGS) expect(css).toContain(tag);
    expect(css).toContain(`--medspa-color-primary: ${BRANDS.partner.light['--medspa-color-primary']};`);
  });

  it('200% text doubles the elements through --medspa-font-size', () => {
    expect(lookCss('.box', lookOf({ text: '200' }))).toContain('--medspa-font-size: 200%');
    expect(lookCss('.box', lookOf({}))).not.toContain('--medspa-font-size: 200%');
  });
});

describe('token families', () => {
  it('lists whatever --medspa-space-* and --medspa-text-* / --medspa-font-size-* properties the theme declares', () => {
    const css = ':host { --medspa-space: 1em; --medspa-space-2: 0.5em; --medspa-text-lg: 1.25em; --medspa-font-size-sample: 1.5em; }';
    const tokens = themeTokens(lookOf({}), css);
    expect(family(tokens, '--medspa-space').map((t) => t.name)).toEqual(expect.arrayContaining(['--medspa-space', '--medspa-space-2']));
    expect(family(tokens, '--medspa-font-size', '--medspa-text').map((t) => [t.name, t.value])).toEqual(
      expect.arrayContaining([
        ['--medspa-text-lg', '1.25em'],
        ['--medspa-font-size-sample', '1.5em'],
      ]),
    );
  });
});

describe('sample photographs', () => {
  it("gives a stored file the sample of the same name, and any other name one of its bucket's, the same each time", () => {
    const hero = photoFor('hero_images/hero-1-treatment-room.jpg');
    expect(hero).toMatch(/hero-1-treatment-room\.jpg/);
    expect(svgPhoto('hero-1-treatment-room.jpg (poster)', 25)).toBe(hero);
    expect(photoFor('body_images/body-9.webp')).toMatch(/body_images\/body-\d\.jpg/);
    expect(photoFor('body_images/body-9.webp')).toBe(photoFor('body_images/body-9.webp'));
    expect(photoFor('gallery_images/gallery-6-clinic-tour.mp4')).toMatch(/gallery-6-clinic-tour\.jpg/);
  });
});

const files = import.meta.glob<Record<string, unknown>>('./*.stories.tsx', { eager: true });

describe.each(Object.entries(files))('%s', (_file, mod) => {
  const stories = Object.entries(composeStories(mod as Parameters<typeof composeStories>[0])) as [string, ComponentType][];
  it.each(stories)('%s renders its page', async (_name, Story) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<Story />));
    expect(host.querySelector('h1')?.textContent).toBeTruthy();
    expect(host.textContent).not.toContain('Fails');
    await act(async () => root.unmount());
    host.remove();
  });
});
