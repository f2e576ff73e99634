import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { BROKEN_ATTRIBUTE, Picture } from './Picture';
import { watchStaticImages } from './static-fallback';
import mediaCss from './media.css?inline';
import { BucketListError, listBucket, mediaKind } from './list-bucket';
import { MediaImage } from './MediaImage';
import { isOwnUpload, optimizeImage } from './optimize';
import { listing, renderWidget, routes, settle, until, withFakeBackend } from '../../test/render';

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
    // the frame's surface, no broken-image icon; the text alternative stays for assistive technology
    const img = container.querySelector('img')!;
    expect(img.style.opacity).toBe('0');
    expect(img.alt).toBe('Missing');
    expect(img.style.visibility).toBe('');
  });

  it('an image that failed before hydration (its error event gone) ends as failed, not pulsing', async () => {
    const decode = vi.spyOn(HTMLImageElement.prototype, 'decode').mockRejectedValue(new Error('EncodingError'));
    const ui = <MediaImage src="https://cdn.example/missing.jpg" alt="Missing" width={400} height={300} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, ui);
    });
    await settle();
    expect(container.querySelector('.media-frame')!.getAttribute('data-state')).toBe('failed');
    const img = container.querySelector('img')!;
    expect(img.hasAttribute(BROKEN_ATTRIBUTE)).toBe(true);
    expect(img.style.opacity).toBe('0');
    expect(img.alt).toBe('Missing');
    decode.mockRestore();
  });

  it('uses the original address when optimising an own upload fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // happy-dom has no canvas: pretend the APIs exist and fail, as a browser that cannot decode would.
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('cannot decode')));
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.stubGlobal('fetch', async () => new Response(new Blob(['x']), { status: 200 }));
    const src = `${location.origin}/uploads/team.jpg`;
    const { container } = await renderWidget(<MediaImage src={src} alt="Team" width={200} height={200} />);
    await until(() => expect(log).toHaveBeenCalled()); // the optimising has failed
    expect(container.querySelector('img')!.getAttribute('src')).toBe(src);
    vi.unstubAllGlobals();
  });
});

describe('Picture: a broken image (docs/product.md §4 Storage images)', () => {
  const src = 'http://backend.test/storage/v1/object/public/face_images/a.jpg';

  it('a failed variant shows the original; a failed original is transparent, keeps its alt, and is told once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onBroken = vi.fn();
    const onError = vi.fn();
    const { container } = await renderWidget(
      <Picture src={src} alt="A facial" layout="serviceLead" onBroken={onBroken} onError={onError} />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('/render/image/');
    await act(async () => img.dispatchEvent(new Event('error')));
    expect(img.getAttribute('src')).toBe(src);
    expect(img.hasAttribute(BROKEN_ATTRIBUTE)).toBe(false);
    expect(onBroken).not.toHaveBeenCalled();
    await act(async () => img.dispatchEvent(new Event('error')));
    expect(img.hasAttribute(BROKEN_ATTRIBUTE)).toBe(true);
    expect(img.style.opacity).toBe('0');
    expect(img.alt).toBe('A facial');
    await act(async () => img.dispatchEvent(new Event('error')));
    expect(onBroken).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    // the address loads after all: shown again
    await act(async () => img.dispatchEvent(new Event('load')));
    expect(img.hasAttribute(BROKEN_ATTRIBUTE)).toBe(false);
    expect(img.style.opacity).toBe('');
  });

  it('another address starts again with its variants, shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, root } = await renderWidget(<Picture src={src} alt="" layout="serviceLead" />);
    const img = () => container.querySelector('img')!;
    await act(async () => img().dispatchEvent(new Event('error')));
    await act(async () => img().dispatchEvent(new Event('error')));
    expect(img().style.opacity).toBe('0');
    await act(async () => root.render(<Picture src={src.replace('a.jpg', 'b.jpg')} alt="" layout="serviceLead" />));
    expect(img().style.opacity).toBe('');
    expect(img().hasAttribute(BROKEN_ATTRIBUTE)).toBe(false);
    expect(img().getAttribute('srcset')).toContain('b.jpg');
  });
});

describe('static-fallback (the loader, before any widget code)', () => {
  it('in a server-rendered element a failed variant shows its original, its sources naming it too', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<span class="media-frame"><picture><source media="(max-width: 700px)" srcset="/v.jpg?width=80 80w" sizes="100vw"><img alt="A room" src="/storage/v1/render/image/public/b/x.jpg?width=640" srcset="/storage/v1/render/image/public/b/x.jpg?width=640 640w" sizes="100vw" data-original="/storage/v1/object/public/b/x.jpg"></picture></span>`;
    watchStaticImages(root);
    const img = root.querySelector('img')!;
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/storage/v1/object/public/b/x.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('data-original')).toBe(false);
    expect(root.querySelector('source')!.getAttribute('srcset')).toBe('/storage/v1/object/public/b/x.jpg');
    // the original failing too is left to the frame's surface (media.css), then to <Picture>
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/storage/v1/object/public/b/x.jpg');
    expect(img.alt).toBe('A room');
  });

  it("a frame's surface covers an image that shows no picture, before any widget code (media.css)", () => {
    expect(mediaCss.replace(/\s+/g, ' ')).toContain(
      ".media-frame img::after { content: ''; position: absolute; inset: 0; background: var(--medspa-color-surface-alt); }",
    );
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
