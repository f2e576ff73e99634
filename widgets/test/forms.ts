/** Form helpers for component tests: set a control's value the way typing does, submit, read the toasts. */
import { act } from 'react';
import { settle, until } from './render';

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

/**
 * Presses submit, then waits until no form is sending (aria-busy gone): the answer and all it does are in.
 * `held`: the test holds the answer back, so it returns while the form sends.
 */
export async function submit(root: ParentNode, { held = false } = {}) {
  await act(async () => {
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
  if (held) return settle();
  await until(() => {
    if (root.querySelector('form[aria-busy]')) throw new Error('the form is still sending');
  });
  await settle();
}
