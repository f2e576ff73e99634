/**
 * Two pictures compared as Playwright's toHaveScreenshot does (pixelmatch's rule, written out: Playwright's copy is
 * not importable): a pixel differs when a channel is off by more than CHANNEL, unless it is anti-aliasing in either
 * picture (an edge pixel between a darker and a lighter neighbour, each of which lies in a flat area of both
 * pictures). WebKit re-rasters the rounded corners of a layer that was animated (a dialog's entrance) a little
 * differently from run to run; a moved box or text is not anti-aliasing and still counts.
 */
import sharp from 'sharp';

/** A pixel differs when a channel is off by more than this (of 255). */
export const CHANNEL = 16;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

const brightness = (img: Buffer, i: number) => img[i]! * 0.29889531 + img[i + 1]! * 0.58662247 + img[i + 2]! * 0.11448223;

/** Whether (x, y) has three or more neighbours of exactly its colour (it lies in a flat area). */
function flat({ data, width, height }: Raw, x: number, y: number): boolean {
  let same = x === 0 || y === 0 || x === width - 1 || y === height - 1 ? 1 : 0;
  const at = (y * width + x) * 3;
  for (let ny = Math.max(y - 1, 0); ny <= Math.min(y + 1, height - 1); ny++)
    for (let nx = Math.max(x - 1, 0); nx <= Math.min(x + 1, width - 1); nx++) {
      if (nx === x && ny === y) continue;
      const n = (ny * width + nx) * 3;
      if (data[at] === data[n] && data[at + 1] === data[n + 1] && data[at + 2] === data[n + 2] && ++same > 2) return true;
    }
  return false;
}

/** Whether (x, y) of `img` is anti-aliasing (pixelmatch's antialiased(), on RGB). */
function antialiased(img: Raw, other: Raw, x: number, y: number): boolean {
  const { data, width, height } = img;
  const at = (y * width + x) * 3;
  let zeroes = x === 0 || y === 0 || x === width - 1 || y === height - 1 ? 1 : 0;
  let min = 0;
  let max = 0;
  let minAt: [number, number] | undefined;
  let maxAt: [number, number] | undefined;
  for (let ny = Math.max(y - 1, 0); ny <= Math.min(y + 1, height - 1); ny++)
    for (let nx = Math.max(x - 1, 0); nx <= Math.min(x + 1, width - 1); nx++) {
      if (nx === x && ny === y) continue;
      const delta = brightness(data, at) - brightness(data, (ny * width + nx) * 3);
      if (delta === 0) {
        if (++zeroes > 2) return false;
      } else if (delta < min) [min, minAt] = [delta, [nx, ny]];
      else if (delta > max) [max, maxAt] = [delta, [nx, ny]];
    }
  if (!minAt || !maxAt) return false;
  return (flat(img, ...minAt) && flat(other, ...minAt)) || (flat(img, ...maxAt) && flat(other, ...maxAt));
}

/** Differing pixels of two PNGs of the same size, and a picture of them (magenta over a faded expected); null when the sizes differ. */
export async function compare(expected: Buffer, actual: Buffer): Promise<{ differing: number; total: number; png: Buffer } | null> {
  const [a, b] = await Promise.all(
    [expected, actual].map(async (png) => {
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
  if (a!.width !== b!.width || a!.height !== b!.height) return null;
  const { width, height } = a!;
  const out = Buffer.alloc(a!.data.length);
  let differing = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const d = Math.max(
        Math.abs(a!.data[i]! - b!.data[i]!),
        Math.abs(a!.data[i + 1]! - b!.data[i + 1]!),
        Math.abs(a!.data[i + 2]! - b!.data[i + 2]!),
      );
      if (d > CHANNEL && !antialiased(a!, b!, x, y) && !antialiased(b!, a!, x, y)) {
        differing++;
        out.set([255, 0, 255], i);
      } else for (const c of [0, 1, 2]) out[i + c] = 128 + (a!.data[i + c]! >> 1);
    }
  const png = await sharp(out, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { differing, total: width * height, png };
}
