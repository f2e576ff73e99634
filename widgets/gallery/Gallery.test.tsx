import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { unstable_serialize } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, settle as settleReal, withFakeBackend, routes, listing, type FakeResponse, serverPage } from '../test/render';
import { Providers } from '../runtime/providers';
import { startMotion } from '../runtime/motion/dom';
import { galleryKey } from '../tables/media';
import { mockReducedMotion } from '../runtime/motion/test-utils';
import { Gallery, TRANSITIONS } from './Gallery';
import { originalSrc } from '../test/images';

const LIST = 'POST /storage/v1/object/list/gallery_images';
const url = (name: string) => `http://backend.test/storage/v1/object/public/gallery_images/${name}`;
const media = ['a.jpg', 'b-tour.mp4', 'c.webm', 'd.PNG', 'notes.txt'];
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const active = (c: HTMLElement) => originalSrc(c.querySelector('.gallery__slide.is-active .gallery__media'));
const message = (c: HTMLElement) => c.querySelector('.gallery__message')?.textContent;
/** Promises and React updates settle; under fake timers (useAutoplay's timeout is faked) the clock does not move. */
const settle = () => (vi.isFakeTimers() ? act(() => vi.advanceTimersByTimeAsync(0)) : settleReal());

async function show(res: FakeResponse) {
  withFakeBackend(routes({ [LIST]: res }));
  const r = await renderWidget(<Gallery />);
  await settle();
  return r.container;
}

describe('Gallery states', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('loading: a 600 px placeholder with a status', async () => {
    const c = await show({ status: 200, delay: Infinity });
    expect(c.querySelector('.gallery--loading[role="status"]')!.textContent).toBe('Loading gallery');
  });

  it('listing error -> "Failed to load gallery media"', async () => {
    const c = await show({ status: 500, body: { statusCode: '500', error: 'boom', message: 'boom' } });
    expect(message(c)).toBe('Failed to load gallery media');
  });

  it('empty bucket -> "No media available in the gallery"', async () => {
    const c = await show({ status: 200, body: [] });
    expect(message(c)).toBe('No media available in the gallery');
  });

  it('files but no image or video -> "No media found in gallery"', async () => {
    const c = await show({ status: 200, body: listing(['readme.txt', 'brochure.pdf', 'noext']) });
    expect(message(c)).toBe('No media found in gallery');
  });

  it('anything else thrown (an unreadable answer) -> "An unexpected error occurred."', async () => {
    const c = await show({ status: 200, body: { unexpected: true } });
    expect(message(c)).toBe('An unexpected error occurred.');
  });
});

