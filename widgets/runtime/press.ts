/**
 * A press made before an element's code has come: what it does (`clickPress`), the answer it gets at once from the
 * markup alone (`pressAnswer`), and the list of presses made before the loader itself has come. Plain DOM and no
 * imports but the markers: the loader holds presses with it (runtime/upgrade.ts `whenTouched`), and so does the
 * script the clinic's pages carry inline until it has started the loader (site/boot/start-loader.ts).
 */
import { SSR_ATTRIBUTE } from './markers';

/** A first touch of an element (a pointer over it, focus, a touch): its code is wanted (runtime/upgrade.ts). */
export const FIRST_TOUCH = ['pointerover', 'focusin', 'touchstart'] as const;

/** Marks a button whose press is held until the element is live: it looks busy (theme.css), at once. */
export const HELD_ATTRIBUTE = 'data-medspa-held';

/**
 * The answer a held press gets at once, from the markup alone, before any widget code: a disclosure button
 * (`aria-expanded` + `aria-controls`, the WAI pattern) flips `aria-expanded`, and the element's CSS shows or hides
 * what it controls from that attribute; any other button is marked busy (and a submit button with a
 * `data-pending-label` reads it, theme.css). React hydrates without touching attributes, and the press it is then
 * given computes the same state (the disclosure opens), so nothing flashes. Returns the undo, for code that never
 * comes.
 */
export function answer(button: HTMLButtonElement | undefined): () => void {
  const expanded = button?.getAttribute('aria-expanded');
  if (!button || button.disabled) return () => {};
  if (expanded != null && button.hasAttribute('aria-controls')) {
    button.setAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
    return () => button.setAttribute('aria-expanded', expanded);
  }
  button.setAttribute(HELD_ATTRIBUTE, '');
  return () => button.removeAttribute(HELD_ATTRIBUTE);
}

/**
 * A dialog trigger (`aria-haspopup="dialog"` + `aria-controls` naming a `<dialog>` of the root: the consultation's,
 * whose dialog and form the server draws, issue 39) opens it at once. Returns the press to give back once live, only
 * while the dialog is still open (Escape, its Close form or the backdrop may have closed it), and the undo; nothing
 * for any other button.
 */
function openDialog(root: ShadowRoot, replay: () => void, button?: HTMLButtonElement): [() => void, () => void] | undefined {
  const dialog = button?.getAttribute('aria-haspopup') == 'dialog' && root.getElementById(button.getAttribute('aria-controls')!);
  if (!(dialog instanceof HTMLDialogElement)) return;
  if (!dialog.open) dialog.showModal();
  return [() => dialog.open && replay(), () => dialog.close()];
}

/**
 * A held press answered at once: a dialog trigger opens its dialog, any other button gets `answer`'s answer. Returns
 * what to do once the element is live (give the press back) and the undo (for code that never comes).
 */
export function pressAnswer(root: ShadowRoot, replay: () => void, button?: HTMLButtonElement): [() => void, () => void] {
  return openDialog(root, replay, button) ?? [replay, answer(button)];
}

/** Gives a held press back: a click on the button pressed (an icon inside it is an SVG element, which has no click). */
export function click(target: EventTarget): void {
  if (target instanceof HTMLElement && target.isConnected) target.click();
}

/**
 * What a click inside an element that is not live yet does: a link's goes ahead (the browser follows it), and so does
 * one inside an open dialog (its fields work natively): undefined; one on the dialog itself (its backdrop) closes it:
 * the dialog; any other is held, to be given back to the button pressed (or what was pressed) once the element is
 * live: that and the button.
 */
export function clickPress(path: readonly EventTarget[]): HTMLDialogElement | [EventTarget, HTMLButtonElement?] | undefined {
  if (path.some((n) => n instanceof HTMLAnchorElement && n.hasAttribute('href'))) return;
  const dialog = path.find((n): n is HTMLDialogElement => n instanceof HTMLDialogElement && n.open);
  if (dialog) return path[0] == dialog ? dialog : undefined;
  const button = path.find((n): n is HTMLButtonElement => n instanceof HTMLButtonElement);
  return [button ?? path[0]!, button];
}

/**
 * What a submit of a form inside an element that is not live yet does: a `<form method="dialog">` only closes its
 * dialog (natively): undefined; any other is held, to be sent again once the element is live (the browser never
 * sends it as a page address): the replay and the submit button.
 */
export function submitPress(e: SubmitEvent): [() => void, HTMLButtonElement?] | undefined {
  const form = e.target as HTMLFormElement;
  const by = e.submitter;
  if (form.method != 'dialog') return [() => form.isConnected && form.requestSubmit(by), by instanceof HTMLButtonElement ? by : undefined];
}

/**
 * A press inside a server-rendered element made before the loader defined it, answered and kept for the loader; a
 * first touch is kept as one with nothing to give back (the loader then loads the element's code, as for its own).
 */
export interface EarlyPress {
  /** The element pressed in. */
  host: Element;
  /** Gives the press back, once the element is live (`pressAnswer`'s first). */
  again: () => void;
  /** Takes its answer back, if the element's code never comes. */
  undo: () => void;
}

/** Where the page keeps its early presses, for the loader (one list per window). */
const KEY = Symbol.for('medspa.early-presses');
type Keeper = { [KEY]?: EarlyPress[] };

/** The window's list of early presses (made on first use). */
export function earlyPresses(win: Window = window): EarlyPress[] {
  return ((win as Keeper)[KEY] ??= []);
}

/** The early presses made in `host`, taken off the list, in order. */
export function takeEarlyPresses(host: Element, win: Window = window): EarlyPress[] {
  const list = (win as Keeper)[KEY];
  if (!list?.length) return [];
  (win as Keeper)[KEY] = list.filter((p) => p.host !== host);
  return list.filter((p) => p.host === host);
}

/**
 * The server-rendered element an event's path passes through whose code is not defined yet (its root box carries
 * the server's mark, runtime/markers.ts), from inside its shadow root or at the element itself, with its shadow
 * root; undefined for any other.
 */
export function undefinedHostOf(path: readonly EventTarget[]): ShadowRoot | undefined {
  for (const n of path) {
    if (!(n instanceof Element)) continue;
    const root = n.hasAttribute(SSR_ATTRIBUTE) ? n.getRootNode() : n.shadowRoot?.querySelector(`[${SSR_ATTRIBUTE}]`) && n.shadowRoot;
    if (root instanceof ShadowRoot) return customElements.get(root.host.localName) ? undefined : root;
  }
  return undefined;
}
