// @vitest-environment node
/**
 * The committed sample media (docs/backend.md): every file the generator lists is there, at its size in pixels,
 * light enough for the repository, and photo-like enough that Chrome counts it as a largest paint (its
 * "low-entropy" floor is 0.05 bits per pixel; the variants are WebP, so that is what is measured). The files are
 * what the generator makes: one is rendered again and compared byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { JOBS, render } from './generate.ts';

const MEDIA = fileURLToPath(new URL('.', import.meta.url));

const MAX_BYTES = { hero: 80 * 1024, other: 40 * 1024 };

describe('sample media', () => {
  it.each(JOBS.map((j) => [j.file, j] as const))('%s: dimensions, weight, entropy', async (file, job) => {
    const bytes = readFileSync(join(MEDIA, file));
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([job.w, job.h]);
    expect(bytes.length).toBeLessThan(file.startsWith('hero_images/') ? MAX_BYTES.hero : MAX_BYTES.other);
    // the quality the site asks for its largest images (the hero's variants), the stingiest case
    const webp = await sharp(bytes).webp({ quality: 50 }).toBuffer();
    expect((webp.length * 8) / (job.w * job.h)).toBeGreaterThanOrEqual(0.05);
  });

  it('every image in the buckets comes from the generator', () => {
    const listed = new Set(JOBS.map((j) => j.file));
    const walk = (dir: string, prefix = ''): string[] =>
      readdirSync(join(MEDIA, dir, prefix), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(dir, join(prefix, e.name)) : [join(dir, prefix, e.name)],
      );
    const images = readdirSync(MEDIA, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => walk(e.name))
      .filter((p) => p.endsWith('.jpg'))
      // the clip's poster is its first frame, kept with the clip
      .filter((p) => !p.endsWith('gallery-6-clinic-tour.jpg'));
    expect(images.sort()).toEqual([...listed].sort());
  });

  it('regenerating gives the committed bytes (the generator is deterministic)', async () => {
    const job = JOBS.find((j) => j.file.endsWith('cases/facial-before.jpg'))!;
    expect(await render(job)).toEqual(readFileSync(join(MEDIA, job.file)));
  });
});
