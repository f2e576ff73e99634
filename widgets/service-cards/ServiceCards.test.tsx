import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, settle, withFakeBackend, routes, listing } from '../test/render';
import { getToasts } from '../runtime/toast/toast';
import { mockReducedMotion } from '../runtime/motion/test-utils';
import { ServiceCards } from './ServiceCards';
import { originalSrc } from '../test/images';

const list = (bucket: string) => `POST /storage/v1/object/list/${bucket}`;
const ok = (names: string[]) => ({ status: 200, body: listing(names) });
const fail = { status: 500, body: { statusCode: '500', error: 'boom', message: 'boom' } };
const src = (bucket: string, name: string) => `http://backend.test/storage/v1/object/public/${bucket}/${name}`;
const cards = (c: HTMLElement) => [...c.querySelectorAll<HTMLLIElement>('li.svc')];
const links = (c: HTMLElement) => [...c.querySelectorAll<HTMLAnchorElement>('a')];
const activeSrc = (card: Element) => originalSrc(card.querySelector('.svc__slide.is-active'));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

async function show(table: Parameters<typeof routes>[0]) {
  withFakeBackend(routes(table));
  const r = await renderWidget(<ServiceCards />);
  await settle();
  return r.container;
}

describe('ServiceCards', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  const three = {
    [list('injectables_images')]: ok(['f1.jpg', 'f2.jpg', 'f3.jpg']),
    [list('hair_images')]: ok(['h1.jpg', 'h2.png']),
    [list('ivtherapy_images')]: ok(['iv1.webp']),
  };

  it('renders the three cards, each with exactly one link, named by the title, to its path', async () => {
    const c = await show(three);
    expect(links(c).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Facial Aesthetics', '/services/facial-aesthetics'],
      ['Hair Restoration', '/services/hair-restoration'],
      ['IV Therapy & Body Treatments', '/services/iv-therapy'],
    ]);
    for (const card of cards(c)) {
      expect(card.querySelectorAll('a')).toHaveLength(1);
      expect(card.querySelectorAll('button, input, select, textarea')).toHaveLength(0);
      expect(card.querySelector('h3 > a.svc__link')).not.toBeNull();
      expect(card.querySelectorAll('.svc__list li').length).toBeGreaterThanOrEqual(5);
    }
    expect(cards(c)[0]!.querySelector('.svc__list')!.textContent).toContain('Botox & neurotoxins');
    expect(cards(c)[1]!.querySelector('.svc__list')!.textContent).toContain('PRP therapy');
    expect(cards(c)[2]!.querySelector('.svc__list')!.textContent).toContain('Cryolipolysis');
  });

  it('shows the first two images as thumbnails', async () => {
    const c = await show(three);
    const thumbs = [...cards(c)[0]!.querySelectorAll('.svc__thumb')].map((i) => originalSrc(i));
    expect(thumbs).toEqual([src('injectables_images', 'f1.jpg'), src('injectables_images', 'f2.jpg')]);
    expect(cards(c)[2]!.querySelectorAll('.svc__thumb')).toHaveLength(1);
  });

  it('cycles each preview every 3000 ms, only with two or more images', async () => {
    const c = await show(three);
    const [face, hair, iv] = cards(c);
    await tick(2999);
    expect(activeSrc(face!)).toBe(src('injectables_images', 'f1.jpg'));
    await tick(1);
    expect(activeSrc(face!)).toBe(src('injectables_images', 'f2.jpg'));
    expect(activeSrc(hair!)).toBe(src('hair_images', 'h2.png'));
    expect(activeSrc(iv!)).toBe(src('ivtherapy_images', 'iv1.webp'));
    await tick(6000);
    expect(activeSrc(face!)).toBe(src('injectables_images', 'f1.jpg'));
    expect(activeSrc(hair!)).toBe(src('hair_images', 'h2.png'));
  });

  it('one pause control, outside the cards, stops every preview', async () => {
    const c = await show(three);
    const btns = c.querySelectorAll<HTMLButtonElement>('.medspa-pause');
    expect(btns).toHaveLength(1);
    expect(btns[0]!.closest('li.svc')).toBeNull();
    expect(btns[0]!.textContent).toBe('Pause service previews');
    await act(async () => btns[0]!.click());
    expect(btns[0]!.textContent).toBe('Play service previews');
    await tick(9000);
    expect(activeSrc(cards(c)[0]!)).toBe(src('injectables_images', 'f1.jpg'));
  });

  it('does not cycle under prefers-reduced-motion', async () => {
    mockReducedMotion(true);
    const c = await show(three);
    await tick(9000);
    expect(activeSrc(cards(c)[0]!)).toBe(src('injectables_images', 'f1.jpg'));
  });

  it('a listing failure is logged and leaves a blank placeholder, no message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = await show({ ...three, [list('hair_images')]: fail });
    const hair = cards(c)[1]!;
    expect(log).toHaveBeenCalled();
    expect(hair.querySelector('.svc__preview')!.hasAttribute('data-empty')).toBe(true);
    expect(hair.querySelectorAll('img')).toHaveLength(0);
    expect(hair.textContent).not.toMatch(/error|fail|unable/i);
    expect(getToasts()).toEqual([]);
    expect(hair.querySelector('.svc__title')!.textContent).toBe('Hair Restoration');
  });

  it('no pause control when nothing moves', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = await show({ [list('injectables_images')]: ok(['a.jpg']), [list('hair_images')]: fail, [list('ivtherapy_images')]: ok([]) });
    expect(c.querySelector('.medspa-pause')).toBeNull();
  });
});
