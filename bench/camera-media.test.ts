// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_DIR } from '../supabase/local/index.ts';
import { TARGET_JPEG_BYTES, cameraPhoto, makeCameraMedia, seedOf } from './camera-media.ts';

const seedImage = (rel: string) => readFileSync(join(DEFAULT_MEDIA_DIR, rel));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('camera media', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('same seed, same bytes; another seed, other bytes', async () => {
    const input = seedImage('hair_images/hair-1.jpg');
    const a = await cameraPhoto(input, 42, { width: 300, height: 200 });
    const b = await cameraPhoto(input, 42, { width: 300, height: 200 });
    const c = await cameraPhoto(input, 43, { width: 300, height: 200 });
    expect(sha(a)).toBe(sha(b));
    expect(sha(c)).not.toBe(sha(a));
    expect(await sharp(a).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
  });

  it('a full image is 4000×2667 and 4.8 MB ± 15%; a portrait seed stays portrait', async () => {
    for (const [rel, width, height] of [
      ['hero_images/hero-1-treatment-room.jpg', 4000, 2667],
      ['face_images/face-1.jpg', 2667, 4000],
    ] as const) {
      const buf = await cameraPhoto(seedImage(rel), seedOf(rel));
      expect(await sharp(buf).metadata()).toMatchObject({ format: 'jpeg', width, height });
      expect(Math.abs(buf.length / TARGET_JPEG_BYTES - 1)).toBeLessThan(0.15);
    }
  });

  it('copies a media tree: images regenerated under the same names and formats, other files as they are', async () => {
    const src = mkdtempSync(join(tmpdir(), 'camera-media-test-src-'));
    dirs.push(src);
    mkdirSync(join(src, 'b/cases'), { recursive: true });
    writeFileSync(join(src, 'b/cases/x.JPG'), seedImage('hair_images/hair-1.jpg'));
    writeFileSync(join(src, 'b/y.png'), await sharp(seedImage('hair_images/hair-2.jpg')).png().toBuffer());
    writeFileSync(join(src, 'b/clip.mp4'), Buffer.from('not really a video'));
    const media = await makeCameraMedia({ src, photo: { width: 120, height: 80 } });
    dirs.push(media.dir);
    expect(media).toMatchObject({ images: 2, copied: 1 });
    expect(await sharp(join(media.dir, 'b/cases/x.JPG')).metadata()).toMatchObject({ format: 'jpeg', width: 120 });
    expect(await sharp(join(media.dir, 'b/y.png')).metadata()).toMatchObject({ format: 'png', width: 120 });
    expect(readFileSync(join(media.dir, 'b/clip.mp4'), 'utf8')).toBe('not really a video');
    media.remove();
    expect(existsSync(media.dir)).toBe(false);
  });
});
