/**
 * The consultation button's `open` attribute, its public state (reflected both ways): read here by the component
 * and, before React, by the stamped template (./consultation-button.template.ts), which keeps the attribute and the
 * native dialog together until the component takes over (`takeOverOpen`, from its first effect).
 */

/** The `open` attribute as r2wc reads a boolean (`el.open = false` writes "false"); present and empty is open. */
export const openAttribute = (host: Element): boolean => {
  const value = host.getAttribute('open');
  return value === '' || (value !== null && /^[ty1-9]/i.test(value));
};

const watches = new WeakMap<Element, () => void>();

/**
 * Before React: setting `open` opens the dialog and removing it closes it (the page's code, `openConsultation()`),
 * and a close by the visitor (Escape, Close, the backdrop) removes it, so the component, when it comes, reads the
 * state the page shows. Opens it at once if `open` is already there.
 */
export function watchOpen(host: HTMLElement, dialog: HTMLDialogElement): void {
  const sync = () => {
    const open = openAttribute(host);
    if (open === dialog.open || !host.isConnected) return;
    if (open) dialog.showModal();
    else dialog.close();
  };
  const closed = () => host.removeAttribute('open');
  const watch = new MutationObserver(sync);
  watch.observe(host, { attributes: true, attributeFilter: ['open'] });
  dialog.addEventListener('close', closed);
  watches.set(host, () => {
    watch.disconnect();
    dialog.removeEventListener('close', closed);
  });
  sync();
}

/** The component holds `open` from now on (its first effect): the template's watch ends. */
export function takeOverOpen(host: Element | undefined): void {
  if (!host) return;
  watches.get(host)?.();
  watches.delete(host);
}
