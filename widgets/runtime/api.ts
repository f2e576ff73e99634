/**
 * The page's own controls (issue 37), in the loader: `openConsultation()` (loader.js's export and
 * `window.MedspaWidgets`) and `installTriggers()`, one capture click listener on the document that opens the
 * consultation dialog for a click on (or inside) any element with `data-medspa-consultation`, in the document or an
 * open shadow root (the click's composed path). Tiny on purpose: the code that drives the dialog's element
 * (./consultation-api.ts) and the element's template (its markup without React, runtime/stamp.ts) are fetched on the
 * first use, both at once, or as soon as the page holds such a control; the element's own code comes when the open
 * dialog is first touched, as on the clinic's pages (issue 39).
 */
import { templates } from 'virtual:medspa-elements';
import type { ConsultationOptions } from './consultation-api';

export type { ConsultationOptions } from './consultation-api';

/** Marks the page's own control; `-name`, `-email`, `-source` beside it prefill (never the reason). */
export const TRIGGER_ATTRIBUTE = 'data-medspa-consultation';

/** This API's chunk and the element's template, fetched together (the template's failure is the element's to handle). */
function fetchApi() {
  templates['medspa-consultation-button']?.().catch(() => {});
  return import('./consultation-api');
}

/** Opens the consultation dialog (with an element of its own, whether or not the page holds one); resolves once it is open. */
export function openConsultation(options?: ConsultationOptions): Promise<void> {
  return fetchApi().then((m) => m.openConsultation(options));
}

const INSTALLED = Symbol.for('medspa.triggers');

function onClick(e: MouseEvent): void {
  const trigger = e.composedPath().find((n): n is HTMLElement => n instanceof HTMLElement && n.hasAttribute(TRIGGER_ATTRIBUTE));
  // A link opened in a new tab or window stays a link.
  if (!trigger || e.button || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  // The answer at once: busy until the dialog is open (or could not be).
  trigger.setAttribute('aria-busy', 'true');
  const data = trigger.dataset;
  void openConsultation({ name: data.medspaName, email: data.medspaEmail, source: data.medspaSource })
    .catch((err: unknown) => console.error('[medspa] Could not open the consultation dialog', err))
    .finally(() => trigger.removeAttribute('aria-busy'));
}

/** Listens for clicks on the page's own controls (once per page, however many bundles it loads). */
export function installTriggers(): void {
  const doc = document as Document & { [INSTALLED]?: true };
  if (doc[INSTALLED]) return;
  doc[INSTALLED] = true;
  doc.addEventListener('click', onClick, true);
  // A control in the page's markup: what opens the dialog is fetched now (small, no React), not after the tap.
  if (doc.querySelector(`[${TRIGGER_ATTRIBUTE}]`)) void fetchApi().catch(() => {});
}

/** The global both scripts publish (`window.MedspaWidgets`), and loader.js's exports. */
export interface MedspaWidgetsApi {
  openConsultation: typeof openConsultation;
  /** Resolves once every medspa element under `root` is defined and has rendered (runtime/upgrade.ts). */
  load: (root?: Document | ShadowRoot | Element) => Promise<void>;
}

/** The entries' call: the page's controls listen, and `window.MedspaWidgets` is there (the first bundle's stays). */
export function installApi(load: MedspaWidgetsApi['load']): void {
  installTriggers();
  const w = window as Window & { MedspaWidgets?: MedspaWidgetsApi };
  w.MedspaWidgets ??= { openConsultation, load };
}
