/**
 * Every image address the product shows is made here, from a stored object's public URL and the box it is drawn
 * in (docs/architecture.md "Images"). Storage objects are asked for as variants of Supabase Storage's image
 * transformations (docs/supabase-contract.md "Image transformations"):
 *
 *   <project>/storage/v1/object/public/<bucket>/<path>  ->  <project>/storage/v1/render/image/public/<bucket>/<path>?width=…
 *
 * with a `srcset` over a few widths and the layout's `sizes`, so a 390 px phone gets a few hundred pixels, not the
 * 4000 px upload. Projects without transformations (the free plan) switch them off (config
 * `imageTransformations: false`) and get the original addresses. Anything that is not a public storage object (a
 * product image on another host, a data: URL) is used as it is. Pure: the site build renders with it too.
 */

/** How an image is drawn: the widths to offer, the box's `sizes`, and the crop the server makes. */
export interface ImageLayout {
  /** Candidate widths in CSS pixels of the variant (ascending). */
  readonly widths: readonly number[];
  /** The `sizes` attribute: the width the image is drawn at, per viewport (CSS math allowed). */
  readonly sizes: string;
  /** width / height the server crops to (`resize=cover`); absent: the upload's own aspect, scaled to the width. */
  readonly aspect?: number;
  /** 20..100; absent: the server's default (80). */
  readonly quality?: number;
  /** Art direction: sources tried in order before the image's own (a `<picture>`); the first whose media matches wins. */
  readonly art?: readonly ImageArt[];
}

export interface ImageArt {
  readonly media: string;
  readonly sizes: string;
  readonly aspect?: number;
  readonly widths?: readonly number[];
}

export interface ImageSource {
  media: string;
  srcSet: string;
  sizes: string;
}

/** What an `<img>` (and its `<picture>` sources) get. `original` is the address used when a variant fails. */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  sources: ImageSource[];
  original: string;
}

/** The transformation parameters of one variant (docs/supabase-contract.md "Image transformations"). */
export interface Transform {
  width: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  quality?: number;
}

const OBJECT_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';
/** What transformations accept (hosted limit, docs/supabase-contract.md). */
export const MAX_TRANSFORM_SIZE = 2500;

/** Whether an address is a public storage object (not another host's image, a data: URL, a render URL…). */
export function isStorageObject(url: string): boolean {
  const at = url.indexOf(OBJECT_PATH);
  return at >= 0 && !url.includes('?') && !url.includes('#') && url.length > at + OBJECT_PATH.length;
}

/** The render address of one variant of a public storage object, or null when `url` is not one. */
export function renderUrl(url: string, t: Transform): string | null {
  if (!isStorageObject(url)) return null;
  const width = Math.min(Math.round(t.width), MAX_TRANSFORM_SIZE);
  const q = new URLSearchParams({ width: String(width) });
  if (t.height) {
    q.set('height', String(Math.min(Math.round(t.height), MAX_TRANSFORM_SIZE)));
    q.set('resize', t.resize ?? 'cover');
  } else if (t.resize) q.set('resize', t.resize);
  if (t.quality) q.set('quality', String(t.quality));
  return `${url.replace(OBJECT_PATH, RENDER_PATH)}?${q}`;
}

function srcSetOf(url: string, widths: readonly number[], aspect: number | undefined, quality: number | undefined): string {
  return widths
    .map((w) => `${renderUrl(url, { width: w, height: aspect ? w / aspect : undefined, quality })} ${Math.min(w, MAX_TRANSFORM_SIZE)}w`)
    .join(', ');
}

/**
 * Photos are fetched for at most 2 device pixels per CSS pixel. A 3x phone (most iPhones) would otherwise ask for 1.5
 * times the width a 2x one does, and several times the bytes: on `/` with camera photos, a 414 KB hero instead of
 * 90 KB (npm run bench:compare). A photo at 2x on a 3x screen looks the same to the eye.
 */
export const MAX_DENSITY = 2;

/** Screen densities (dppx) from which a capped `sizes` declares a smaller box: at or above each, `cap / dppx` of it. */
const DENSITY_BANDS = [3, 2.5] as const;

/** `sizes` split at its top-level commas (those of `max(…, …)` stay), each entry as its condition and its length. */
function sizesEntries(sizes: string): { condition: string; length: string }[] {
  const entries: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < sizes.length; i++) {
    const c = sizes[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      entries.push(sizes.slice(from, i));
      from = i + 1;
    }
  }
  entries.push(sizes.slice(from));
  return entries.map((entry) => {
    const text = entry.trim();
    // the length is the last top-level word: `46vw`, `calc(…)`, `max(…)`
    let at = text.length;
    for (let d = 0; at > 0; at--) {
      const c = text[at - 1];
      if (c === ')') d++;
      else if (c === '(') d--;
      else if (d === 0 && /\s/.test(c!)) break;
    }
    return { condition: text.slice(0, at).trim(), length: text.slice(at) };
  });
}

/**
 * `sizes` for a browser that fetches at most about `cap` device pixels per CSS pixel: on a screen of `dppx` ≥ a band
 * above the cap, the box is declared `cap / dppx` of its width, so the width the browser multiplies back is `cap`
 * times the box or a little more (with a cap of 2: from 2 to 2.5, the most just below the 2.5 band). A browser that
 * does not know `min-resolution` reads the plain entries that follow.
 */
export function densityCapped(sizes: string, cap: number): string {
  const entries = sizesEntries(sizes);
  const capped = DENSITY_BANDS.filter((dppx) => dppx > cap).flatMap((dppx) =>
    entries.map(({ condition, length }) => {
      const screen = `(min-resolution: ${dppx}dppx)`;
      return `${condition ? `(${condition}) and ${screen}` : screen} calc(${length} * ${cap} / ${dppx})`;
    }),
  );
  return [...capped, sizes].join(', ');
}

/**
 * The addresses of `url` drawn in `layout`: variants when transformations are on and it is a storage object,
 * else the original alone. The `src` is a middle variant (what a browser without srcset, or a crawler, takes).
 */
export function responsiveImage(url: string, layout: ImageLayout, transformations = true): ResponsiveImage {
  if (!transformations || !isStorageObject(url)) return { src: url, sources: [], original: url };
  const { widths, aspect, quality } = layout;
  const mid = widths[Math.floor((widths.length - 1) / 2)] ?? 640;
  return {
    src: renderUrl(url, { width: mid, height: aspect ? mid / aspect : undefined, quality })!,
    srcSet: srcSetOf(url, widths, aspect, quality),
    sizes: densityCapped(layout.sizes, MAX_DENSITY),
    sources: (layout.art ?? []).map((a) => ({
      media: a.media,
      srcSet: srcSetOf(url, a.widths ?? widths, a.aspect, quality),
      sizes: densityCapped(a.sizes, MAX_DENSITY),
    })),
    original: url,
  };
}
