/**
 * Images held back until the page's largest image has painted (issue 39). On a page whose largest paint is an image
 * (PageBody.largestImage: the home page's hero, /about's collage, a service's photo), the server writes every lazy
 * image's addresses under LATER_PREFIX and marks it, and its picture's sources, with HOLD_ATTRIBUTE
 * (site/render/hold-images.ts); the page's start script gives them back (`releaseHeld`) when it starts the loader,
 * once that image has painted or at the visitor's first touch (site/boot/start-loader.ts). A browser lazy-loads
 * what is within a screen or two of the view at its first layout: on a phone's 1.6 Mbps those photos (the home
 * page's staff portraits and service previews, 250 KB with camera photos) shared the connection with the hero.
 */
import { LATER_PREFIX } from '../motion/rotation';

export const HOLD_ATTRIBUTE = 'data-medspa-hold';

/** Every address held back on `el` (`data-later-src`, `-srcset`, `-sizes`) given back under its own name. */
export function giveAddresses(el: Element): void {
  for (const name of el.getAttributeNames()) {
    if (!name.startsWith(LATER_PREFIX)) continue;
    el.setAttribute(name.slice(LATER_PREFIX.length), el.getAttribute(name)!);
    el.removeAttribute(name);
  }
}

/** Gives back every held image in `root` and the shadow roots under it, in document order (a picture's sources first). */
export function releaseHeld(root: Document | ShadowRoot = document): void {
  for (const el of root.querySelectorAll('*')) {
    if (el.hasAttribute(HOLD_ATTRIBUTE)) {
      el.removeAttribute(HOLD_ATTRIBUTE);
      giveAddresses(el);
    }
    if (el.shadowRoot) releaseHeld(el.shadowRoot);
  }
}
