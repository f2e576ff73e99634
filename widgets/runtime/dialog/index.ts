import css from './dialog.css?inline';
export { Dialog, deepActiveElement, type DialogProps } from './Dialog';
/** Widgets that use the dialog add this to their `styles`. */
export const dialogStyles = css;
