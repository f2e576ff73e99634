import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, settle, withFakeBackend, routes, listing, type FakeResponse } from '../test/render';
import { BenefitCards, parseCards } from './BenefitCards';
import { shuffled } from './use-benefit-images';
import { originalSrc } from '../test/images';

const LIST = 'POST /storage/v1/object/list/clinical_images';
const url = (name: string) => `http://backend.test/storage/v1/object/public/clinical_images/${name}`;
const CARDS = [
  { title: 'Natural Healing', text: 'One.' },
  { title: 'Minimal Downtime', text: 'Two.' },
  { title: 'Long-lasting Results', text: 'Three.' },
];
const FILES = ['c1.jpg', 'c2.jpg', 'c3.jpg', 'c4.jpg', 'c5.jpg', 'cases', 'notes.pdf'];

async function show(res: FakeResponse) {
  withFakeBackend(routes({ [LIST]: res }));
  const r = await renderWidget(<BenefitCards bucket="clinical_images" intro="PRP intro." cards={CARDS} label="PRP Therapy" />);
  // a failure is retried twice before it counts (docs/architecture.md "One data layer")
  for (let i = 0; i < 4; i++) await settle();
  return r.container;
}
const heroSrc = (c: HTMLElement) => originalSrc(c.querySelector('.benefits__hero img'));
const cardSrcs = (c: HTMLElement) => [...c.querySelectorAll('.benefits__card')].map((li) => originalSrc(li.querySelector('img')));
const titles = (c: HTMLElement) => [...c.querySelectorAll('.benefits__title')].map((h) => h.textContent);

describe('BenefitCards (PRP: docs/product.md §2.6, §7.8, §8)', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('loading: only a skeleton (the same boxes, text as bars, no images), announced as loading', async () => {
    const c = await show({ status: 200, delay: Infinity });
    expect(c.querySelector('.benefits')!.getAttribute('aria-busy')).toBe('true');
    expect(c.querySelector('[role="status"]')!.textContent).toBe('Loading');
    expect(c.querySelector('.benefits__hero.medspa-skeleton')).toBeTruthy();
    expect(c.querySelectorAll('.benefits__photo.medspa-skeleton')).toHaveLength(3);
    expect(c.querySelectorAll('.is-skeleton')).toHaveLength(7);
    expect(c.querySelectorAll('img')).toHaveLength(0);
  });

  it('then the intro, the hero and the three benefit cards, images shuffled: first the hero, next three the cards', async () => {
    // Math.random() = 0 makes Fisher–Yates rotate: [c1..c5] -> [c2, c3, c4, c5, c1]
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const c = await show({ status: 200, body: listing(FILES) });
    expect(c.querySelector('.is-skeleton')).toBeNull();
    expect(c.querySelector('.benefits__intro')!.textContent).toBe('PRP intro.');
    expect(titles(c)).toEqual(['Natural Healing', 'Minimal Downtime', 'Long-lasting Results']);
    expect(heroSrc(c)).toBe(url('c2.jpg'));
    expect(cardSrcs(c)).toEqual([url('c3.jpg'), url('c4.jpg'), url('c5.jpg')]);
    expect(c.querySelectorAll('img')).toHaveLength(4);
  });

  it('a new order on each load', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const c = await show({ status: 200, body: listing(FILES) });
    expect(heroSrc(c)).toBe(url('c1.jpg'));
    expect(random).toHaveBeenCalled();
  });

  it('an empty bucket shows nothing (SPEC §8 "PRP with empty bucket shows nothing")', async () => {
    const c = await show({ status: 200, body: [] });
    expect(c.innerHTML).toBe('');
  });

  it('a bucket without image files is empty too: nothing', async () => {
    const c = await show({ status: 200, body: listing(['notes.pdf', 'cases']) });
    expect(c.innerHTML).toBe('');
  });

  it('a listing failure is logged only: the text without images, no toast', async () => {
    const c = await show({ status: 500, body: { statusCode: '500', error: 'boom', message: 'boom' } });
    expect(c.querySelectorAll('img, .medspa-skeleton')).toHaveLength(0);
    expect(titles(c)).toHaveLength(3);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[medspa\] Listing clinical_images failed/));
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('shuffled() keeps every item once; parseCards() keeps only well-formed cards', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect([...shuffled(items)].sort()).toEqual(items);
    expect(parseCards([{ title: 'A', text: 'a' }, { title: 1 }, null, 'x'])).toEqual([{ title: 'A', text: 'a' }]);
    expect(parseCards('nope')).toEqual([]);
  });
});
