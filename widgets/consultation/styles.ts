/**
 * The consultation's stylesheets, apart from its components (no React): the element's chunk and its template
 * (./consultation-button.template.ts, stamped before React on a partner's page) adopt the same texts.
 */
import dialogCss from '../runtime/dialog/dialog.css?inline';
import { controlStyles } from '../runtime/controls/styles';
import formCss from './consultation-form.css?inline';
import buttonCss from './consultation.css?inline';

/** What an element holding the dialog adds to its styles (the navbar, the consultation button). */
export const consultationDialogStyles = [dialogCss, controlStyles, formCss] as const;

/** <medspa-consultation-button>'s own (the theme comes first: runtime/styles.ts elementStyles). */
export const consultationButtonStyles = [buttonCss, ...consultationDialogStyles] as const;
