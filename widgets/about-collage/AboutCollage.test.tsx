import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { unstable_serialize } from 'swr';
import { Providers } from '../runtime/providers';
import { startMotion } from '../runtime/motion/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, withFakeBackend, routes, listing, type FakeResponse, serverPage } from '../test/render';
import { mockReducedMotion } from '../runtime/motion/test-utils';
import { AboutCollage, COLLAGE_TRANSITIONS } from './AboutCollage';
import { originalSrc } from '../test/images';

const LIST = 'POST /storage/v1/object/list/aboutus_images';
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Promises and React updates settle; the fake clock does not move (the autoplay's timeout is faked too). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
/** The image index each tile shows (1-based file number). */
const shown = (c: ParentNode) =>
  [...c.querySelectorAll('.collage__tile')].map((t) =>
    Number(/about-(\d)\.jpg$/.exec(originalSrc(t.querySelector('img.is-active')) ?? '')![1]),
  );
const effect = (c: ParentNode) => c.querySelector('.collage__tile img.is-active')!.getAttribute('data-effect');
const files = (n: number) => Array.from({ length: n }, (_, i) => `about-${i + 1}.jpg`);

async function show(res: FakeResponse) {
  withFakeBackend(routes({ [LIST]: res }));
  const r = await renderWidget(<AboutCollage />);
  // a failure is retried twice before it counts (docs/architecture.md "One query layer")
  for (let i = 0; i < 4; i++) await settle();
  return r.container;
}

describe('AboutCollage (docs/product.md §2.7, §4, §8, §9)', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  it("while loading: the page's static collage (the slot), else five pulsing tiles", async () => {
    const c = await show({ status: 200, delay: Infinity });
    expect(c.querySelector('slot')).toBeTruthy();
    expect(c.querySelectorAll('slot .collage__tile.medspa-skeleton')).toHaveLength(5);
    expect(c.querySelectorAll('slot .collage__tile--large')).toHaveLength(1);
  });

  it('five tiles, one large, each a different image; every 7000 ms every tile advances by one with a random transition', async () => {
    const c = await show({ status: 200, body: listing([...files(6), 'readme.txt']) });
    expect(c.querySelectorAll('.collage__tile')).toHaveLength(5);
    expect(c.querySelectorAll('.collage__tile--large')).toHaveLength(1);
    expect(c.querySelector('[part="collage"]')!.getAttribute('aria-label')).toBe('Photos of our clinic');
    expect(shown(c)).toEqual([1, 2, 3, 4, 5]);
    await tick(6999);
    expect(shown(c)).toEqual([1, 2, 3, 4, 5]);
    await tick(1);
    expect(shown(c)).toEqual([2, 3, 4, 5, 6]);
    expect(COLLAGE_TRANSITIONS).toContain(effect(c));
    expect(c.querySelectorAll('.collage__img.is-leaving')).toHaveLength(5);
    await tick(7000);
    expect(shown(c)).toEqual([3, 4, 5, 6, 1]);
  });

  it('draws a new transition for each step', async () => {
    const seq = [0.1, 0.5, 0.9];
    vi.spyOn(Math, 'random').mockImplementation(() => seq.shift() ?? 0.1);
    const c = await show({ status: 200, body: listing(files(5)) });
    const seen: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      await tick(7000);
      seen.push(effect(c));
    }
    expect(seen).toEqual(['fade', 'dissolve', 'slide']);
  });

  it('the pause control stops it; Play starts it again', async () => {
    const c = await show({ status: 200, body: listing(files(5)) });
    const button = () => c.querySelector<HTMLButtonElement>('[part="pause-button"]')!;
    expect(button().textContent).toBe('Pause collage');
    await act(async () => button().click());
    await tick(30000);
    expect(shown(c)).toEqual([1, 2, 3, 4, 5]);
    expect(button().textContent).toBe('Play collage');
    await act(async () => button().click());
    await tick(7000);
    expect(shown(c)).toEqual([2, 3, 4, 5, 1]);
  });

  it('under reduced motion it stands still until Play', async () => {
    mockReducedMotion(true);
    const c = await show({ status: 200, body: listing(files(5)) });
    await tick(30000);
    expect(shown(c)).toEqual([1, 2, 3, 4, 5]);
  });

  it('with more than 10 images every tile rotates through the first 10: the markup stays 5 × 10 (issue 39)', async () => {
    const c = await show({ status: 200, body: listing(files(12).map((f, i) => (i < 9 ? f : `about-${i + 1}x.jpg`))) });
    const tiles = [...c.querySelectorAll('.collage__tile')];
    expect(tiles.map((t) => t.querySelectorAll('img[data-medspa-slide]').length)).toEqual([10, 10, 10, 10, 10]);
    expect(c.querySelector('.collage__tile img.is-active')!.getAttribute('alt')).toBe('Our clinic, 1 of 10');
    for (let i = 0; i < 10; i++) await tick(7000);
    // ten steps make a full turn (with every image it would show the 11th and 12th now)
    expect(shown(c)).toEqual([1, 2, 3, 4, 5]);
    expect(c.querySelector('img[src*="about-11x"], img[data-later-src*="about-11x"]')).toBeNull();
  });

  it('with fewer than 5 images: no rotation and no pause control', async () => {
    const c = await show({ status: 200, body: listing(files(4)) });
    expect(shown(c)).toEqual([1, 2, 3, 4, 1]);
    await tick(30000);
    expect(shown(c)).toEqual([1, 2, 3, 4, 1]);
    expect(c.querySelector('[part="pause-button"]')).toBeNull();
  });

  it("a load failure silently stops: the page's static collage stays (the slot), else nothing; no log, no toast", async () => {
    const c = await show({ status: 500, body: { statusCode: '500', error: 'boom', message: 'boom' } });
    expect(c.innerHTML).toBe('<slot></slot>');
    expect(c.querySelector('.medspa-skeleton')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('an empty bucket shows nothing', async () => {
    const c = await show({ status: 200, body: [] });
    expect(c.innerHTML).toBe('');
  });
});

describe('server-rendered: moves before React, React takes over where it is (issue 39)', () => {
  const items = files(6).map((name) => ({
    name,
    kind: 'image' as const,
    url: `http://backend.test/storage/v1/object/public/aboutus_images/${name}`,
  }));
  const ui = (container?: ShadowRoot) => (
    <Providers cache={new Map()} fallback={{ [unstable_serialize(['bucket', 'aboutus_images', 'image'])]: { files: items.length, items } }}>
      <AboutCollage container={container} />
    </Providers>
  );
  /** The server's markup in a shadow root, as the page has it. */
  const page = () => serverPage(ui());
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    withFakeBackend(routes({ [LIST]: { status: 200, delay: Infinity } }));
  });
  afterEach(() => vi.useRealTimers());

  it('every tile holds every image, tile t showing image t; only those have an address; the interval and transitions on the grid', () => {
    const { root } = page();
    expect(shown(root)).toEqual([1, 2, 3, 4, 5]);
    const grid = root.querySelector('.collage__grid')!;
    expect(grid.getAttribute('data-medspa-motion')).toBe('7000');
    expect(grid.getAttribute('data-medspa-effects')).toBe('fade dissolve slide');
    const tiles = [...root.querySelectorAll('.collage__tile')];
    expect(tiles.map((t) => t.querySelectorAll('img[data-medspa-slide]').length)).toEqual([6, 6, 6, 6, 6]);
    expect(tiles.map((t) => t.querySelectorAll('img[src]').length)).toEqual([1, 1, 1, 1, 1]);
    expect(tiles.map((t) => t.querySelectorAll('img[data-later-src]:not([aria-hidden])').length)).toEqual([0, 0, 0, 0, 0]);
  });

  it('the driver steps every tile; a press on pause stops it; hydration draws the same step, transition and choice, and React steps on', async () => {
    const { shadow, root } = page();
    let now = 0;
    const clock = {
      now: () => now,
      setTimeout: (run: () => void, ms: number) => setTimeout(() => ((now += ms), run()), ms),
      clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    };
    startMotion(shadow, clock, undefined, () => 0.5);
    await tick(7000);
    expect(shown(root)).toEqual([2, 3, 4, 5, 6]);
    expect(effect(root)).toBe('dissolve');
    // its image got its address on its turn, and (the test's page has loaded) the next one too
    const tile0 = root.querySelectorAll('.collage__tile')[0]!;
    expect([...tile0.querySelectorAll('img')].map((i) => i.hasAttribute('src'))).toEqual([true, true, true, false, false, false]);
    shadow.querySelector<HTMLButtonElement>('.medspa-pause')!.click();
    expect(shadow.querySelector('.medspa-pause')!.textContent).toBe('Play collage');
    await tick(30_000);
    expect(shown(root)).toEqual([2, 3, 4, 5, 6]);

    const nodes = [...root.querySelectorAll('img')];
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, ui(shadow), { onRecoverableError: (e) => recoverable.push(e) });
    });
    await settle();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect([...root.querySelectorAll('img')]).toEqual(nodes);
    expect(shown(root)).toEqual([2, 3, 4, 5, 6]);
    expect(effect(root)).toBe('dissolve');
    expect(root.querySelectorAll('img.is-leaving')).toHaveLength(5);
    expect(root.querySelector('.medspa-pause')!.textContent).toBe('Play collage');
    await tick(30_000);
    expect(shown(root)).toEqual([2, 3, 4, 5, 6]);
    await act(async () => root.querySelector<HTMLButtonElement>('.medspa-pause')!.click());
    await tick(7000);
    expect(shown(root)).toEqual([3, 4, 5, 6, 1]);
  });

  it('React takes over a running collage: the next step comes when the driver would have made it', async () => {
    const { shadow, root } = page();
    let now = 0;
    const clock = {
      now: () => now,
      setTimeout: (run: () => void, ms: number) => setTimeout(() => ((now += ms), run()), ms),
      clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    };
    startMotion(shadow, clock, undefined, () => 0);
    await tick(7000);
    now += 3000;
    await act(async () => {
      hydrateRoot(root, ui(shadow));
    });
    expect(shown(root)).toEqual([2, 3, 4, 5, 6]);
    expect(root.querySelector('.collage__grid')!.hasAttribute('data-medspa-motion-driven')).toBe(false);
    await tick(3999);
    expect(shown(root)).toEqual([2, 3, 4, 5, 6]);
    await tick(1);
    expect(shown(root)).toEqual([3, 4, 5, 6, 1]);
    expect(errors).not.toHaveBeenCalled();
  });
});
