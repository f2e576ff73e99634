/**
 * Motion before React (./rotation.ts, ./dom.ts): the pure rule and the plain-DOM driver on server-like markup, with a
 * clock stepped by hand (no wall-clock waits) and a reduced-motion setting of the test's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { drawEffect, effectivePaused, nextIndex, pauseIcon, pauseLabel, slidesToLoad, ticks, wrapIndex, type Clock } from './rotation';
import { startMotion, takeOver } from './dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Picture, type PictureProps } from '../media/Picture';

/** A clock the test moves: `advance(ms)` runs every timer due by then, in order. */
function manualClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => (timers.set(++seq, { at: now + ms, run }), seq),
    clearTimeout: (id) => void timers.delete(id as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = end;
  };
  return { clock, advance, pending: () => timers.size };
}

function reduced(matches: boolean) {
  const listeners = new Set<() => void>();
  return {
    mql: {
      get matches() {
        return matches;
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    } as unknown as MediaQueryList,
    set(v: boolean) {
      matches = v;
      for (const l of listeners) l();
    },
  };
}

/** Markup as the hero's server render writes it: a box, three slides (the 2nd and 3rd held back), dots, the pause. */
function heroLike(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `
    <section data-medspa-motion="5000">
      <picture><source data-later-srcset="b-small 1x"><img data-medspa-slide class="s" data-later-src="b"></picture>
      <img data-medspa-slide class="s is-active" src="a">
      <picture><img data-medspa-slide class="s" data-later-src="c" data-later-srcset="c 1x"></picture>
      <div><button class="medspa-dot is-selected is-showing"></button><button class="medspa-dot"></button><button class="medspa-dot"></button></div>
      <button type="button" class="medspa-pause" data-paused="false" title="Pause slideshow"><svg><path d="x"></path></svg><span class="sr-only">Pause slideshow</span></button>
    </section>`;
  return root;
}
const active = (root: ShadowRoot) => [...root.querySelectorAll('[data-medspa-slide]')].findIndex((s) => s.classList.contains('is-active'));
const pause = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('.medspa-pause')!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('rotation (pure)', () => {
  it('wraps and steps', () => {
    expect([wrapIndex(-1, 3), wrapIndex(3, 3), wrapIndex(5, 0)]).toEqual([2, 0, 0]);
    expect([nextIndex(0, 3), nextIndex(2, 3)]).toEqual([1, 0]);
  });
  it('pauses by the choice, else by reduced motion', () => {
    expect(effectivePaused(null, true)).toBe(true);
    expect(effectivePaused(null, false)).toBe(false);
    expect(effectivePaused(false, true)).toBe(false);
    expect(effectivePaused(true, false)).toBe(true);
  });
  it('ticks only with two items, unpaused, shown and on screen', () => {
    const on = { enabled: true, count: 2, paused: false, pageVisible: true, onScreen: true, intervalMs: 5000 };
    expect(ticks(on)).toBe(true);
    for (const off of [{ count: 1 }, { paused: true }, { pageVisible: false }, { onScreen: false }, { enabled: false }, { intervalMs: 0 }])
      expect(ticks({ ...on, ...off })).toBe(false);
  });
  it('loads the shown item, and the next once the page has loaded', () => {
    const seen = new Set([0]);
    expect([...slidesToLoad(seen, 0, 3, false)]).toEqual([0]);
    expect(slidesToLoad(seen, 0, 3, false)).toBe(seen);
    expect([...slidesToLoad(seen, 0, 3, true)].sort()).toEqual([0, 1]);
    expect([...slidesToLoad(new Set([0, 1]), 2, 3, true)].sort()).toEqual([0, 1, 2]);
  });
  it('draws a transition from the given ones', () => {
    const effects = ['fade', 'dissolve', 'slide'] as const;
    expect([0, 0.34, 0.99, 1].map((r) => drawEffect(effects, () => r))).toEqual(['fade', 'dissolve', 'slide', 'slide']);
    expect(drawEffect([], () => 0.5)).toBeUndefined();
  });
  it('names and draws the control', () => {
    expect(pauseLabel(false, 'news')).toBe('Pause news');
    expect(pauseLabel(true, 'news')).toBe('Play news');
    expect(pauseIcon(true)).not.toBe(pauseIcon(false));
  });
});

describe('startMotion (plain DOM, before React)', () => {
  it('steps on its interval from the item the server drew, wrapping, giving each slide its address on its turn', () => {
    const root = heroLike();
    const { clock, advance } = manualClock();
    startMotion(root, clock, reduced(false).mql);
    expect(active(root)).toBe(1);
    advance(4999);
    expect(active(root)).toBe(1);
    advance(1);
    expect(active(root)).toBe(2);
    const third = root.querySelectorAll('img')[2]!;
    expect([third.getAttribute('src'), third.getAttribute('srcset'), third.hasAttribute('data-later-src')]).toEqual(['c', 'c 1x', false]);
    // the hero rings the dot on screen; the picked (selected) dot stays
    const dots = [...root.querySelectorAll('.medspa-dot')];
    expect(dots.map((d) => d.classList.contains('is-showing'))).toEqual([false, false, true]);
    expect(dots[0]!.classList.contains('is-selected')).toBe(true);
    advance(5000);
    expect(active(root)).toBe(0);
    expect(root.querySelector('source')!.getAttribute('srcset')).toBe('b-small 1x');
  });

  it('stops at once on the pause control and says Play; Play starts it again', () => {
    const root = heroLike();
    const { clock, advance } = manualClock();
    startMotion(root, clock, reduced(false).mql);
    advance(2000);
    pause(root).click();
    expect(pause(root).getAttribute('data-paused')).toBe('true');
    expect(pause(root).textContent).toBe('Play slideshow');
    expect(root.querySelector('section')!.getAttribute('data-medspa-motion-choice')).toBe('paused');
    advance(20_000);
    expect(active(root)).toBe(1);
    pause(root).click();
    expect(pause(root).title).toBe('Pause slideshow');
    advance(5000);
    expect(active(root)).toBe(2);
  });

  it('moves nothing under reduced motion until Play, and follows a change of the setting', () => {
    const root = heroLike();
    const { clock, advance, pending } = manualClock();
    const setting = reduced(true);
    startMotion(root, clock, setting.mql);
    expect(pause(root).getAttribute('data-paused')).toBe('true');
    advance(60_000);
    expect(active(root)).toBe(1);
    expect(pending()).toBe(0);
    setting.set(false);
    advance(5000);
    expect(active(root)).toBe(2);
  });

  it('hands React the state the page shows and stops', () => {
    const root = heroLike();
    const { clock, advance, pending } = manualClock();
    startMotion(root, clock, reduced(false).mql);
    advance(6000);
    const box = root.querySelector('section');
    const resumed = takeOver(box);
    expect(resumed).toEqual({ index: 2, choice: null, paused: false, loaded: [0, 1, 2], remainingMs: 4000, started: [] });
    expect(pending()).toBe(0);
    // the control is React's now: the driver no longer answers it
    pause(root).click();
    expect(pause(root).getAttribute('data-paused')).toBe('false');
  });

  it('reads the server markup as is where the driver never ran', () => {
    const root = heroLike();
    expect(takeOver(root.querySelector('section'))).toEqual({
      index: 1,
      choice: null,
      paused: false,
      loaded: [1],
      remainingMs: undefined,
      started: [],
    });
    expect(takeOver(null)).toBeUndefined();
  });
});

/**
 * Markup as the about collage's server render writes it: a box of three tracks (tiles) over four items, tile t
 * showing item t, the others held back and hidden; transitions to draw; the pause control with its words.
 */
function collageLike(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const tile = (t: number) =>
    `<li data-medspa-track>${[0, 1, 2, 3]
      .map((i) =>
        i === t
          ? `<img data-medspa-slide class="is-active" alt="${i}" src="p${i}">`
          : `<img data-medspa-slide aria-hidden="true" alt="${i}" data-later-src="p${i}">`,
      )
      .join('')}</li>`;
  root.innerHTML = `
    <ul data-medspa-motion="7000" data-medspa-effects="fade dissolve slide">${[0, 1, 2].map(tile).join('')}</ul>
    <button type="button" class="medspa-pause" data-paused="false"><svg><path d="x"></path></svg><span>Pause collage</span></button>`;
  return root;
}
const tiles = (root: ShadowRoot) =>
  [...root.querySelectorAll('[data-medspa-track]')].map((t) =>
    [...t.querySelectorAll('[data-medspa-slide]')].findIndex((s) => s.classList.contains('is-active')),
  );

describe('startMotion: tracks moving in step, drawn transitions (the collage)', () => {
  it('moves every tile by one at each step, drawing one transition for all, the leaving item marked', () => {
    const root = collageLike();
    const { clock, advance } = manualClock();
    const draws = [0.5, 0.9];
    startMotion(root, clock, reduced(false).mql, () => draws.shift() ?? 0);
    expect(tiles(root)).toEqual([0, 1, 2]);
    advance(7000);
    expect(tiles(root)).toEqual([1, 2, 3]);
    const first = root.querySelectorAll('[data-medspa-track]')[0]!;
    const [a, b] = first.querySelectorAll('img');
    expect([a!.className, a!.getAttribute('data-effect'), a!.getAttribute('aria-hidden')]).toEqual(['is-leaving', 'dissolve', 'true']);
    expect([b!.className, b!.getAttribute('data-effect'), b!.hasAttribute('aria-hidden'), b!.getAttribute('src')]).toEqual([
      'is-active',
      'dissolve',
      false,
      'p1',
    ]);
    advance(7000);
    expect(tiles(root)).toEqual([2, 3, 0]);
    expect(first.querySelectorAll('.is-leaving')).toHaveLength(1);
    expect([...first.querySelectorAll('[data-effect]')].map((s) => s.getAttribute('alt'))).toEqual(['1', '2']);
    expect(first.querySelector('.is-active')!.getAttribute('data-effect')).toBe('slide');
  });

  it('the pause control stops every tile; React resumes from the first tile, with the leaving item and the transition', () => {
    const root = collageLike();
    const { clock, advance, pending } = manualClock();
    startMotion(root, clock, reduced(false).mql, () => 0);
    advance(7000);
    root.querySelector<HTMLButtonElement>('.medspa-pause')!.click();
    expect(root.querySelector('span')!.textContent).toBe('Play collage');
    advance(30_000);
    expect(tiles(root)).toEqual([1, 2, 3]);
    expect(pending()).toBe(0);
    expect(takeOver(root.querySelector('ul'))).toEqual({
      index: 1,
      choice: true,
      paused: true,
      // the item shown, the one before and (the page has loaded) the next
      loaded: [0, 1, 2],
      remainingMs: undefined,
      leaving: 0,
      effect: 'fade',
      started: [],
    });
    // the choice is read once and taken off the markup, which is React's again as the server drew it
    expect(root.querySelector('ul')!.hasAttribute('data-medspa-motion-choice')).toBe(false);
  });

  it('stands still under reduced motion', () => {
    const root = collageLike();
    const { clock, advance, pending } = manualClock();
    startMotion(root, clock, reduced(true).mql);
    advance(60_000);
    expect(tiles(root)).toEqual([0, 1, 2]);
    expect(pending()).toBe(0);
    expect(root.querySelector('span')!.textContent).toBe('Play collage');
  });
});

/** Markup as the gallery's server render writes it: three slides (the third a video), dots that follow, the pause. */
function galleryLike(): { root: ShadowRoot; video: HTMLVideoElement & { playing: boolean } } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `
    <div data-medspa-motion="7000" data-medspa-effects="fade slide">
      <div aria-live="polite">
        <div data-medspa-slide class="is-active"><img src="g1"></div>
        <div data-medspa-slide aria-hidden="true"><img data-later-src="g2"></div>
        <div data-medspa-slide aria-hidden="true"><img data-later-src="poster"><video muted loop data-later-src="clip.mp4"></video></div>
      </div>
      <div><button class="medspa-dot is-selected" aria-current="true"></button><button class="medspa-dot"></button><button class="medspa-dot"></button>
      <button type="button" class="medspa-pause" data-paused="false"><svg><path d="x"></path></svg><span>Pause gallery</span></button></div>
    </div>`;
  // happy-dom plays nothing: a video that records what it was told
  const video = root.querySelector('video') as HTMLVideoElement & { playing: boolean };
  video.playing = false;
  Object.defineProperty(video, 'paused', { get: () => !video.playing });
  video.play = () => ((video.playing = true), Promise.resolve());
  video.pause = () => void (video.playing = false);
  return { root, video };
}

