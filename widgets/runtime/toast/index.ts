/** What widgets import: `toast()`, with the toaster wired to mount on first use. */
import { mountToaster } from './toaster.define';
import { setToasterMount } from './toast';

setToasterMount(mountToaster);

export { toast, dismissToast, type ToastInput, type ToastVariant } from './toast';
