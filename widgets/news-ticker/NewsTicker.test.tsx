import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, settle, withFakeBackend, routes } from '../test/render';
import { getToasts } from '../runtime/toast/toast';
import { mockReducedMotion } from '../runtime/motion/test-utils';
import { NewsTicker } from './NewsTicker';
import { TICKER_ITEMS } from '../tables/news';

const NEWS = 'GET /rest/v1/news';
const rows = [
  { id: '1', title: 'Now offering Exosomes', content: 'Ask about exosome therapy for hair.', created_at: '2026-03-02T00:00:00Z' },
  { id: '2', title: 'Spring IV special', content: '20% off hydration drips.', created_at: '2026-03-01T00:00:00Z' },
];
const activeTitle = (c: HTMLElement) => c.querySelector('.ticker__item.is-active .ticker__title')?.textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('NewsTicker', () => {
  it('asks for the latest few titles only: id, title and date, newest first, a bounded number (issue 27)', async () => {
    const { calls } = withFakeBackend(routes({ [NEWS]: { status: 200, body: rows } }));
    await renderWidget(<NewsTicker />);
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('select')).toBe('id,title,created_at');
    expect(calls[0]!.url.searchParams.get('order')).toBe('created_at.desc,id.desc');
    expect(calls[0]!.url.searchParams.get('limit')).toBe(String(TICKER_ITEMS));
  });

  it('shows skeletons while loading', async () => {
    withFakeBackend(routes({ [NEWS]: { status: 200, delay: Infinity } }));
    const { container } = await renderWidget(<NewsTicker />);
    expect(container.querySelectorAll('.medspa-skeleton').length).toBeGreaterThan(0);
    expect(container.querySelector('.ticker__item')).toBeNull();
  });

  it('on error shows "Unable to load news feed" and the destructive toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    withFakeBackend(routes({ [NEWS]: { status: 500, body: { code: 'XX000', message: 'boom' } } }));
    const { container } = await renderWidget(<NewsTicker />);
    await settle();
    expect(container.querySelector('.ticker__message')!.textContent).toBe('Unable to load news feed');
    expect(getToasts().map(({ title, description, variant }) => ({ title, description, variant }))).toEqual([
      { title: 'Error loading news', description: 'Please try again later', variant: 'destructive' },
    ]);
    expect(container.querySelector('.medspa-pause')).toBeNull();
  });

  it('shows "No announcements at this time" when there is no news', async () => {
    withFakeBackend(routes({ [NEWS]: { status: 200, body: [] } }));
    const { container } = await renderWidget(<NewsTicker />);
    await settle();
    expect(container.querySelector('.ticker__message')!.textContent).toBe('No announcements at this time');
    expect(getToasts()).toEqual([]);
  });

  it('one item alone does not rotate and has no pause control', async () => {
    withFakeBackend(routes({ [NEWS]: { status: 200, body: rows.slice(0, 1) } }));
    const { container } = await renderWidget(<NewsTicker />);
    await settle();
    expect(activeTitle(container)).toBe('Now offering Exosomes');
    expect(container.querySelector('.ticker__item')!.textContent).toBe('Now offering Exosomes'); // a title, not the text
    expect(container.querySelector('.medspa-pause')).toBeNull();
  });

  describe('rotation', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
    afterEach(() => vi.useRealTimers());

    async function shown() {
      withFakeBackend(routes({ [NEWS]: { status: 200, body: rows } }));
      const r = await renderWidget(<NewsTicker />);
      await settle();
      return r.container;
    }

    it('shows one item at a time, every 5000 ms, looping, quiet for screen readers', async () => {
      const c = await shown();
      expect(c.querySelectorAll('.ticker__item.is-active')).toHaveLength(1);
      expect(activeTitle(c)).toBe('Now offering Exosomes');
      expect(c.querySelector('.ticker__viewport')!.getAttribute('aria-live')).toBe('off');
      await tick(4999);
      expect(activeTitle(c)).toBe('Now offering Exosomes');
      await tick(1);
      expect(activeTitle(c)).toBe('Spring IV special');
      await tick(5000);
      expect(activeTitle(c)).toBe('Now offering Exosomes');
    });

    it('the pause control stops it and makes the region polite', async () => {
      const c = await shown();
      const btn = c.querySelector<HTMLButtonElement>('.medspa-pause')!;
      expect(btn.textContent).toBe('Pause news');
      await act(async () => btn.click());
      expect(btn.textContent).toBe('Play news');
      expect(c.querySelector('.ticker__viewport')!.getAttribute('aria-live')).toBe('polite');
      await tick(20000);
      expect(activeTitle(c)).toBe('Now offering Exosomes');
    });

    it('does not advance under prefers-reduced-motion', async () => {
      mockReducedMotion(true);
      const c = await shown();
      await tick(20000);
      expect(activeTitle(c)).toBe('Now offering Exosomes');
    });
  });

  it('each item links to its post, /blog/<id> (or the blog-url given)', async () => {
    withFakeBackend(routes({ 'GET /rest/v1/news': { status: 200, body: [{ id: 'a b', title: 'T', content: 'C' }] } }));
    const { container } = await renderWidget(<NewsTicker />);
    await settle();
    expect(container.querySelector('a.ticker__link')!.getAttribute('href')).toBe('/blog/a%20b');
    const other = await renderWidget(<NewsTicker blogUrl="https://clinic.example/blog/" />);
    await settle();
    expect(other.container.querySelector('a.ticker__link')!.getAttribute('href')).toBe('https://clinic.example/blog/a%20b');
  });
});
