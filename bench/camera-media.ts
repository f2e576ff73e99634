/**
 * Camera-size media for the bench (issue 16): the seed images in supabase/media are 5–45 KB, a clinic uploads
 * phone and camera photos of about 4.8 MB. `makeCameraMedia()` copies supabase/media into a temporary directory
 * (os.tmpdir()) and replaces every image (same bucket, folder, name and extension) by a 4000×2667 photo (2667×4000
 * when the seed is portrait), made with sharp from the seed image upscaled plus seeded multi-scale texture, so that
 * a downscaled variant keeps real detail as a photo's does (pixel noise alone averages away when resized). Videos
 * and other files are copied as they are. A .png/.webp/.gif stays in its format (the 4.8 MB aim is the JPEGs').
 * Nothing is cached or committed: the same bytes come out every run with the same sharp (a seeded PRNG per file,
 * no Math.random; bump CAMERA_MEDIA_VERSION when the recipe changes). `remove()` deletes the copy.
 *
 * `npx tsx bench/camera-media.ts [dir]` writes a copy (to dir, or a temporary one it keeps) and prints the figures.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEFAULT_MEDIA_DIR } from '../supabase/local/index.ts';
import { prng } from '../scripts/prng';

/** Part of every file's seed: a new recipe gives new bytes. */
export const CAMERA_MEDIA_VERSION = 1;
export const CAMERA_LONG_SIDE = 4000;
export const CAMERA_SHORT_SIDE = 2667;
/** What a 24 MP phone/camera JPEG weighs; the generator aims here, ±15% is accepted. */
export const TARGET_JPEG_BYTES = 4.8e6;

const IMAGE_EXT = /\.(jpe?g|png|webp|gif)$/i;

/** FNV-1a of a string: the per-file seed. */
export function seedOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Octaves of value noise: [cell size in px of the 4000 px image, amplitude in 8-bit levels]. Coarse ones are weak
 * so the seed image's composition shows; the 4–48 px ones are the detail a downscaled variant keeps. They are
 * summed at a quarter of the size and upscaled once (speed); the 1 px grain is added at full size. Tuned so the
 * JPEG lands near 4.8 MB and a 640 px WebP q80 at 30–60 KB, as a phone photo's does.
 */
const OCTAVES: [number, number][] = [
  [512, 14],
  [160, 14],
  [48, 20],
  [16, 16],
  [8, 12],
  [4, 9],
];
/** Per-pixel sensor grain, ± levels. */
const GRAIN = 18;
/** A slow colour drift (± levels on red and blue), so the texture is not grey on a gradient. */
const TINT = 10;
const LOW = 4;

/** One channel of seeded value noise (0–255) w×h, cells of `cell` px, interpolated by sharp's cubic kernel. */
async function octave(w: number, h: number, cell: number, rand: () => number): Promise<Uint8Array> {
  const gw = Math.max(2, Math.ceil(w / cell) + 1);
  const gh = Math.max(2, Math.ceil(h / cell) + 1);
  const grid = Buffer.alloc(gw * gh);
  for (let i = 0; i < grid.length; i++) grid[i] = (rand() * 256) | 0;
  if (cell <= 1) return grid;
  return sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
    .resize(w, h, { fit: 'fill', kernel: 'cubic' })
    .toColourspace('b-w') // else a one-channel raw comes out as three
    .raw()
    .toBuffer();
}