describe('startMotion: the gallery (dots that follow, a video)', () => {
  it('steps with a drawn transition, the dot following; the next slide gets its image after load, a video only on its turn', () => {
    const { root, video } = galleryLike();
    const { clock, advance } = manualClock();
    startMotion(root, clock, reduced(false).mql, () => 0.7);
    expect(root.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('off');
    advance(7000);
    const slides = [...root.querySelectorAll('[data-medspa-slide]')];
    expect(slides[1]!.className).toBe('is-active');
    expect(slides[1]!.getAttribute('data-effect')).toBe('slide');
    expect(slides[0]!.classList.contains('is-leaving')).toBe(true);
    const dots = [...root.querySelectorAll('.medspa-dot')];
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(dots[1]!.classList.contains('is-selected')).toBe(true);
    // (the document has loaded in the test) the next slide's poster has its address, its clip not yet
    expect(slides[2]!.querySelector('img')!.getAttribute('src')).toBe('poster');
    expect(video.hasAttribute('src')).toBe(false);
    advance(7000);
    expect(video.getAttribute('src')).toBe('clip.mp4');
    expect(video.playing).toBe(true);
    root.querySelector<HTMLButtonElement>('.medspa-pause')!.click();
    expect(video.playing).toBe(false);
    expect(root.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('polite');
    root.querySelector<HTMLButtonElement>('.medspa-pause')!.click();
    expect(video.playing).toBe(true);
    advance(7000);
    expect(video.playing).toBe(false);
    expect(takeOver(root.querySelector('[data-medspa-motion]'))).toMatchObject({ index: 0, leaving: 2, started: [2], loaded: [0, 1, 2] });
  });
});

describe('a held-back image of a named box (issue 39: the home page carried 42 KB of held-back addresses)', () => {
  const url = 'http://backend.test/storage/v1/object/public/hero_images/b.jpg';
  const slide: PictureProps = { src: url, alt: '', layout: 'hero', className: 's', ...{ 'data-medspa-slide': '' } };
  const draw = (later: boolean) => renderToStaticMarkup(createElement(Picture, { ...slide, later }));
  /** Every attribute of the picture's elements but the slide's state (class, aria-hidden). */
  const addresses = (scope: Element) =>
    [scope, ...scope.querySelectorAll('*')].map((el) =>
      Object.fromEntries(
        [...el.attributes].filter((a) => a.name !== 'class' && a.name !== 'aria-hidden').map((a) => [a.name, a.value] as const),
      ),
    );

  it('carries its src and its box, not its srcset; on its turn the driver gives it the addresses <Picture> draws', () => {
    const held = draw(true);
    expect(held).not.toMatch(/srcset|sizes/i);
    expect(held).toContain('data-later-layout="hero"');
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<section data-medspa-motion="5000"><img data-medspa-slide class="s is-active" src="a">${held}</section>`;
    const { clock, advance } = manualClock();
    startMotion(root, clock, reduced(false).mql);
    advance(5000);
    const drawn = document.createElement('div');
    drawn.innerHTML = draw(false);
    expect(addresses(root.querySelector('picture')!)).toEqual(addresses(drawn.querySelector('picture')!));
    expect(root.querySelector('picture img')!.getAttribute('srcset')).toContain('hero_images/b.jpg?width=1920');
    expect(root.querySelector('picture source')!.getAttribute('srcset')).toContain('hero_images/b.jpg?width=80&height=120');
  });
});
