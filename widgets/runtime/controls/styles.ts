/** Widgets drawing a form field (`medspa-field`, `medspa-label`, `medspa-input`, `medspa-field-error`), a honeypot (`medspa-trap`) or a badge (`medspa-badge`) add this to their `styles`. */
import css from './controls.css?inline';
/** Widgets drawing page links (PageLinks.tsx) or a "More …" button under a list (`medspa-more`) add this to their `styles`. */
import pageLinksCss from './page-links.css?inline';

export const controlStyles = css;
export const pageLinkStyles = pageLinksCss;
