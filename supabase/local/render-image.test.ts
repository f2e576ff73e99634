// @vitest-environment node
/**
 * GET/HEAD /storage/v1/render/image/public/...: the local image transformations, over HTTP against the real
 * backend, with URLs made by storage-js's own getPublicUrl({ transform }). The camera photo is generated here
 * (4000×2667, a few MB), so no large file is committed.
 */
import { StorageClient } from '@supabase/storage-js';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_LAYOUTS } from '../../widgets/runtime/media/layouts.ts';
import { responsiveImage } from '../../widgets/runtime/media/image-url.ts';
import { DEFAULT_MEDIA_DIR } from './index.ts';
import { BUSY_MESSAGES, createImageRenderer, normalise, plan, RENDER_QUEUE, RENDER_STEPS } from './render-image.ts';
import { startServed } from './test-helpers.ts';

/** Smooth light, a few soft shapes, some mid-frequency texture and seeded sensor noise: sized like a camera JPEG. */
function cameraPhoto(W: number, H: number, seed: number): Buffer {
  let s = seed >>> 0;
  const rnd = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const blobs = Array.from({ length: 12 }, () => ({ x: rnd() * W, y: rnd() * H, r: (0.05 + rnd() * 0.25) * W, c: [rnd(), rnd(), rnd()] }));
  const px = Buffer.alloc(W * H * 3);
  let i = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let r = 40 + (180 * x) / W;
      let g = 60 + (140 * y) / H;
      let b = 200 - (120 * (x + y)) / (W + H);
      for (const o of blobs) {
        const d = Math.hypot(x - o.x, y - o.y);
        if (d < o.r) {
          const k = 0.6 * (1 - d / o.r);
          r += (o.c[0]! * 255 - r) * k;
          g += (o.c[1]! * 255 - g) * k;
          b += (o.c[2]! * 255 - b) * k;
        }
      }
      const texture = 12 * Math.sin(x * 0.05 + Math.sin(y * 0.013) * 6) * Math.cos(y * 0.041);
      const n = (rnd() - 0.5) * 22 + texture;
      px[i++] = r + n;
      px[i++] = g + n;
      px[i++] = b + n;
    }
  }
  return px;
}

const W = 4000;
const H = 2667;
let media: string;
let photoBytes: number;
let s: Awaited<ReturnType<typeof startServed>>;
let small: Awaited<ReturnType<typeof startServed>>; // small cache bound and source limit
let storage: StorageClient;
const timings: Record<string, number> = {};

beforeAll(async () => {
  media = mkdtempSync(join(tmpdir(), 'render-media-'));
  for (const b of ['hero_images', 'gallery_images']) mkdirSync(join(media, b));
  const photo = await sharp(cameraPhoto(W, H, 16), { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ exif: { IFD0: { Make: 'TestCam', Model: 'T-16' } } })
    .toBuffer();
  photoBytes = photo.length;
  writeFileSync(join(media, 'hero_images', 'clinic photo.jpg'), photo);
  writeFileSync(join(media, 'hero_images', '.hidden.jpg'), photo);
  // 300×200 stored sideways with EXIF orientation 6 (shown as 200×300)
  await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0a080' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(join(media, 'hero_images', 'sideways.jpg'));
  await sharp({ create: { width: 400, height: 300, channels: 4, background: '#3080c0ff' } })
    .png()
    .toFile(join(media, 'gallery_images', 'small.png'));
  await sharp(cameraPhoto(800, 533, 7), { raw: { width: 800, height: 533, channels: 3 } })
    .jpeg({ quality: 92 })
    .toFile(join(media, 'gallery_images', 'texture.jpg'));
  copyFileSync(join(DEFAULT_MEDIA_DIR, 'gallery_images', 'gallery-6-clinic-tour.mp4'), join(media, 'gallery_images', 'tour.mp4'));
  writeFileSync(join(media, 'gallery_images', 'not-an-image.jpg'), 'hello, I am text');
  [s, small] = await Promise.all([
    startServed({ mediaDir: media, imageCacheDir: join(media, '.cache-a') }),
    startServed({ mediaDir: media, imageCacheDir: join(media, '.cache-b'), imageCacheMaxBytes: 150_000, imageMaxSourceBytes: 1_000_000 }),
  ]);
  storage = new StorageClient(`${s.url}/storage/v1`, {});
  await s.backend.db.query(`insert into storage.buckets (id, name, public) values ('private_docs', 'private_docs', false)`);
  mkdirSync(join(media, 'private_docs'));
  copyFileSync(join(media, 'gallery_images', 'small.png'), join(media, 'private_docs', 'small.png'));
}, 120_000);