describe('Gallery slideshow', () => {
  let play: ReturnType<typeof vi.spyOn>;
  let pause: ReturnType<typeof vi.spyOn>;
  const playing = new Set<HTMLMediaElement>();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    playing.clear();
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      playing.add(this);
      return Promise.resolve();
    });
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      playing.delete(this);
    });
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
      return !playing.has(this);
    });
  });
  afterEach(() => vi.useRealTimers());

  const ready = () => show({ status: 200, body: listing(media) });
  const playingSrcs = () => [...playing].map((v) => v.getAttribute('src'));

  it('keeps images and videos by extension, as muted looping inline videos', async () => {
    const c = await ready();
    // Only the slide on screen has an address (the others' held back under data-later-, for the plain-DOM driver); a
    // video loads nothing before its turn (issue 16).
    expect([...c.querySelectorAll('.gallery__media')].map((m) => [m.localName, m.hasAttribute('src') && originalSrc(m)])).toEqual([
      ['img', url('a.jpg')],
      ['video', false],
      ['video', false],
      ['img', false],
    ]);
    expect(c.querySelectorAll('video')[0]!.getAttribute('data-later-src')).toBe(url('b-tour.mp4'));
    for (const v of c.querySelectorAll('video')) {
      expect(v.muted).toBe(true);
      expect(v.loop).toBe(true);
      expect(v.hasAttribute('playsinline')).toBe(true);
    }
  });

  it("a video's poster is the image of its name (not a slide of its own); the video loads nothing before its turn", async () => {
    const c = await show({ status: 200, body: listing(['a.jpg', 'b-tour.jpg', 'b-tour.mp4']) });
    expect(c.querySelectorAll('.gallery__slide')).toHaveLength(2);
    const video = c.querySelector('video')!;
    expect(video.getAttribute('src')).toBeNull();
    expect(video.getAttribute('preload')).toBe('none');
    // The poster is a lazy image under the video (a `poster` attribute is fetched at once, wherever the gallery is),
    // with the photos' variants; the next slide's has its address once the page has loaded.
    expect(video.hasAttribute('poster')).toBe(false);
    const poster = c.querySelector<HTMLImageElement>('.gallery__poster')!;
    expect(poster.compareDocumentPosition(video) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(poster.getAttribute('alt')).toBe('');
    expect(poster.getAttribute('loading')).toBe('lazy');
    expect(poster.getAttribute('src')).toMatch(/\/storage\/v1\/render\/image\/public\/gallery_images\/b-tour\.jpg\?width=\d+&height=\d+/);
    expect(poster.getAttribute('srcset')).toMatch(/b-tour\.jpg\?width=\d+&height=\d+.* \d+w, /);
    await tick(7000);
    expect(video.getAttribute('src')).toBe(url('b-tour.mp4'));
    await tick(7000);
    // back on the photo: the video keeps what it loaded
    expect(active(c)).toBe(url('a.jpg'));
    expect(video.getAttribute('src')).toBe(url('b-tour.mp4'));
  });

  it('advances every 7000 ms with a random transition, wrapping', async () => {
    const c = await ready();
    expect(active(c)).toBe(url('a.jpg'));
    await tick(6999);
    expect(active(c)).toBe(url('a.jpg'));
    await tick(1);
    expect(active(c)).toBe(url('b-tour.mp4'));
    const effect = c.querySelector('.gallery__slide.is-active')!.getAttribute('data-effect');
    expect(TRANSITIONS).toContain(effect);
    expect(c.querySelector('.gallery__slide.is-leaving')!.getAttribute('data-effect')).toBe(effect);
    await tick(21000);
    expect(active(c)).toBe(url('a.jpg'));
  });

  it('uses each of the three transitions (random per advance)', async () => {
    const seq = [0.1, 0.5, 0.9];
    vi.spyOn(Math, 'random').mockImplementation(() => seq.shift() ?? 0.1);
    const c = await ready();
    const seen: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      await tick(7000);
      seen.push(c.querySelector('.gallery__slide.is-active')!.getAttribute('data-effect'));
    }
    expect(seen).toEqual(['fade', 'dissolve', 'slide']);
  });

  it('dots jump to a slide', async () => {
    const c = await ready();
    const dots = [...c.querySelectorAll<HTMLButtonElement>('[part="dot"]')];
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Go to slide 1', 'Go to slide 2', 'Go to slide 3', 'Go to slide 4']);
    await act(async () => dots[3]!.click());
    expect(active(c)).toBe(url('d.PNG'));
    expect(dots[3]!.getAttribute('aria-current')).toBe('true');
    await tick(7000);
    expect(active(c)).toBe(url('a.jpg'));
  });

  it('only the active video plays', async () => {
    const c = await ready();
    expect(playingSrcs()).toEqual([]);
    await tick(7000);
    expect(playingSrcs()).toEqual([url('b-tour.mp4')]);
    await tick(7000);
    expect(playingSrcs()).toEqual([url('c.webm')]);
    await tick(7000);
    expect(playingSrcs()).toEqual([]);
    expect(play).toHaveBeenCalled();
    expect(pause).toHaveBeenCalled();
    void c;
  });

  it('the pause control stops the advance and the active video', async () => {
    const c = await ready();
    await tick(7000);
    expect(playingSrcs()).toEqual([url('b-tour.mp4')]);
    const btn = c.querySelector<HTMLButtonElement>('.medspa-pause')!;
    expect(btn.textContent).toBe('Pause gallery');
    await act(async () => btn.click());
    expect(btn.textContent).toBe('Play gallery');
    expect(playingSrcs()).toEqual([]);
    await tick(30000);
    expect(active(c)).toBe(url('b-tour.mp4'));
    await act(async () => btn.click());
    expect(playingSrcs()).toEqual([url('b-tour.mp4')]);
  });

  it('under reduced motion: no advance and no autoplaying video', async () => {
    mockReducedMotion(true);
    const c = await show({ status: 200, body: listing(['b-tour.mp4', 'a.jpg']) });
    expect(active(c)).toBe(url('b-tour.mp4'));
    expect(playingSrcs()).toEqual([]);
    await tick(30000);
    expect(active(c)).toBe(url('b-tour.mp4'));
    expect(playingSrcs()).toEqual([]);
  });
});

