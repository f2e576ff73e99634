/**
 * Stories have no storage: their listings are faked, and the public URLs those give
 * (http://backend.story/storage/v1/object/public/<bucket>/<file>, or a transformed variant) are swapped, wherever an
 * element's address is written (installStorageMediaFake, from .storybook/preview.tsx), for the local backend's
 * sample photographs (supabase/media, drawn by supabase/media/generate.ts: photo-like,
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
const storedFile = (url: unknown) => {
  const m = typeof url === 'string' ? STORED.exec(url) : null;
  return m ? decodeURIComponent(m[1]!) : undefined;
};

/**
 * What an address attribute of a story's element is set to instead of a stored object's address: the sample
 * photograph (a srcset becomes that one photograph), and a video only shows it as its poster. `undefined`: as given.
 */
function swapped(el: Element, name: string, value: unknown): [name: string, value: string] | undefined {
  const file = storedFile(value);
  if (!file) return undefined;
  if (el.localName === 'video' && name === 'src') return ['poster', photoFor(file)];
  return [name, photoFor(file)];
}

const ADDRESSES = new Set(['src', 'srcset', 'poster', 'data-later-src', 'data-later-srcset']);

/**
 * Installs the swap for the whole preview, where addresses are written (setAttribute, and the src/srcset/poster
 * properties) rather than after: the browser starts fetching an image as soon as its address is set, even before the
 * element is in the page, so a swap made later would still ask the story's made-up host (a failed request, and
 * an error in the console). Once per page.
 */
export function installStorageMediaFake(): void {
  const w = globalThis as { __medspaFakeMedia?: boolean };
  if (w.__medspaFakeMedia || typeof Element === 'undefined') return;
  w.__medspaFakeMedia = true;
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    const swap = ADDRESSES.has(name.toLowerCase()) ? swapped(this, name.toLowerCase(), value) : undefined;
    return setAttribute.call(this, ...(swap ?? [name, value]));
  };
  const properties: [proto: object, name: string][] = [
    [HTMLImageElement.prototype, 'src'],
    [HTMLImageElement.prototype, 'srcset'],
    [HTMLSourceElement.prototype, 'srcset'],
    [HTMLVideoElement.prototype, 'src'],
    [HTMLVideoElement.prototype, 'poster'],
  ];
  for (const [proto, name] of properties) {
    const own = Object.getOwnPropertyDescriptor(proto, name);
    if (!own?.set) continue;
    Object.defineProperty(proto, name, {
      ...own,
      set(this: Element, value: string) {
        const swap = swapped(this, name, value);
        if (swap) this.setAttribute(...swap);
        else own.set!.call(this, value);
      },
    });
  }
}
