/**
 * The page's own images (static HTML, outside any widget) and a server-rendered element's images before its code
 * runs. A storage variant carries its original address in `data-original`; when the variant cannot be loaded the
 * original is shown instead (docs/product.md §4, §8: on failure the original address is used). When the original
 * (or an image's only address, inside a server-rendered element) cannot be loaded either, the image is marked broken
 * (broken.ts): transparent over its frame, no broken-image icon, its alt text kept for assistive technology; should
 * it load later, the mark goes. On the page itself only the site's variants are touched (the loader also runs on
 * partners' pages, whose own images are theirs).
 * `error` and `load` do not bubble, so one capturing listener each on the document (or shadow root) catches later
 * events, and a look at the images already failed catches those that failed before this ran.
 * The same first look puts interchangeable images in their order for this load (shuffle.ts: the PRP benefit cards).
 */
import { failedAlready, markBroken, unmarkBroken } from './broken';
import { shuffleGroups } from './shuffle';

/** The page's images that were drawn as variants (the site's; a partner's own images are left as they are). */
const swapped = new WeakSet<HTMLImageElement>();

/** `all`: every image of the root is the site's (a server-rendered element's shadow root). */
function fallBack(img: HTMLImageElement, all: boolean): void {
  const original = img.dataset.original;
  if (!original) {
    if (all || swapped.has(img)) markBroken(img);
    return;
  }
  delete img.dataset.original;
  swapped.add(img);
  // The <source>s stay (a server-rendered element hydrates this very markup: React throws on a missing node, not
  // on a changed attribute); they name the original too.
  img
    .closest('picture')
    ?.querySelectorAll('source')
    .forEach((s) => {
      s.srcset = original;
      s.removeAttribute('sizes');
    });
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.src = original;
}

let watching = false;

/** `root`: the document, or a server-rendered element's shadow root (`error` does not leave a shadow tree). */
export function watchStaticImages(doc: Document | ShadowRoot = document): void {
  if (doc === document) {
    if (watching) return;
    watching = true;
  }
  const all = doc !== document;
  shuffleGroups(doc);
  doc.addEventListener(
    'error',
    (e) => {
      const t = e.target;
      if (t instanceof HTMLImageElement) fallBack(t, all);
    },
    true,
  );
  doc.addEventListener(
    'load',
    (e) => {
      const t = e.target;
      if (t instanceof HTMLImageElement) unmarkBroken(t);
    },
    true,
  );
  for (const img of doc.querySelectorAll('img')) {
    const src = img.currentSrc;
    void failedAlready(img).then((failed) => {
      if (failed && img.currentSrc === src) fallBack(img, all);
    });
  }
}
