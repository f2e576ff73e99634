/**
 * The page's own images (static HTML, outside any widget) that are storage variants carry their original address
 * in `data-original`; when a variant cannot be loaded the original is shown instead (docs/product.md §4, §8: on
 * failure the original address is used). `error` does not bubble, so one capturing listener on the document
 * catches later failures, and a look at the images already broken catches those that failed before this ran.
 */
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

let watching = false;

/** `root`: the document, or a server-rendered element's shadow root (`error` does not leave a shadow tree). */
export function watchStaticImages(doc: Document | ShadowRoot = document): void {
  if (doc === document) {
    if (watching) return;
    watching = true;
  }
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
