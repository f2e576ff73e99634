/** Form helpers for component tests: set a control's value the way typing does, submit, read the toasts. */
import { act } from 'react';
import { settle } from './render';

export function setValue(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

export const control = (root: ParentNode, name: string) => root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

/** Sets each named control's value. */
export async function fill(root: ParentNode, values: Record<string, string>) {
  await act(async () => {
    for (const [k, v] of Object.entries(values)) setValue(control(root, k), v);
  });
}

export async function submit(root: ParentNode) {
  await act(async () => {
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
  await settle(10);
}
