/**
 * The dialog primitive (docs/product.md §2): centred, dimmed backdrop, a Close control, a title and a description,
 * at most 425 px wide.
 *
 * It is a native <dialog> opened with showModal(): it stays inside the widget's shadow root (so its styles
 * hold and the host page's CSS cannot reach it), sits in the top layer above everything, makes the rest of
 * the page inert (focus stays inside), and closes on Escape. Focus returns to the control that opened it
 * (`opener`), else to what had focus before opening: Safari does not focus a button it clicks, so what has focus then
 * may be the page itself.
 *
 * Its content is drawn whether or not it is open (a closed <dialog> shows nothing), so the server's markup holds it
 * and the loader can open it before any widget code (runtime/upgrade.ts, issue 39); the Close control is a
 * `<form method="dialog">`'s button, which closes it natively too. A native close React did not ask for (the loader's,
 * before hydration) is told through `onClose`.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

export interface DialogProps {
  open: boolean;
  /** Called on Close, Escape or a click on the backdrop. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The control that opened the dialog (read at open), where focus returns on close. */
  opener?: () => HTMLElement | null | undefined;
  /** The <dialog>'s id, for its trigger's aria-controls (the loader opens it from there before hydration). */
  id?: string;
}

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let el = document.activeElement as HTMLElement | null;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
  return el;
}

/**
 * Opens the native dialog modally when `open` turns true and closes it when it turns false; any close (Escape, the
 * Close form, the loader's) returns focus to the opener and tells `onClose`.
 */
function useModal(ref: RefObject<HTMLDialogElement | null>, open: boolean, onClose: () => void, opener: DialogProps['opener']): void {
  const returnTo = useRef<HTMLElement | null>(null);
  // What a native close (the Close form, the loader's) reads when it comes: the latest committed props.
  const state = useRef({ open, onClose });
  useEffect(() => {
    state.current = { open, onClose };
  });

  // Whether an effect has run: a dialog the loader opened before hydration (issue 39) is open when the hydrated
  // component first runs with `open` false; it stays open (the visitor is typing in it) until the press the loader
  // gives back, or the element's `open`, says so to the component.
  const ran = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    const first = !ran.current;
    ran.current = true;
    if (!dialog) return;
    if (open) {
      // (already open: the loader opened it before hydration, and the press it gave back says so now)
      returnTo.current ??= opener?.() ?? deepActiveElement();
      if (!dialog.open) dialog.showModal();
    } else if (dialog.open && !first) {
      dialog.close();
    }
    // `opener` is read at the moment it opens, not followed.
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const restore = () => {
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) target.focus();
      if (state.current.open) state.current.onClose();
    };
    dialog.addEventListener('close', restore);
    return () => dialog.removeEventListener('close', restore);
  }, [ref]); // the same ref object for the component's life: once
}

export function Dialog({ open, onClose, title, description, children, opener, id }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();
  useModal(ref, open, onClose, opener);
  // Escape or the backdrop: React closes what it opened. One the loader opened, whose press React has not been given
  // back yet (runtime/define.tsx: a task after hydration), closes natively, or it would stay open.
  const dismiss = () => (open ? onClose() : ref.current?.close());

  return (
    // A click on the backdrop lands on the <dialog> itself and closes it; the keyboard path is Escape (native).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={id}
      className="dialog"
      part="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        dismiss();
      }}
      onClick={(e) => {
        // A click whose target is the <dialog> itself landed on the backdrop (the content fills the box).
        if (e.target === e.currentTarget) dismiss();
      }}
    >
      <div className="dialog__content">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {description ? (
            <p id={descId} className="dialog__description">
              {description}
            </p>
          ) : null}
        </div>
        {children}
        <form method="dialog" className="dialog__close-form">
          {/* closes natively (no code needed before hydration); the `close` event tells onClose */}
          <button type="submit" className="dialog__close">
            <span aria-hidden="true">×</span>
            <span className="sr-only">Close</span>
          </button>
        </form>
      </div>
    </dialog>
  );
}
