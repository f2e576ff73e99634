import { describe, expect, it } from 'vitest';
import { holdLazyImages } from './hold-images';

const largest = { src: '/hero.jpg?width=800&height=450' };

describe('holdLazyImages', () => {
  it('holds a lazy image, and its picture sources, under data-later- with the hold mark', () => {
    const html =
      '<p>x</p><img class="p" alt="A src=x" loading="lazy" src="/a.jpg?w=1&amp;h=2" srcSet="/a.jpg 1x" sizes="10px" data-original="/o.jpg">' +
      '<picture class="medspa-picture"><source media="(max-width: 700px)" srcSet="/b-s.jpg 1x" sizes="5px"/><img loading="lazy" alt="" src="/b.jpg"/></picture>';
    expect(holdLazyImages(html, largest)).toBe(
      '<p>x</p><img data-medspa-hold="" class="p" alt="A src=x" loading="lazy" data-later-src="/a.jpg?w=1&amp;h=2" data-later-srcSet="/a.jpg 1x" data-later-sizes="10px" data-original="/o.jpg">' +
        '<picture class="medspa-picture"><source data-medspa-hold="" media="(max-width: 700px)" data-later-srcSet="/b-s.jpg 1x" data-later-sizes="5px"/><img data-medspa-hold="" loading="lazy" alt="" data-later-src="/b.jpg"/></picture>',
    );
  });

  it('leaves an eager image, the largest image, a slide already held for its turn, and the preload links as they are', () => {
    const html = [
      '<link rel="preload" as="image" imageSrcSet="/hero.jpg 1x" imageSizes="100vw">',
      '<img alt="" fetchPriority="high" src="/hero.jpg?width=800&amp;height=450">',
      '<img alt="" loading="lazy" src="/hero.jpg?width=800&amp;height=450">',
      '<picture class="medspa-picture"><source media="(max-width: 700px)"/><img loading="lazy" alt="" data-later-src="/g.jpg" data-later-layout="gallery"/></picture>',
      '<img alt="" src="/eager.jpg">',
    ].join('');
    expect(holdLazyImages(html, largest)).toBe(html);
  });
});
