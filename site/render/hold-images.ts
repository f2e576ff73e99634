/**
 * On a page whose largest paint is an image (PageBody.largestImage), every lazy image of the document, in the light
 * DOM and in the elements' server-rendered shadow roots alike, is held back until that image has painted: its
 * addresses (`src`, `srcset`, `sizes`, and its picture's sources') written under LATER_PREFIX and the elements
 * marked HOLD_ATTRIBUTE (widgets/runtime/media/hold.ts, whose `releaseHeld` the start script runs). Lazy images are
 * below the first screen by design; the largest image itself is never held. Images already held for their turn (a
 * slide's `<Picture later>`) have no address to hold and stay as they are.
 */
import { HOLD_ATTRIBUTE } from '../../widgets/runtime/media/hold';
import { LATER_PREFIX } from '../../widgets/runtime/motion/rotation';

/** An `<img>`, with the `<picture>` and `<source>`s just before it when it is in one (the markup React writes). */
const IMAGE = /(<picture\b[^>]*>(?:<source\b[^>]*>)*)?<img\b[^>]*>/g;
/** An address attribute's name: React quotes every value and writes a `"` in one as `&quot;`, so `name="` is never text. */
const ADDRESS = /(\s)(src|srcset|sizes)="/gi;

const hold = (tag: string) => tag.replace(/^<(img|source)\b/, `<$1 ${HOLD_ATTRIBUTE}=""`).replace(ADDRESS, `$1${LATER_PREFIX}$2="`);

export function holdLazyImages(html: string, largest: { src: string }): string {
  const largestSrc = largest.src.replaceAll('&', '&amp;');
  return html.replace(IMAGE, (match, picture: string | undefined) => {
    const img = match.slice(picture?.length ?? 0);
    if (!/\sloading="lazy"/.test(img) || !/\s(src|srcset)="/i.test(img) || img.includes(`src="${largestSrc}"`)) return match;
    return (picture ?? '').replace(/<source\b[^>]*>/g, hold) + hold(img);
  });
}
