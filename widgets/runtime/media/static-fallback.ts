/**
 * What the loader does for images before any widget code (it runs on the page and on every server-rendered shadow
 * root; runtime/upgrade.ts):
 *
 * - A storage variant carries its original address in `data-original`; when the variant cannot be loaded the original
 *   is shown instead (docs/product.md §4, §8: on failure the original address is used). `error` does not bubble, so
 *   one capturing listener on the document (or shadow root) catches later failures, and a look at the images already
 *   broken catches those that failed before this ran. (When the original fails too, the frame's surface covers the
 *   broken image: media.css, then <Picture> once live.)
 * - Interchangeable images the server marked (`data-medspa-shuffle=""` over `data-medspa-slot`s: the PRP benefit
 *   cards' photos, docs/product.md §7.8) are put in a new order for this load: shuffle.ts says how, and reads it back.
 *
 * These lines import nothing: the loader and its static imports stay within their budget (tests/e2e/loader.spec.ts), and a
 * module shared with widget code would become a chunk of its own. The attribute names are written again in
 * shuffle.ts; shuffle.test.ts holds the two together.
 */

const SHUFFLE = 'data-medspa-shuffle';

function fallBack(img: HTMLImageElement): void {
  const original = img.dataset.original;
  if (!original) return;
  delete img.dataset.original;
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

/**
 * Every group of interchangeable images under `root` not yet in its order for this load, once: the image nodes
 * (each slot's first child, its frame) move among the slots, each slot keeps its text alternative (it names the
 * slot, not the photo), and the group says the order ("2 0 1": slot i shows what the server drew in slot 2…).
 */
export function shuffleStaticImages(root: ParentNode, random = Math.random): void {
  for (const group of root.querySelectorAll(`[${SHUFFLE}=""]`)) {
    const slots = [...group.querySelectorAll('[data-medspa-slot]')];
    const imgs = slots.map((s) => s.querySelector('img')!);
    if (!imgs.every(Boolean)) continue;
    const nodes = slots.map((s) => s.firstElementChild!);
    const alts = imgs.map((img) => img.alt);
    // Fisher–Yates, inside out
    const order: number[] = [];
    slots.forEach((slot, i) => {
      const j = (random() * (i + 1)) | 0;
      order[i] = order[j]!;
      order[j] = i;
    });
    slots.forEach((slot, i) => {
      slot.prepend(nodes[order[i]!]!);
      imgs[order[i]!]!.alt = alts[i]!;
    });
    group.setAttribute(SHUFFLE, order.join(' '));
  }
}

let watching = false;

/** `root`: the document, or a server-rendered element's shadow root (`error` does not leave a shadow tree). */
export function watchStaticImages(doc: Document | ShadowRoot = document): void {
  if (doc === document) {
    if (watching) return;
    watching = true;
  }
  shuffleStaticImages(doc);
  doc.addEventListener(
    'error',
    (e) => {
      const t = e.target;
      if (t instanceof HTMLImageElement) fallBack(t);
    },
    true,
  );
  for (const img of doc.querySelectorAll<HTMLImageElement>('img[data-original]')) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) fallBack(img);
  }
}