/** The texture of an image w×h, RGB, 8-bit levels centred on 128: luminance octaves plus a colour drift. */
async function texture(w: number, h: number, rand: () => number): Promise<Buffer> {
  const scale = Math.max(w, h) / CAMERA_LONG_SIDE;
  const lw = Math.ceil(w / LOW);
  const lh = Math.ceil(h / LOW);
  const lum = new Float32Array(lw * lh);
  for (const [cell, amp] of OCTAVES) {
    const layer = await octave(lw, lh, Math.max(1, Math.round((cell * scale) / LOW)), rand);
    for (let i = 0; i < lum.length; i++) lum[i]! += ((layer[i]! - 127.5) / 127.5) * amp;
  }
  const [red, blue] = [await octave(lw, lh, Math.ceil(lw / 6), rand), await octave(lw, lh, Math.ceil(lw / 6), rand)];
  const low = Buffer.alloc(lw * lh * 3);
  for (let i = 0, p = 0; i < lum.length; i++, p += 3) {
    const r = ((red[i]! - 127.5) / 127.5) * TINT;
    const b = ((blue[i]! - 127.5) / 127.5) * TINT;
    low[p] = clamp(128 + lum[i]! + r);
    low[p + 1] = clamp(128 + lum[i]! - (r + b) / 2);
    low[p + 2] = clamp(128 + lum[i]! + b);
  }
  return sharp(low, { raw: { width: lw, height: lh, channels: 3 } })
    .resize(w, h, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

export interface PhotoOptions {
  /** Output size; default 4000×2667, turned portrait when the seed image is. */
  width?: number;
  height?: number;
  /** Output format by extension (jpg/jpeg, png, webp, gif); default jpg. */
  ext?: string;
  /** Aim of the JPEG size (default TARGET_JPEG_BYTES at full size, scaled by area otherwise). */
  targetBytes?: number;
}

/** A camera-size "photo" from a seed image: the same `seed` and input give the same bytes. */
export async function cameraPhoto(input: Buffer, seed: number, opts: PhotoOptions = {}): Promise<Buffer> {
  const meta = await sharp(input).metadata();
  const portrait = (meta.height ?? 0) > (meta.width ?? 0);
  const w = opts.width ?? (portrait ? CAMERA_SHORT_SIDE : CAMERA_LONG_SIDE);
  const h = opts.height ?? (portrait ? CAMERA_LONG_SIDE : CAMERA_SHORT_SIDE);
  const base = await sharp(input)
    .flatten({ background: '#ffffff' })
    .resize(w, h, { fit: 'cover', kernel: 'cubic' })
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  const rand = prng(seed);
  const tex = await texture(w, h, rand);
  const out = Buffer.alloc(w * h * 3);
  for (let p = 0; p < out.length; p += 3) {
    const g = (rand() - 0.5) * 2 * GRAIN;
    out[p] = clamp(base[p]! + tex[p]! - 128 + g);
    out[p + 1] = clamp(base[p + 1]! + tex[p + 1]! - 128 + g);
    out[p + 2] = clamp(base[p + 2]! + tex[p + 2]! - 128 + g);
  }
  const img = () => sharp(out, { raw: { width: w, height: h, channels: 3 } });
  const ext = (opts.ext ?? 'jpg').toLowerCase().replace(/^\./, '');
  if (ext === 'png') return img().png().toBuffer();
  if (ext === 'webp') return img().webp({ quality: 90 }).toBuffer();
  if (ext === 'gif') return img().gif().toBuffer();
  const target = opts.targetBytes ?? TARGET_JPEG_BYTES * ((w * h) / (CAMERA_LONG_SIDE * CAMERA_SHORT_SIDE));
  // A camera's own kind of encode (4:2:0, baseline); the quality is stepped (at most three encodes) towards the target.
  let quality = 93;
  let best: Buffer | undefined;
  for (let step = 0; step < 3; step++) {
    const buf = await img().jpeg({ quality, chromaSubsampling: '4:2:0', mozjpeg: false }).toBuffer();
    if (!best || Math.abs(buf.length - target) < Math.abs(best.length - target)) best = buf;
    const ratio = buf.length / target;
    if (Math.abs(ratio - 1) < 0.06) break;
    const next = Math.min(98, Math.max(60, quality + Math.round(Math.log(1 / ratio) * 14)));
    if (next === quality) break;
    quality = next;
  }
  return best!;
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const ent of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, ent.name);
    if (ent.isDirectory()) out.push(...walk(p));
    else if (ent.isFile()) out.push(p);
  }
  return out;
}

export interface CameraMedia {
  dir: string;
  images: number;
  /** Files copied as they are (videos, the generator script). */
  copied: number;
  /** Bytes of the whole copy and of the generated images. */
  bytes: number;
  imageBytes: number;
  ms: number;
  remove(): void;
}

/** Copies `src` (default supabase/media) into `dest` (default a new temporary directory) with camera-size images. */
export async function makeCameraMedia(
  opts: { src?: string; dest?: string; log?: (m: string) => void; photo?: PhotoOptions } = {},
): Promise<CameraMedia> {
  const t0 = performance.now();
  const src = resolve(opts.src ?? DEFAULT_MEDIA_DIR);
  const dir = opts.dest ? resolve(opts.dest) : mkdtempSync(join(tmpdir(), 'medspa-camera-media-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  let images = 0;
  let copied = 0;
  let bytes = 0;
  let imageBytes = 0;
  try {
    for (const file of walk(src).sort()) {
      const rel = relative(src, file).split(sep).join('/');
      const to = join(dir, rel);
      mkdirSync(dirname(to), { recursive: true });
      if (IMAGE_EXT.test(rel)) {
        const buf = await cameraPhoto(readFileSync(file), seedOf(`v${CAMERA_MEDIA_VERSION}:${rel}`), {
          ...opts.photo,
          ext: extname(rel),
        });
        writeFileSync(to, buf);
        images++;
        imageBytes += buf.length;
        bytes += buf.length;
        opts.log?.(`  ${rel}: ${(buf.length / 1e6).toFixed(2)} MB`);
      } else {
        cpSync(file, to);
        copied++;
        bytes += statSync(to).size;
      }
    }
  } catch (err) {
    remove();
    throw err;
  }
  return { dir, images, copied, bytes, imageBytes, ms: performance.now() - t0, remove };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const media = await makeCameraMedia({ dest: process.argv[2], log: (m) => console.log(m) });
  console.log(
    `camera media: ${media.images} images (${(media.imageBytes / 1e6).toFixed(1)} MB, ${(media.imageBytes / media.images / 1e6).toFixed(2)} MB each) + ${media.copied} files copied in ${(media.ms / 1000).toFixed(1)} s -> ${media.dir}`,
  );
}
