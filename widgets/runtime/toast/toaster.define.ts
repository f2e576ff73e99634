/** Registers <medspa-toaster> and puts one on the page (runtime/toast/index.ts loads this on the first toast). */
import { defineWidget } from '../define';
import { Toaster } from './Toaster';
import { toaster } from './toaster.contract';
import css from './toaster.css?inline';

export function mountToaster(): void {
  defineWidget(toaster, Toaster, [css]);
  if (!document.querySelector(toaster.tag)) document.body.append(document.createElement(toaster.tag));
}
