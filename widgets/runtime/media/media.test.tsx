import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { BucketListError, listBucket, mediaKind } from './list-bucket';
import { MediaImage } from './MediaImage';
import { isOwnUpload, optimizeImage } from './optimize';
import { listing, renderWidget, routes, settle, withFakeBackend } from '../../test/render';

describe('mediaKind', () => {
  it.each([
    ['a.jpg', 'image'],
    ['B.JPEG', 'image'],
    ['c.Png', 'image'],
    ['d.gif', 'image'],
    ['e.webp', 'image'],
    ['f.mp4', 'video'],
    ['g.WEBM', 'video'],
    ['h.mov', 'video'],
    ['i.txt', null],
    ['.emptyFolderPlaceholder', null],
    ['noext', null],
    ['j.svg', null],
  ])('%s -> %s', (name, kind) => expect(mediaKind(name)).toBe(kind));
});

describe('listBucket', () => {
  it('asks for 100 files from offset 0 by name ascending and builds public URLs for kept extensions', async () => {
    const { calls } = withFakeBackend(
      routes({
        'POST /storage/v1/object/list/gallery_images': {
          status: 200,
          body: listing(['a.JPG', 'b.mp4', 'notes.txt', 'c.webp', 'clip.MOV']),
        },
      }),
    );
    const { files, items: images } = await listBucket('gallery_images');
    expect(files).toBe(5);
    expect(images.map((m) => m.name)).toEqual(['a.JPG', 'c.webp']);
    expect(calls[0]!.body).toEqual({ limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' }, prefix: '' });
    expect(images[0]!.url).toBe('http://backend.test/storage/v1/object/public/gallery_images/a.JPG');
    const { items: all } = await listBucket('gallery_images', ['image', 'video']);
    expect(all.map((m) => `${m.kind}:${m.name}`)).toEqual(['image:a.JPG', 'video:b.mp4', 'image:c.webp', 'video:clip.MOV']);
  });

  it('throws a BucketListError carrying the storage error', async () => {
    withFakeBackend(
      routes({
        'POST /storage/v1/object/list/hero_images': {
          status: 404,
          body: { statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' },
        },
      }),
    );
    const err = await listBucket('hero_images').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BucketListError);
    expect((err as BucketListError).cause).toMatchObject({ message: 'Bucket not found' });
  });
});

describe('MediaImage', () => {
  it('shows a pulsing placeholder until the image loads', async () => {
    const { container } = await renderWidget(<MediaImage src="https://cdn.example/a.jpg" alt="Room" width={400} height={300} />);
    const frame = container.querySelector('.media-frame')!;
    expect(frame.getAttribute('data-state')).toBe('loading');
    expect(frame.classList.contains('media-frame--loading')).toBe(true);
    await act(async () => container.querySelector('img')!.dispatchEvent(new Event('load')));
    expect(frame.getAttribute('data-state')).toBe('loaded');
    expect(frame.classList.contains('media-frame--loading')).toBe(false);
  });

  it('server-rendered, the image is drawn plainly (shown without JavaScript, hydrated as drawn)', () => {
    const html = renderToString(<MediaImage src="https://cdn.example/a.jpg" alt="Room" width={400} height={300} />);
    expect(html).not.toContain('media-frame--loading');
    expect(html).not.toContain('data-state');
    expect(html).toContain('src="https://cdn.example/a.jpg"');
  });

  it('ends loading on failure too', async () => {
    const { container } = await renderWidget(<MediaImage src="https://cdn.example/missing.jpg" alt="Missing" />);
    await act(async () => container.querySelector('img')!.dispatchEvent(new Event('error')));
    expect(container.querySelector('.media-frame')!.getAttribute('data-state')).toBe('failed');
  });

  it('uses the original address when optimising an own upload fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // happy-dom has no canvas: pretend the APIs exist and fail, as a browser that cannot decode would.
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('cannot decode')));
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.stubGlobal('fetch', async () => new Response(new Blob(['x']), { status: 200 }));
    const src = `${location.origin}/uploads/team.jpg`;
    const { container } = await renderWidget(<MediaImage src={src} alt="Team" width={200} height={200} />);
    await settle(10);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(src);
    expect(log).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('optimize', () => {
  it("optimises only images from the site's own upload folder", () => {
    expect(isOwnUpload('/uploads/a.png', 'https://clinic.example/')).toBe(true);
    expect(isOwnUpload('https://clinic.example/uploads/a.png', 'https://clinic.example/x')).toBe(true);
    expect(isOwnUpload('https://cdn.example/uploads/a.png', 'https://clinic.example/')).toBe(false);
    expect(isOwnUpload('/storage/v1/object/public/hero_images/a.jpg', 'https://clinic.example/')).toBe(false);
  });

  it('fails loudly on a non-2xx answer so the caller falls back', async () => {
    await expect(optimizeImage('/uploads/x.png', 10, 10, async () => new Response('', { status: 404 }))).rejects.toThrow('404');
  });
});
