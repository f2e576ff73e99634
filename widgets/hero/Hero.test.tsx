import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, settle, until, withFakeBackend, routes, listing } from '../test/render';
import { setConfig } from '../runtime/config';
import { getToasts } from '../runtime/toast/toast';
import { mockReducedMotion } from '../runtime/motion/test-utils';
import { SWRConfig, unstable_serialize } from 'swr';
import { Hero } from './Hero';
import { HERO_BUCKET, heroSlidesQuery } from './use-hero-slides';
import { originalSrc } from '../test/images';

const LIST = 'POST /storage/v1/object/list/hero_images';
const files = ['a-first.jpg', 'b-second.webp', 'c-third.PNG', 'notes.txt'];
const url = (name: string) => `http://backend.test/storage/v1/object/public/hero_images/${name}`;

const active = (c: HTMLElement) => originalSrc(c.querySelector<HTMLImageElement>('.hero__slide.is-active'));
const dots = (c: HTMLElement) => [...c.querySelectorAll<HTMLButtonElement>('[part="dot"]')];
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Hero', () => {
  it('shows "Loading..." while the list loads, over the poster image', async () => {
    setConfig({ supabaseUrl: 'http://backend.test' });
    withFakeBackend(routes({ [LIST]: { status: 200, delay: Infinity } }));
    const { container } = await renderWidget(<Hero poster="/storage/v1/object/public/hero_images/a-first.jpg" />);
    expect(container.querySelector('[role="status"]')!.textContent).toBe('Loading...');
    expect(active(container)).toBe('http://backend.test/storage/v1/object/public/hero_images/a-first.jpg');
    expect(container.querySelector('h1')!.textContent).toContain('Gateway Med Spa');
  });

  it('without a poster attribute, shows the light-DOM fallback image (same URL, already painted) while loading', async () => {
    withFakeBackend(routes({ [LIST]: { status: 200, delay: Infinity } }));
    const host = document.createElement('medspa-hero-test');
    host.innerHTML = '<img src="http://127.0.0.1:4173/storage/v1/object/public/hero_images/a-first.jpg" width="1920" height="1080" alt="">';
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const { container } = await renderWidget(<Hero container={shadow} />);
    expect(active(container)).toBe('http://127.0.0.1:4173/storage/v1/object/public/hero_images/a-first.jpg');
    expect(container.querySelector('.hero__slide')!.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows "Loading hero images..." when the bucket has no images', async () => {
    withFakeBackend(routes({ [LIST]: { status: 200, body: listing(['readme.txt']) } }));
    const { container } = await renderWidget(<Hero />);
    await settle();
    expect(container.querySelector('[role="status"]')!.textContent).toBe('Loading hero images...');
    expect(container.querySelector('.hero__slide')).toBeNull();
    expect(dots(container)).toHaveLength(0);
  });

  it('retries a failed listing twice, then logs it once; the poster, headline and both buttons stay, no status text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = withFakeBackend(routes({ [LIST]: { status: 500, body: { statusCode: '500', error: 'boom', message: 'boom' } } }));
    const poster = 'http://backend.test/storage/v1/object/public/hero_images/a-first.jpg';
    const { container } = await renderWidget(<Hero poster={poster} />);
    await until(() => expect(log).toHaveBeenCalled()); // the third failure is the one that counts
    expect(calls).toHaveLength(3);
    expect(log.mock.calls).toEqual([['[medspa] Listing hero_images failed (BucketListError, from StorageApiError, status 500)']]);
    expect(getToasts()).toEqual([]);
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(active(container)).toBe(poster);
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Explore Our Services', 'Join Newsletter']);
  });

  it("a failed live listing keeps the server's first slide (the node already painted), no dots, no status text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    withFakeBackend(routes({ [LIST]: { status: 500, body: { statusCode: '500', error: 'boom', message: 'boom' }, delay: 5 } }));
    // The build's listing, as a server-rendered hero hydrates with it (runtime/render-element.tsx: the SWR fallback by key).
    const built = files.slice(0, 3).map((name) => ({ name, kind: 'image', url: url(name) }));
    const { container } = await renderWidget(
      <SWRConfig value={{ fallback: { [unstable_serialize(heroSlidesQuery.spec.key(HERO_BUCKET))]: { files: 3, items: built } } }}>
        <Hero />
      </SWRConfig>,
    );
    expect(container.querySelectorAll('.hero__slide')).toHaveLength(3);
    expect(dots(container)).toHaveLength(3);
    const first = container.querySelector('.hero__slide.is-active');
    // until the live listing's failure has come back (not a fixed wait: a busy machine takes longer)
    await vi.waitFor(() => expect(container.querySelectorAll('.hero__slide')).toHaveLength(1), { timeout: 10_000 });
    expect(container.querySelector('.hero__slide.is-active')).toBe(first);
    expect(active(container)).toBe(url('a-first.jpg'));
    expect(dots(container)).toHaveLength(0);
    expect(container.querySelector('.medspa-pause')).toBeNull();
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.textContent).not.toContain('Loading');
  });

  it("a failed listing with neither the build's slides nor a poster: the dark hero with its headline and buttons, no status text", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = withFakeBackend(routes({ [LIST]: { status: 500, body: { statusCode: '500', error: 'boom', message: 'boom' } } }));
    const { container } = await renderWidget(<Hero />);
    await until(() => expect(log).toHaveBeenCalled()); // the listing has failed for good, not still loading
    expect(calls).toHaveLength(3);
    expect(container.querySelector('.hero__slide')).toBeNull();
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Explore Our Services', 'Join Newsletter']);
  });

  it('renders the headline, tagline and both links', async () => {
    withFakeBackend(routes({ [LIST]: { status: 200, body: listing(files) } }));
    const { container } = await renderWidget(<Hero />);
    await settle();
    expect(container.querySelector('.hero__tagline')!.textContent).toBe('Hair Restoration • Facial Aesthetics • IV Bar');
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Explore Our Services', '#services'],
      ['Join Newsletter', '/newsletter'],
    ]);
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  describe('slideshow', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
    afterEach(() => vi.useRealTimers());

    async function shown() {
      withFakeBackend(routes({ [LIST]: { status: 200, body: listing(files) } }));
      const r = await renderWidget(<Hero />);
      await settle();
      return r.container;
    }

    it('uses the image files only, at 1920×1080, first one high priority', async () => {
      const c = await shown();
      const imgs = [...c.querySelectorAll<HTMLImageElement>('.hero__slide')];
      expect(imgs).toHaveLength(3);
      expect(imgs[0]!.getAttribute('width')).toBe('1920');
      expect(imgs[0]!.getAttribute('height')).toBe('1080');
      expect(imgs[0]!.getAttribute('fetchpriority')).toBe('high');
      expect(active(c)).toBe(url('a-first.jpg'));
    });

    it('advances every 5000 ms and wraps', async () => {
      const c = await shown();
      await tick(4999);
      expect(active(c)).toBe(url('a-first.jpg'));
      await tick(1);
      expect(active(c)).toBe(url('b-second.webp'));
      await tick(5000);
      expect(active(c)).toBe(url('c-third.PNG'));
      await tick(5000);
      expect(active(c)).toBe(url('a-first.jpg'));
    });

    it('a dot shows its slide; the selected dot is kept apart from the automatic position', async () => {
      const c = await shown();
      expect(dots(c).map((d) => d.getAttribute('aria-label'))).toEqual(['Go to slide 1', 'Go to slide 2', 'Go to slide 3']);
      expect(dots(c)[0]!.getAttribute('aria-current')).toBe('true');
      await act(async () => dots(c)[1]!.click());
      expect(active(c)).toBe(url('b-second.webp'));
      expect(dots(c).map((d) => d.getAttribute('aria-current'))).toEqual([null, 'true', null]);
      // the automatic position moves on; the selection stays where the visitor put it
      await tick(5000);
      expect(active(c)).toBe(url('c-third.PNG'));
      expect(dots(c)[1]!.getAttribute('aria-current')).toBe('true');
      expect(dots(c)[2]!.className).toContain('is-showing');
      expect(dots(c)[2]!.className).not.toContain('is-selected');
    });

    it('the pause control stops the advance', async () => {
      const c = await shown();
      const btn = c.querySelector<HTMLButtonElement>('.medspa-pause')!;
      expect(btn.textContent).toBe('Pause slideshow');
      await act(async () => btn.click());
      expect(btn.textContent).toBe('Play slideshow');
      await tick(20000);
      expect(active(c)).toBe(url('a-first.jpg'));
    });

    it('does not advance under prefers-reduced-motion', async () => {
      mockReducedMotion(true);
      const c = await shown();
      expect(c.querySelector('.medspa-pause')!.textContent).toBe('Play slideshow');
      await tick(20000);
      expect(active(c)).toBe(url('a-first.jpg'));
    });
  });

  it('links to /#services away from the home page', async () => {
    history.pushState({}, '', '/about');
    withFakeBackend(routes({ [LIST]: { status: 200, body: listing([]) } }));
    const { container } = await renderWidget(<Hero />);
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/#services');
    history.pushState({}, '', '/');
  });
});