describe('server-rendered: moves before React, React takes over where it is (issue 39)', () => {
  const names = ['a.jpg', 'b-tour.jpg', 'b-tour.mp4', 'c.jpg'];
  const built = {
    files: names.length,
    items: names.map((name) => ({ name, kind: name.endsWith('.mp4') ? 'video' : 'image', url: url(name) })),
  };
  const ui = (container?: ShadowRoot) => (
    <Providers cache={new Map()} fallback={{ [unstable_serialize(galleryKey())]: built }}>
      <Gallery container={container} />
    </Providers>
  );
  /** The server's markup in a shadow root, as the page has it. */
  const page = () => serverPage(ui());
  const playing = new Set<HTMLMediaElement>();
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    withFakeBackend(routes({ [LIST]: { status: 200, delay: Infinity } }));
    playing.clear();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      playing.add(this);
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      playing.delete(this);
    });
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
      return !playing.has(this);
    });
  });
  afterEach(() => vi.useRealTimers());
  const manual = () => {
    let now = 0;
    return {
      now: () => now,
      setTimeout: (run: () => void, ms: number) => setTimeout(() => ((now += ms), run()), ms),
      clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    };
  };

  it('the markup moves by itself: a transition per step, the dot follows, the video gets its address and plays on its turn', async () => {
    const { shadow, root } = page();
    const box = root.querySelector('.gallery')!;
    expect(box.getAttribute('data-medspa-motion')).toBe('7000');
    expect(box.getAttribute('data-medspa-effects')).toBe('fade dissolve slide');
    expect(root.querySelector('video')!.hasAttribute('src')).toBe(false);
    startMotion(shadow, manual(), undefined, () => 0.9);
    await tick(7000);
    expect(active(root)).toBe(url('b-tour.mp4'));
    expect(root.querySelector('.gallery__slide.is-active')!.getAttribute('data-effect')).toBe('slide');
    expect(root.querySelector('.gallery__slide.is-leaving')!.getAttribute('data-effect')).toBe('slide');
    expect(root.querySelector('[part="dot"][aria-current="true"]')!.getAttribute('aria-label')).toBe('Go to slide 2');
    expect([...playing].map((v) => v.getAttribute('src'))).toEqual([url('b-tour.mp4')]);
  });

  it('pressed pause before React: the video stops; hydration draws the same slide, transition and choice, with no mismatch', async () => {
    const { shadow, root } = page();
    startMotion(shadow, manual(), undefined, () => 0);
    await tick(7000);
    shadow.querySelector<HTMLButtonElement>('.medspa-pause')!.click();
    expect(playing.size).toBe(0);
    await tick(30_000);
    const nodes = [...root.querySelectorAll('img, video')];
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, ui(shadow), { onRecoverableError: (e) => recoverable.push(e) });
    });
    await settle();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect([...root.querySelectorAll('img, video')]).toEqual(nodes);
    expect(active(root)).toBe(url('b-tour.mp4'));
    expect(root.querySelector('.gallery__slide.is-active')!.getAttribute('data-effect')).toBe('fade');
    expect(root.querySelector('.medspa-pause')!.textContent).toBe('Play gallery');
    expect(playing.size).toBe(0);
    await act(async () => root.querySelector<HTMLButtonElement>('.medspa-pause')!.click());
    expect([...playing].map((v) => v.getAttribute('src'))).toEqual([url('b-tour.mp4')]);
    await tick(7000);
    expect(active(root)).toBe(url('c.jpg'));
    expect(playing.size).toBe(0);
  });
});
