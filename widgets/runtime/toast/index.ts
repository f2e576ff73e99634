/** What widgets import: `toast()`, with the toaster wired to mount on first use. */
import './toaster.define';
export { toast, dismissToast, type ToastInput, type ToastVariant } from './toast';
