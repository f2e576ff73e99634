/**
 * Stories have no storage: their listings are faked, and the public URLs those give
 * (http://backend.story/storage/v1/object/public/<bucket>/<file>) are swapped, inside the element's shadow root,
 * for the local backend's sample photographs (supabase/media, drawn by supabase/media/generate.ts: photo-like,
 * committed, no text in them), so text over a photograph can be judged for contrast and the pixels are the same
 * on every build (visual baselines). Videos show their poster and do not play (a playing frame is never the same).
 */

/**
 * Every sample photograph, by its path under supabase/media (`hero_images/…jpg`). The URL is read
 * from the module when asked (the production bundle may evaluate those modules after this one).
 */
const MODULES = import.meta.glob<{ default: string }>('../../supabase/media/**/*.jpg', { eager: true, query: '?url' });
const PREFIX = '../../supabase/media/';
const PATHS = Object.keys(MODULES)
  .map((p) => p.slice(PREFIX.length))
  .sort();
const urlOf = (path: string) => MODULES[PREFIX + path]!.default;

/** A stable number for a name (the same photograph for the same name on every build). */
const hashOf = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
const stem = (file: string) => file.replace(/\.[^./]+$/, '');

/**
 * The sample photograph for a stored file: the same file if the samples have it (by bucket and name, then by name
 * whatever its extension), else one of its bucket's, else any, chosen by the name.
 */
export function photoFor(file: string): string {
  const [bucket = '', ...rest] = file.split('/');
  const name = rest.join('/') || bucket;
  const exact = PATHS.find((p) => p === file) ?? PATHS.find((p) => stem(p.split('/').pop()!) === stem(name.split('/').pop()!));
  if (exact) return urlOf(exact);
  const own = PATHS.filter((p) => p.startsWith(`${bucket}/`) && !p.includes('/', bucket.length + 1));
  const pool = own.length ? own : PATHS;
  return urlOf(pool[hashOf(file) % pool.length]!);
}

/**
 * A sample photograph for a story's argument (a poster, a listing's URL): the file named first in `label`
 * (`'hero-1-treatment-room.jpg (poster)'`), or one chosen by the label. The name is the stories' (they once drew
 * SVG placeholders); the other arguments are left from then and ignored.
 */
export function svgPhoto(label: string, ..._ignored: number[]): string {
  return photoFor(/^\S+\.\w+/.exec(label)?.[0] ?? label);
}

/** A stored object's address, as stored (`/object/public/`) or as a transformed variant (`/render/image/public/`). */
const STORED = /\/storage\/v1\/(?:object|render\/image)\/public\/([^?#\s,]+)/;
const storedFile = (url: string | null) => {
  const m = url ? STORED.exec(url) : null;
  return m ? decodeURIComponent(m[1]!) : undefined;
};
/** The attributes that hold an address (as set, or held back until the image is wanted: media/Picture.tsx). */
const ADDRESSES = ['src', 'srcset', 'poster', 'data-later-src', 'data-later-srcset'];

function swap(el: Element) {
  for (const name of ['src', 'data-later-src', 'poster']) {
    const file = storedFile(el.getAttribute(name));
    if (!file) continue;
    if (el.localName === 'video' && name === 'src') {
      el.removeAttribute('src');
      el.setAttribute('poster', photoFor(file));
    } else el.setAttribute(name, photoFor(file));
  }
  // A srcset's variants (and a <source>'s) would be fetched from the story's made-up host: the one photograph instead.
  for (const name of ['srcset', 'data-later-srcset']) {
    if (!storedFile(el.getAttribute(name))) continue;
    el.removeAttribute(name);
    if (el.localName === 'img') el.removeAttribute(name === 'srcset' ? 'sizes' : 'data-later-sizes');
  }
}

/** Swaps storage media in `root` now and whenever it changes; returns the function that stops watching. */
export function swapStorageMedia(root: ShadowRoot): () => void {
  const all = () => root.querySelectorAll('img, source, video').forEach(swap);
  all();
  const mo = new MutationObserver(all);
  mo.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ADDRESSES });
  return () => mo.disconnect();
}