afterAll(async () => {
  await Promise.all([s?.close(), small?.close()]);
  if (media) rmSync(media, { recursive: true, force: true });
  if (Object.keys(timings).length) console.log('[render-image] ms:', JSON.stringify(timings), 'source bytes:', photoBytes);
});

type Transform = { width?: number; height?: number; resize?: 'cover' | 'contain' | 'fill'; quality?: number; format?: 'origin' };
const urlOf = (path: string, transform: Transform, bucket = 'hero_images') =>
  storage.from(bucket).getPublicUrl(path, { transform }).data.publicUrl;

async function get(url: string, init: RequestInit & { accept?: string } = {}) {
  const t0 = performance.now();
  const res = await fetch(url, { ...init, headers: { Accept: init.accept ?? 'image/webp,*/*', ...(init.headers as object) } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, ms: performance.now() - t0 };
}
const info = (body: Buffer) => sharp(body).metadata();

describe('render/image/public', () => {
  it('generated a camera-sized source', () => {
    expect(photoBytes).toBeGreaterThan(2_000_000);
  });

  it('storage-js builds the render URL the backend answers', () => {
    expect(urlOf('clinic photo.jpg', { width: 640 })).toBe(
      `${s.url}/storage/v1/render/image/public/hero_images/clinic%20photo.jpg?width=640`,
    );
  });

  it('a 640 px WebP of the 4000×2667 JPEG: well under 150 KB, 640 wide, aspect kept, no metadata', async () => {
    const { res, body, ms } = await get(urlOf('clinic photo.jpg', { width: 640 }));
    timings.webp640 = Math.round(ms);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-cache')).toBe('MISS');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    expect(body.length).toBeLessThan(150_000);
    timings.webp640Bytes = body.length;
    const m = await info(body);
    expect(m.format).toBe('webp');
    expect([m.width, m.height]).toEqual([640, Math.round((640 * H) / W)]);
    expect(m.exif).toBeUndefined();
  });

  it('AVIF when asked with format=avif (hosted accepts it); an Accept naming AVIF still gets WebP', async () => {
    const avif = await get(`${s.url}/storage/v1/render/image/public/hero_images/clinic%20photo.jpg?width=640&format=avif`);
    timings.avif640 = Math.round(avif.ms);
    expect(avif.res.headers.get('content-type')).toBe('image/avif');
    expect(avif.res.headers.get('vary')).toBeNull(); // the format was named, Accept played no part
    expect(avif.body.length).toBeLessThan(150_000);
    timings.avif640Bytes = avif.body.length;
    const m = await info(avif.body);
    expect(m.format).toBe('heif');
    expect(m.width).toBe(640);
    const neg = await get(urlOf('clinic photo.jpg', { width: 640 }), { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' });
    expect(neg.res.headers.get('content-type')).toBe('image/webp');
  });

  it('cover, contain and fill give the requested box', async () => {
    const box = async (resize: 'cover' | 'contain' | 'fill') => {
      const { res, body } = await get(urlOf('clinic photo.jpg', { width: 320, height: 320, resize }));
      expect(res.status).toBe(200);
      const m = await info(body);
      return [m.width, m.height];
    };
    expect(await box('cover')).toEqual([320, 320]);
    expect(await box('contain')).toEqual([320, 213]);
    expect(await box('fill')).toEqual([320, 320]);
    // cover is the default
    const { body } = await get(urlOf('clinic photo.jpg', { width: 240, height: 120 }));
    expect(await info(body)).toMatchObject({ width: 240, height: 120 });
  });

  it('never enlarges: a 400×300 PNG asked for 800 wide (or an 800×800 cover) stays 400×300', async () => {
    const wide = await get(urlOf('small.png', { width: 800 }, 'gallery_images'));
    expect(await info(wide.body)).toMatchObject({ width: 400, height: 300 });
    const cover = await get(urlOf('small.png', { width: 800, height: 800 }, 'gallery_images'), { accept: 'image/png' });
    expect(cover.res.headers.get('content-type')).toBe('image/png');
    expect(await info(cover.body)).toMatchObject({ format: 'png', width: 400, height: 300 });
  });

  it('format=origin keeps JPEG even when WebP is accepted; without WebP in Accept the source format comes back', async () => {
    const origin = await get(urlOf('clinic photo.jpg', { width: 320, format: 'origin' }));
    expect(origin.res.headers.get('content-type')).toBe('image/jpeg');
    expect(origin.res.headers.get('vary')).toBeNull();
    expect((await info(origin.body)).format).toBe('jpeg');
    const plain = await get(urlOf('clinic photo.jpg', { width: 320 }), { accept: 'image/png,image/*;q=0.8' });
    expect(plain.res.headers.get('content-type')).toBe('image/jpeg');
    expect(plain.res.headers.get('vary')).toBe('Accept');
    const refused = await get(urlOf('clinic photo.jpg', { width: 320 }), { accept: 'image/webp;q=0, */*' });
    expect(refused.res.headers.get('content-type')).toBe('image/jpeg');
    expect(plain.res.headers.get('etag')).not.toBe((await get(urlOf('clinic photo.jpg', { width: 320 }))).res.headers.get('etag'));
  });

  it('quality 20..100 (default 80) changes the bytes', async () => {
    const q30 = await get(urlOf('clinic photo.jpg', { width: 640, quality: 30 }));
    const q95 = await get(urlOf('clinic photo.jpg', { width: 640, quality: 95 }));
    expect(q30.body.length).toBeLessThan(q95.body.length);
  });

  it('EXIF orientation is applied and metadata stripped', async () => {
    const { body } = await get(urlOf('sideways.jpg', { width: 120, format: 'origin' }));
    const m = await info(body);
    expect([m.width, m.height]).toEqual([120, 180]);
    expect(m.orientation).toBeUndefined();
    expect(m.exif).toBeUndefined();
  });

  it('bad parameters answer 400 in storage error shape, naming the parameter', async () => {
    const base = `${s.url}/storage/v1/render/image/public/hero_images/clinic%20photo.jpg`;
    for (const [query, name] of [
      ['width=abc', 'width'],
      ['width=-1', 'width'],
      ['width=1.5', 'width'],
      ['height=x', 'height'],
      ['width=100&width=200', 'width'],
      ['resize=zoom', 'resize'],
      ['quality=5', 'quality'],
      ['quality=101', 'quality'],
      ['format=png', 'format'],
      ['gravity=ce', 'gravity'],
    ]) {
      const { res, body } = await get(`${base}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const json = JSON.parse(body.toString()) as Record<string, string>;
      expect(json, query).toMatchObject({ statusCode: '400', error: 'InvalidRequest' });
      expect(json.message, query).toContain(`querystring/${name} `);
    }
    const q = await get(`${base}?quality=5`);
    expect(JSON.parse(q.body.toString()).message).toBe('querystring/quality must be >= 20');
  });

  it('as hosted: width=0 means no width, and sizes above 2500 are clamped to 2500', async () => {
    const zero = await get(`${s.url}/storage/v1/render/image/public/hero_images/clinic%20photo.jpg?width=0&height=120`);
    expect(await info(zero.body)).toMatchObject({ width: 180, height: 120 });
    const huge = await get(`${s.url}/storage/v1/render/image/public/hero_images/clinic%20photo.jpg?width=99999`);
    expect(huge.res.status).toBe(200);
    expect((await info(huge.body)).width).toBe(2500);
  });

  it('missing object, unknown bucket and private bucket: 404', async () => {
    const missing = await get(urlOf('nope.jpg', { width: 100 }));
    expect(missing.res.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toMatchObject({ statusCode: '404', error: 'not_found', message: 'Object not found' });
    const bucket = await get(urlOf('clinic photo.jpg', { width: 100 }, 'no_such_bucket'));
    expect(bucket.res.status).toBe(404);
    expect(JSON.parse(bucket.body.toString())).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
    const priv = await get(urlOf('small.png', { width: 100 }, 'private_docs'));
    expect(priv.res.status).toBe(404);
  });

  it('path traversal, backslashes and dot-files: 404', async () => {
    const base = `${s.url}/storage/v1/render/image/public/hero_images`;
    for (const p of [
      '..%2F..%2Fgallery_images%2Fsmall.png',
      '%2e%2e%2Fgallery_images%2Fsmall.png',
      'a%5C..%5Csideways.jpg',
      '.hidden.jpg',
    ]) {
      const { res } = await get(`${base}/${p}?width=100`);
      expect(res.status, p).toBe(404);
    }
  });

  it('a video or a non-image under an image name: 400, unsupported source', async () => {
    for (const p of ['tour.mp4', 'not-an-image.jpg']) {
      const { res, body } = await get(urlOf(p, { width: 100 }, 'gallery_images'));
      expect(res.status, p).toBe(400);
      expect(JSON.parse(body.toString()).message).toBe('The source image is invalid or unsupported for rendering');
    }
  });

  it('a source over the size limit (imageMaxSourceBytes): 400 as hosted', async () => {
    const { res, body } = await get(`${small.url}/storage/v1/render/image/public/hero_images/clinic%20photo.jpg?width=100`);
    expect(res.status).toBe(400);
    expect(JSON.parse(body.toString())).toMatchObject({ statusCode: '400', message: 'The source image file is too large to process' });
    const ok = await get(`${small.url}/storage/v1/render/image/public/gallery_images/small.png?width=100`);
    expect(ok.res.status).toBe(200);
  });

  it('the second request is a cache HIT and faster; concurrent identical requests share one render', async () => {
    const url = urlOf('clinic photo.jpg', { width: 1600 });
    const before = s.backend.images.stats().renders;
    const first = await get(url);
    const second = await get(url);
    timings.webp1600Miss = Math.round(first.ms);
    timings.webp1600Hit = Math.round(second.ms);
    expect(first.res.headers.get('x-cache')).toBe('MISS');
    expect(second.res.headers.get('x-cache')).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    expect(second.ms).toBeLessThan(first.ms);
    expect(s.backend.images.stats().renders).toBe(before + 1);

    const burst = await Promise.all(Array.from({ length: 6 }, () => get(urlOf('clinic photo.jpg', { width: 1200, height: 900 }))));
    expect(burst.map((r) => r.res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(burst.map((r) => r.body.length)).size).toBe(1);
    expect(s.backend.images.stats().renders).toBe(before + 2);
  });

  it('ETag: If-None-Match answers 304 with no body (weak form too); another ETag renders', async () => {
    const url = urlOf('clinic photo.jpg', { width: 480 });
    const { res } = await get(url);
    const etag = res.headers.get('etag')!;
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get(url, { headers: { 'If-None-Match': inm } });
      expect(again.res.status, inm).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.res.headers.get('etag')).toBe(etag);
      expect(again.res.headers.get('vary')).toBe('Accept');
    }
    expect((await get(url, { headers: { 'If-None-Match': '"stale"' } })).res.status).toBe(200);
  });

  it('HEAD: the same headers as GET, no body', async () => {
    const url = urlOf('clinic photo.jpg', { width: 360 });
    const head = await get(url, { method: 'HEAD' });
    const full = await get(url);
    expect(head.res.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const h of ['content-type', 'content-length', 'etag', 'cache-control', 'vary', 'last-modified'])
      expect(head.res.headers.get(h), h).toBe(full.res.headers.get(h));
    expect(full.body.length).toBe(Number(head.res.headers.get('content-length')));
  });

  it('needs no API key, and ignores a bad one (public, like object/public)', async () => {
    const { res } = await get(urlOf('clinic photo.jpg', { width: 100 }), { headers: { apikey: 'not-a-jwt' } });
    expect(res.status).toBe(200);
  });

  it('eviction keeps the cache under its bound, least recently used first', async () => {
    const dir = join(media, '.cache-b');
    const bound = 150_000;
    const url = (w: number) => `${small.url}/storage/v1/render/image/public/gallery_images/texture.jpg?width=${w}`;
    const sizes: number[] = [];
    // distinct variants: the width steps up to the source's 800 px, at two quality levels
    for (const w of RENDER_STEPS.widths.filter((w) => w >= 160 && w <= 800))
      for (const q of [`quality=${RENDER_STEPS.qualities[0]}`, 'quality=80', `height=${w}`]) {
        const { res, body } = await get(`${url(w)}&${q}`);
        expect(res.status).toBe(200);
        sizes.push(body.length);
      }
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(2 * bound);
    const st = small.backend.images.stats();
    expect(st.evictions).toBeGreaterThan(0);
    expect(st.cacheBytes).toBeLessThanOrEqual(bound);
    // The evicted files are unlinked without waiting: until they are gone from the disk.
    const onDisk = () => readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);
    await vi.waitFor(() => expect(onDisk()).toBeLessThanOrEqual(bound), { timeout: 10_000, interval: 5 });
    expect((await get(`${url(800)}&height=800`)).res.headers.get('x-cache')).toBe('HIT');
    expect((await get(`${url(160)}&quality=${RENDER_STEPS.qualities[0]}`)).res.headers.get('x-cache')).toBe('MISS');
  });
});

describe('createImageRenderer', () => {
  it('refuses a source over the pixel limit (hosted: 50 MP) and runs at most `concurrency` renders at once', async () => {
    const r = createImageRenderer({ cacheDir: join(media, '.cache-c'), maxSourcePixels: 1_000_000, concurrency: 2 });
    const call = (path: string, q: string) => {
      const url = new URL(`${s.url}/storage/v1/render/image/public/${path}?${q}`);
      return r.handle(s.backend.db, media, new Request(url, { headers: { Accept: 'image/webp' } }), url, path.split('/'));
    };
    const big = await call('hero_images/clinic%20photo.jpg', 'width=100');
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({ message: 'The source image resolution is too large to process' });
    const burst = await Promise.all(RENDER_STEPS.widths.slice(0, 6).map((w) => call('gallery_images/texture.jpg', `width=${w}`)));
    expect(burst.map((b) => b.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(r.stats()).toMatchObject({ renders: 7, hits: 0 }); // the refused one was attempted
    expect(r.stats().peakRenders).toBeLessThanOrEqual(2);
  });
});

describe('plan (imgproxy resizing rules, enlarge off)', () => {
  it('scales, crops and refuses to enlarge as imgproxy does', () => {
    expect(plan(4000, 2667, { width: 640, height: 0, resize: 'cover' })).toMatchObject({ width: 640, height: 427 });
    expect(plan(4000, 2667, { width: 300, height: 300, resize: 'cover' }).crop).toMatchObject({ width: 300, height: 300, left: 75 });
    expect(plan(4000, 2667, { width: 300, height: 300, resize: 'contain' })).toMatchObject({ width: 300, height: 200 });
    expect(plan(4000, 2667, { width: 300, height: 300, resize: 'fill' })).toMatchObject({ width: 300, height: 300 });
    // a box wider than the source: no enlargement, the crop is what fits
    expect(plan(4000, 2667, { width: 5000, height: 1000, resize: 'cover' })).toMatchObject({
      width: 4000,
      height: 2667,
      crop: { width: 4000, height: 1000 },
    });
    expect(plan(400, 300, { width: 800, height: 0, resize: 'contain' })).toMatchObject({ width: 400, height: 300 });
  });
});

describe('normalised parameters (issue 38 item 2): the cache cannot be bypassed', () => {
  const paramsOf = (u: string) => {
    const q = new URL(u).searchParams;
    return { width: Number(q.get('width') ?? 0), height: Number(q.get('height') ?? 0), quality: Number(q.get('quality') ?? 80) };
  };

  it("every variant the site's layouts ask for is rendered as asked (widgets/runtime/media/layouts.ts)", () => {
    const object = 'https://x.supabase.co/storage/v1/object/public/hero_images/a.jpg';
    const urls = Object.values(IMAGE_LAYOUTS).flatMap((layout) => {
      const r = responsiveImage(object, layout);
      return [r.src, ...[r.srcSet!, ...r.sources.map((x) => x.srcSet)].flatMap((set) => set.split(', ').map((c) => c.split(' ')[0]!))];
    });
    expect(urls.length).toBeGreaterThan(100);
    for (const u of urls) expect([u, normalise(paramsOf(u))]).toEqual([u, paramsOf(u)]);
  });

  it('is idempotent: a normalised request is its own normal form', () => {
    for (const width of [0, 1, 63, 300, 777, 2500])
      for (const height of [0, 1, 50, 333, 2500])
        for (const quality of [20, 76, 100]) {
          const once = normalise({ width, height, quality });
          expect(normalise(once)).toEqual(once);
        }
  });

  it('another width goes up to the next step, a box keeps its shape, quality goes up to the next level', () => {
    expect(normalise({ width: 300, height: 0, quality: 80 })).toEqual({ width: 320, height: 0, quality: 80 });
    expect(normalise({ width: 321, height: 0, quality: 81 })).toEqual({ width: 400, height: 0, quality: 100 });
    expect(normalise({ width: 1, height: 0, quality: 20 })).toEqual({
      width: RENDER_STEPS.widths[0],
      height: 0,
      quality: RENDER_STEPS.qualities[0],
    });
    expect(normalise({ width: 2500, height: 0, quality: 100 })).toEqual({ width: 2500, height: 0, quality: 100 });
    expect(normalise({ width: 0, height: 100, quality: 80 })).toEqual({ width: 0, height: 120, quality: 80 });
    expect(normalise({ width: 300, height: 200, quality: 80 })).toEqual({ width: 320, height: 213, quality: 80 }); // 3:2
    expect(normalise({ width: 999, height: 1, quality: 80 })).toEqual({ width: 1200, height: 300, quality: 80 }); // at most 4:1
  });

  it('20 distinct widths between two steps and 11 qualities between two levels: one render each', async () => {
    const before = s.backend.images.stats().renders;
    const base = `${s.url}/storage/v1/render/image/public/gallery_images/texture.jpg`;
    const widths = Array.from({ length: 20 }, (_, i) => 241 + i * 4); // 241..317: all go to 320
    const answers = await Promise.all(widths.map((w) => get(`${base}?width=${w}&quality=${70 + (w % 6)}`)));
    expect(answers.map((a) => a.res.status)).toEqual(widths.map(() => 200));
    expect(new Set(answers.map((a) => a.res.headers.get('etag'))).size).toBe(1);
    expect((await info(answers[0]!.body)).width).toBe(320);
    expect(s.backend.images.stats().renders).toBe(before + 1);
  });
});

describe('bounded renders (issue 38 item 2): 200 concurrent distinct renders against the served backend', () => {
  /** 200 variants no earlier test rendered: a fresh copy of the camera photo, at distinct normalised parameters. */
  const distinct = (file: string) => {
    const urls: string[] = [];
    const widths = RENDER_STEPS.widths.filter((w) => w >= 160 && w <= 1600);
    for (const quality of RENDER_STEPS.qualities)
      for (const aspect of [0, 1, 4 / 3, 3 / 2, 16 / 9])
        for (const width of widths) urls.push(urlOf(file, { width, quality, ...(aspect ? { height: Math.round(width / aspect) } : {}) }));
    expect(new Set(urls).size).toBeGreaterThanOrEqual(200);
    return urls.slice(0, 200);
  };
  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
  const figures: Record<string, number | string> = {};
  afterAll(() => console.log('[render-image] bounded renders:', JSON.stringify(figures)));

  it('none waits over 10 s, the excess is refused at once (503, Retry-After, JSON), memory stays bounded', async () => {
    copyFileSync(join(media, 'hero_images', 'clinic photo.jpg'), join(media, 'hero_images', 'load.jpg'));
    // The renderer's own time per request (from reaching it to its answer), beside what the client sees: on a busy
    // two-core machine the client's figure also holds the HTTP layer's backlog of 200 connections.
    const images = s.backend.images;
    const inRenderer = new Map<string, number>();
    const handle = images.handle.bind(images);
    images.handle = async (db, dir, req, url, segs) => {
      const t = performance.now();
      const res = await handle(db, dir, req, url, segs);
      inRenderer.set(url.href, performance.now() - t);
      return res;
    };
    const rss0 = process.memoryUsage().rss;
    const t0 = performance.now();
    const answers = await Promise.all(
      distinct('load.jpg').map(async (url) => {
        const start = performance.now();
        const res = await fetch(url, { headers: { Accept: 'image/webp' } });
        const body = Buffer.from(await res.arrayBuffer());
        return {
          status: res.status,
          ms: performance.now() - start,
          server: inRenderer.get(url)!,
          retryAfter: res.headers.get('retry-after'),
          body,
        };
      }),
    ).finally(() => (images.handle = handle));
    const served = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 503);
    // refused at the door (the queue was full), not after waiting their turn out
    const atDoor = refused.filter((a) => (JSON.parse(a.body.toString()) as { message: string }).message === BUSY_MESSAGES.full);
    const ms = (xs: typeof answers, k: 'ms' | 'server', p: number) =>
      Math.round(
        pct(
          xs.map((a) => a[k]),
          p,
        ),
      );
    Object.assign(figures, {
      served: served.length,
      servedWaitP50Ms: ms(served, 'server', 50),
      servedWaitMaxMs: ms(served, 'server', 100),
      refused: refused.length,
      refusedAtDoor: atDoor.length,
      refusedP50Ms: ms(atDoor, 'server', 50),
      refusedMaxMs: ms(atDoor, 'server', 100),
      clientP50Ms: ms(answers, 'ms', 50),
      clientMaxMs: ms(answers, 'ms', 100),
      burstMs: Math.round(performance.now() - t0),
      rssDeltaMB: Math.round((process.memoryUsage().rss - rss0) / 1e5) / 10,
    });
    const waits = served.map((a) => a.server);
    const doorTimes = atDoor.map((a) => a.server);
    expect(served.length + refused.length).toBe(200);
    expect(served.length).toBeGreaterThanOrEqual(RENDER_QUEUE.running);
    expect(atDoor.length).toBeGreaterThan(100);
    expect(pct(waits, 100)).toBeLessThan(10_000);
    for (const r of refused) {
      expect(r.retryAfter).toBe(String(RENDER_QUEUE.retryAfterSeconds));
      expect(JSON.parse(r.body.toString())).toMatchObject({ statusCode: '503', error: 'SlowDown' });
    }
    // a refusal at the door waits for no render: the slowest is quicker than the median served render
    expect(pct(doorTimes, 100)).toBeLessThan(pct(waits, 50));
    expect(images.stats().peakRenders).toBeLessThanOrEqual(RENDER_QUEUE.running);
  }, 60_000);

  it('abandoned requests free their places: after 200 clients hang up, the next render is served promptly', async () => {
    copyFileSync(join(media, 'hero_images', 'clinic photo.jpg'), join(media, 'hero_images', 'abandon.jpg'));
    const images = s.backend.images;
    const before = images.stats();
    const urls = distinct('abandon.jpg');
    const controllers = urls.map(() => new AbortController());
    // Every request has reached the queue once each is answered (refused, or served) or holds a place there.
    let answered = 0;
    const reachedQueue = new Promise<void>((ok) => {
      const check = () => {
        const q = images.stats();
        if (answered + q.running + q.waiting >= urls.length) ok();
      };
      urls.forEach((url, i) =>
        fetch(url, { headers: { Accept: 'image/webp' }, signal: controllers[i]!.signal })
          .then((r) => r.body?.cancel())
          .catch(() => {})
          .finally(() => {
            answered++;
            check();
          }),
      );
    });
    await reachedQueue;
    const atAbort = images.stats();
    expect(atAbort.waiting).toBeGreaterThan(0);
    for (const c of controllers) c.abort();
    await images.queueEmpty();
    const after = images.stats();
    // the waiters left without a render (a render that ended meanwhile may have started one more each)
    expect(after.abandoned - before.abandoned).toBeGreaterThanOrEqual(atAbort.waiting - RENDER_QUEUE.running);
    const t = performance.now();
    const next = await get(urlOf('abandon.jpg', { width: 64 }));
    const nextMs = performance.now() - t;
    Object.assign(figures, {
      waitingAtAbort: atAbort.waiting,
      abandoned: after.abandoned - before.abandoned,
      nextRenderMs: Math.round(nextMs),
    });
    expect(next.res.status).toBe(200);
    expect(next.res.headers.get('x-cache')).toBe('MISS');
    // it waited at most for the renders already running, never for the abandoned ones
    expect(images.stats().renders - after.renders).toBeLessThanOrEqual(1 + RENDER_QUEUE.running);
    expect(nextMs).toBeLessThan(10_000);
  }, 60_000);
});
