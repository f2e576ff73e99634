/** Registers <medspa-toaster> and mounts one on the page the first time a toast is shown. */
import { defineWidget } from '../define';
import { Toaster } from './Toaster';
import { setToasterMount } from './toast';
import css from './toaster.css?inline';

export const TOASTER_TAG = 'medspa-toaster';

export function mountToaster(): void {
  defineWidget(TOASTER_TAG, Toaster, { styles: [css] });
  if (!document.querySelector(TOASTER_TAG)) document.body.append(document.createElement(TOASTER_TAG));
}

setToasterMount(mountToaster);
