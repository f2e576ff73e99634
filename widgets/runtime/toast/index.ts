/**
 * What widgets import: `toast()`, with the toaster wired to mount on first use. The toaster's code (its element,
 * React component and CSS) is fetched by that first toast, not by every page that might show one: most pages
 * never do, and a data widget's page paid 1.3 KB gz for it.
 */
import { setToasterMount } from './toast';

setToasterMount(() => {
  void import('./toaster.define').then((m) => m.mountToaster());
});

export { toast, dismissToast, type ToastInput, type ToastVariant } from './toast';
