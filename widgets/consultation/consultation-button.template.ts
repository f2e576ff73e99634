/**
 * <medspa-consultation-button> before its code, on a page the server did not render (a partner's; issue 39): the
 * markup the site's renderer draws for it, rendered at build time from the component itself
 * (`virtual:medspa-markup/…`, scripts/markup.ts), stamped into the element's shadow root by the loader
 * (runtime/upgrade.ts, through the elements table's `templates`). A small chunk without React: its button shows at
 * once, its dialog opens at the first tap (the loader's dialog trigger), the browser's checks guard the form, and
 * the element hydrates in place like a server-rendered one (nothing typed is lost, a submit is held and sent once).
 *
 * What differs per element is set as the component would draw it: the label, the outline variant, the headless
 * form (the page's own controls' element, runtime/consultation-api.ts), the prefill (name and email, never the
 * reason) and `open`.
 */
import button from 'virtual:medspa-markup/medspa-consultation-button';
import headless from 'virtual:medspa-markup/medspa-consultation-button?headless=true';
import { stampMarkup } from '../runtime/stamp';
import { prefillValues } from '../runtime/url-prefill';
import { PREFILL } from './native-rules';
import { watchOpen } from './open-state';
import { consultationButtonStyles } from './styles';

/** The element's properties (r2wc's, from its attributes or set by the page), as the component reads them. */
interface Props {
  label?: string;
  variant?: string;
  headless?: boolean;
  name?: string;
  email?: string;
  prefillFromUrl?: string;
}

export function stamp(root: ShadowRoot, el: HTMLElement): boolean {
  const props = el as HTMLElement & Props;
  const box = stampMarkup(root, consultationButtonStyles, props.headless ? headless : button);
  if (!box) return false;
  const trigger = box.querySelector<HTMLButtonElement>('[part="button"]');
  if (trigger && props.label) trigger.textContent = props.label;
  if (trigger && props.variant === 'outline') trigger.classList.add('medspa-btn--outline');
  // as the form's usePrefill fills them (only empty fields); given to React once it is there, as typing would be
  const values = prefillValues({ name: props.name, email: props.email }, props.prefillFromUrl, PREFILL, location.search);
  for (const [field, value] of Object.entries(values)) {
    const input = box.querySelector<HTMLInputElement>(`form [name="${field}"]`);
    if (input && !input.value) input.value = value;
  }
  watchOpen(el, box.querySelector('dialog')!);
  return true;
}
