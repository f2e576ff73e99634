/**
 * Behaviour of the navbar's two disclosures (the Services list and the small-screen menu), following the
 * WAI-ARIA disclosure pattern: a button with aria-expanded/aria-controls; Escape closes and returns focus
 * to the button; a click outside closes (a click in an open modal dialog is not outside); for the dropdown, focus leaving it closes it too.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface Disclosure<B extends HTMLElement = HTMLButtonElement, R extends HTMLElement = HTMLElement> {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** Close and put focus back on the button. */
  closeAndFocus: () => void;
  buttonRef: RefObject<B | null>;
  /** The element holding both the button and what it controls. */
  rootRef: RefObject<R | null>;
}

const always = () => true;

export function useDisclosure<B extends HTMLElement = HTMLButtonElement, R extends HTMLElement = HTMLElement>(
  initial = false,
  /** Whether a press outside closes it now (a list that is part of the page's column stays: see Navbar). */
  closesOutside: () => boolean = always,
): Disclosure<B, R> {
  const [open, setOpen] = useState(initial);
  const buttonRef = useRef<B>(null);
  const rootRef = useRef<R>(null);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const closeAndFocus = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // composedPath() sees into open shadow roots, so a click inside the widget is recognised as inside.
    const onPointerDown = (e: PointerEvent) => {
      const root = rootRef.current;
      const path = e.composedPath();
      // A modal dialog opened from inside (the menu's "Schedule Consultation") is not outside: the menu stays
      // open under it, so focus can go back to the button that opened it, whichever way it is closed.
      if (path.some((n) => n instanceof HTMLDialogElement && n.open)) return;
      if (root && !path.includes(root) && closesOutside()) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closesOutside]);

  return { open, setOpen, toggle, closeAndFocus, buttonRef, rootRef };
}

/** Arrow keys, Home and End move focus between the links of a list (an extra on top of Tab). */
export function moveFocusInList(e: KeyboardEvent<HTMLElement>, list: HTMLElement | null): boolean {
  if (!focusLinkFor(e.key, list)) return false;
  e.preventDefault();
  return true;
}

/** Moves focus as `key` asks (ArrowDown, ArrowUp, Home, End); false when the key means nothing here. */
export function focusLinkFor(key: string, list: HTMLElement | null): boolean {
  if (!list) return false;
  const links = [...list.querySelectorAll<HTMLElement>('a[href]')];
  if (!links.length) return false;
  const root = list.getRootNode() as Document | ShadowRoot;
  const index = links.indexOf(root.activeElement as HTMLElement);
  let next: number | undefined;
  if (key === 'ArrowDown') next = index < 0 ? 0 : (index + 1) % links.length;
  else if (key === 'ArrowUp') next = index < 0 ? links.length - 1 : (index - 1 + links.length) % links.length;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = links.length - 1;
  if (next === undefined) return false;
  links[next]!.focus();
  return true;
}
