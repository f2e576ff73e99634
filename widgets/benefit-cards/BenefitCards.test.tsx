import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { unstable_serialize } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../runtime/providers';
import { shuffleStaticImages } from '../runtime/media/static-fallback';
import { serverOrder } from './order';
import { renderWidget, settle, withFakeBackend, routes, listing, type FakeResponse, serverPage } from '../test/render';
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
  // a failure is retried twice before it counts (docs/architecture.md "One query layer")
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

  describe("server-rendered: the hero as drawn, the cards' photos in a new order per load (runtime/media/shuffle.ts)", () => {
    const items = ['c1.jpg', 'c2.jpg', 'c3.jpg', 'c4.jpg'].map((name) => ({ name, kind: 'image' as const, url: url(name) }));
    const ui = (container?: ShadowRoot) => (
      <Providers
        cache={new Map()}
        fallback={{ [unstable_serialize(['bucket', 'clinical_images', 'image'])]: { files: items.length, items } }}
      >
        <BenefitCards bucket="clinical_images" intro="PRP intro." cards={CARDS} label="PRP Therapy" container={container} />
      </Providers>
    );
    /** The server's markup in a shadow root, as the page has it. */
    const page = () => serverPage(ui());
    const seeded = serverOrder(items).map((i) => i.url);
    const alts = ['Natural Healing: prp therapy', 'Minimal Downtime: prp therapy', 'Long-lasting Results: prp therapy'];
    const cardAlts = (c: ParentNode) => [...c.querySelectorAll('.benefits__card img')].map((i) => i.getAttribute('alt'));

    it('the server draws the seeded order, its cards marked as slots of a group not yet shuffled', () => {
      const { root } = page();
      expect(heroSrc(root)).toBe(seeded[0]);
      expect(cardSrcs(root)).toEqual(seeded.slice(1));
      expect(root.querySelector('.benefits__cards')!.getAttribute('data-medspa-shuffle')).toBe('');
      expect(root.querySelectorAll('[data-medspa-slot] > .media-frame > img')).toHaveLength(3);
    });

    it('the loader moves the photos, each card keeps its text alternative; hydration adopts the nodes as they are', async () => {
      withFakeBackend(routes({ [LIST]: { status: 200, delay: Infinity } }));
      const { shadow, root } = page();
      const hero = root.querySelector('.benefits__hero img');
      // random() = 0: the loader's (inside-out) Fisher–Yates gives [2, 0, 1]
      shuffleStaticImages(shadow, () => 0);
      expect(root.querySelector('.benefits__cards')!.getAttribute('data-medspa-shuffle')).toBe('2 0 1');
      const moved = [seeded[3], seeded[1], seeded[2]];
      expect(cardSrcs(root)).toEqual(moved);
      expect(cardAlts(root)).toEqual(alts);
      const nodes = [...root.querySelectorAll('img')];
      const recoverable: unknown[] = [];
      await act(async () => {
        hydrateRoot(root, ui(shadow), { onRecoverableError: (e) => recoverable.push(e) });
      });
      await settle();
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      expect([...root.querySelectorAll('img')]).toEqual(nodes);
      expect(root.querySelector('.benefits__hero img')).toBe(hero);
      expect(heroSrc(root)).toBe(seeded[0]);
      expect(cardSrcs(root)).toEqual(moved);
      expect(cardAlts(root)).toEqual(alts);
      expect(root.querySelector('.benefits__cards')!.getAttribute('data-medspa-shuffle')).toBe('2 0 1');
    });

    it('not shuffled (no loader): hydration keeps the seeded order', async () => {
      withFakeBackend(routes({ [LIST]: { status: 200, delay: Infinity } }));
      const { shadow, root } = page();
      await act(async () => {
        hydrateRoot(root, ui(shadow));
      });
      expect(errors).not.toHaveBeenCalled();
      expect(cardSrcs(root)).toEqual(seeded.slice(1));
    });
  });
});
