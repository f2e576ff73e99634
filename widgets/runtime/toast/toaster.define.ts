/** Registers <medspa-toaster> and mounts one on the page the first time a toast is shown. */
import { defineWidget } from '../define';
import { Toaster } from './Toaster';
import { setToasterMount } from './toast';
import { toaster } from './toaster.contract';
import css from './toaster.css?inline';

export function mountToaster(): void {
  defineWidget(toaster, Toaster, [css]);
  if (!document.querySelector(toaster.tag)) document.body.append(document.createElement(toaster.tag));
}

setToasterMount(mountToaster);
