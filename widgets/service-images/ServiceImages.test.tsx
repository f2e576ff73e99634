import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderWidget, settle, withFakeBackend, routes, listing, type FakeResponse } from '../test/render';
import { ServiceImages } from './ServiceImages';
import { originalSrc } from '../test/images';

const LIST = 'POST /storage/v1/object/list/body_images';
const url = (name: string) => `http://backend.test/storage/v1/object/public/body_images/${name}`;
const imgs = (c: HTMLElement) => [...c.querySelectorAll('img')];

async function show(res: FakeResponse, count = 3) {
  withFakeBackend(routes({ [LIST]: res }));
  const r = await renderWidget(<ServiceImages bucket="body_images" count={count} label="Body Treatments" />);
  // a failure is retried twice before it counts (docs/architecture.md "One query layer")
  for (let i = 0; i < 4; i++) await settle();
  return r.container;
}

describe('ServiceImages (docs/product.md §2.6, §7.8, §8)', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("while the listing loads: the page's static images (the slot), else `count` pulsing placeholders", async () => {
    const c = await show({ status: 200, delay: Infinity });
    expect(c.querySelector('slot')).toBeTruthy();
    expect(c.querySelectorAll('slot .media-frame--loading')).toHaveLength(3);
    expect(c.querySelector('slot [role="status"]')!.getAttribute('aria-label')).toBe('Loading Body Treatments images');
    expect(imgs(c)).toHaveLength(0);
  });

  it('shows the first `count` image files in listing order (body: at most 3), each pulsing until it loads', async () => {
    const c = await show({ status: 200, body: listing(['a.jpg', 'notes.txt', 'b.PNG', 'c.webp', 'd.jpg', 'e.gif']) });
    expect(imgs(c).map((i) => originalSrc(i))).toEqual([url('a.jpg'), url('b.PNG'), url('c.webp')]);
    expect(imgs(c).map((i) => i.alt)).toEqual([
      'Body Treatments, photo 1 of 3',
      'Body Treatments, photo 2 of 3',
      'Body Treatments, photo 3 of 3',
    ]);
    const frames = [...c.querySelectorAll('.media-frame')];
    expect(frames.every((f) => f.getAttribute('data-state') === 'loading')).toBe(true);
    await act(async () => imgs(c)[0]!.dispatchEvent(new Event('load')));
    // Each is a storage variant; when the variant fails the original address is used (docs/product.md §4, §8) …
    expect(imgs(c)[1]!.getAttribute('srcset')).toContain('/storage/v1/render/image/public/');
    await act(async () => imgs(c)[1]!.dispatchEvent(new Event('error')));
    expect(imgs(c)[1]!.getAttribute('src')).toBe(url('b.PNG'));
    expect(imgs(c)[1]!.hasAttribute('srcset')).toBe(false);
    expect(frames.map((f) => f.getAttribute('data-state'))).toEqual(['loaded', 'loading', 'loading']);
    // … and when that fails too, loading ends all the same
    await act(async () => imgs(c)[1]!.dispatchEvent(new Event('error')));
    expect(frames.map((f) => f.getAttribute('data-state'))).toEqual(['loaded', 'failed', 'loading']);
    // the frame's surface shows, no broken-image icon; the text alternative stays for assistive technology
    expect(imgs(c)[1]!.style.opacity).toBe('0');
    expect(imgs(c)[1]!.alt).not.toBe('');
  });

  it('one image (face_images: the first file) has its own text alternative', async () => {
    const c = await show({ status: 200, body: listing(['a.jpg', 'b.jpg']) }, 1);
    expect(imgs(c).map((i) => i.alt)).toEqual(['Body Treatments at our clinic']);
  });

  it('a listing failure is logged only (no toast, no message): the page shows without images', async () => {
    const c = await show({ status: 500, body: { statusCode: '500', error: 'boom', message: 'secret detail' } });
    expect(c.textContent).toBe('');
    expect(c.querySelector('slot')).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[medspa\] Listing body_images failed \(BucketListError/));
    expect(String(errors.mock.calls)).not.toContain('secret detail');
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('an empty bucket shows nothing', async () => {
    const c = await show({ status: 200, body: [] });
    expect(c.innerHTML).toBe('');
  });
});
