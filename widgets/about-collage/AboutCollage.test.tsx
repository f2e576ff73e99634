import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, settle, withFakeBackend, routes, listing, type FakeResponse } from '../test/render';
import { mockReducedMotion } from '../runtime/motion/test-utils';
import { AboutCollage, COLLAGE_TRANSITIONS } from './AboutCollage';
import { originalSrc } from '../test/images';

const LIST = 'POST /storage/v1/object/list/aboutus_images';
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The image index each tile shows (1-based file number). */
const shown = (c: HTMLElement) =>
  [...c.querySelectorAll('.collage__tile')].map((t) =>
    Number(/about-(\d)\.jpg$/.exec(originalSrc([...t.querySelectorAll('img:not(.is-leaving)')].at(-1))!)![1]),
  );
const files = (n: number) => Array.from({ length: n }, (_, i) => `about-${i + 1}.jpg`);

async function show(res: FakeResponse) {
  withFakeBackend(routes({ [LIST]: res }));
  const r = await renderWidget(<AboutCollage />);
  // a failure is retried twice before it counts (docs/architecture.md "One data layer")
  for (let i = 0; i < 4; i++) await settle();
  return r.container;
}

describe('AboutCollage (docs/product.md §2.7, §4, §8, §9)', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
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
    expect(COLLAGE_TRANSITIONS).toContain(c.querySelector('.collage__grid')!.getAttribute('data-effect'));
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
      seen.push(c.querySelector('.collage__grid')!.getAttribute('data-effect'));
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
