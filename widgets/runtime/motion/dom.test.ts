/**
 * Motion before React (./rotation.ts, ./dom.ts): the pure rule and the plain-DOM driver on server-like markup, with a
 * clock stepped by hand (no wall-clock waits) and a reduced-motion setting of the test's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { effectivePaused, nextIndex, pauseIcon, pauseLabel, slidesToLoad, ticks, wrapIndex, type Clock } from './rotation';
import { startMotion, takeOver } from './dom';

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
    expect(resumed).toEqual({ index: 2, choice: null, paused: false, loaded: [0, 1, 2], remainingMs: 4000 });
    expect(pending()).toBe(0);
    // the control is React's now: the driver no longer answers it
    pause(root).click();
    expect(pause(root).getAttribute('data-paused')).toBe('false');
  });

  it('reads the server markup as is where the driver never ran', () => {
    const root = heroLike();
    expect(takeOver(root.querySelector('section'))).toEqual({ index: 1, choice: null, paused: false, loaded: [1], remainingMs: undefined });
    expect(takeOver(null)).toBeUndefined();
  });
});
