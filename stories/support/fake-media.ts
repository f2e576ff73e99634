/**
 * Stories have no storage: their listings are faked, and the public URLs those give
 * (http://backend.story/storage/v1/object/public/<bucket>/<file>) are swapped, inside the element's shadow root,
 * for labelled SVG data URLs (videos get an SVG poster).
 */

const PUBLIC = '/storage/v1/object/public/';

/** A labelled placeholder picture. */
export function svgPhoto(label: string, hue = 30, w = 1920, h = 1080): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 40% 78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 30% 45%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(h / 12)}" text-anchor="middle" fill="#1f1a17">${label}</text></svg>`,
  )}`;
}

const hueOf = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

function swap(el: Element) {
  const src = el.getAttribute('src');
  if (!src || !src.includes(PUBLIC)) return;
  const file = decodeURIComponent(src.slice(src.indexOf(PUBLIC) + PUBLIC.length));
  if (el.localName === 'img') el.setAttribute('src', svgPhoto(file, hueOf(file)));
  else if (el.localName === 'video') {
    el.removeAttribute('src');
    el.setAttribute('poster', svgPhoto(`${file} (video)`, hueOf(file)));
  }
}

/** Swaps storage media in `root` now and whenever it changes; returns the function that stops watching. */
export function swapStorageMedia(root: ShadowRoot): () => void {
  const all = () => root.querySelectorAll('img[src], video[src]').forEach(swap);
  all();
  const mo = new MutationObserver(all);
  mo.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  return () => mo.disconnect();
}
