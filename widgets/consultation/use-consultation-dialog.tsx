/**
 * What an element needs to hold the consultation dialog (the consultation button, the navbar): props for its
 * trigger button and the dialog to place in its tree. The dialog and its form are drawn with the element (on the
 * server too, closed), and the trigger names it (`aria-haspopup="dialog"`, `aria-controls`): that is how the loader
 * opens it at the first tap, before React (runtime/upgrade.ts, issue 39). Where the dialog sits is the caller's
 * choice (the navbar keeps it outside its small-screen menu, which may be hidden). The holding element adds
 * `consultationDialogStyles` to its styles.
 */
import { useId, useRef, useState, type MouseEvent } from 'react';
import { ConsultationDialog } from './ConsultationDialog';
import type { ConsultationSubmittedDetail } from './use-consultation';
import type { ConsultationPrefill } from './ConsultationForm';

export interface UseConsultationDialogOptions {
  /** After a request was saved (the element turns it into its `consultation-submitted` event). */
  onSubmitted?: (detail: ConsultationSubmittedDetail) => void;
  /** The element's prefill and `source` (issue 30): the consultation button's attributes. */
  prefill?: ConsultationPrefill;
  /** Told each time the dialog opens or closes (the consultation button reflects it as `open`). */
  onOpenChange?: (open: boolean) => void;
  /** (Accepted for callers that pass it; the dialog's styles come with the element's.) */
  container?: ShadowRoot;
}

export function useConsultationDialog({ onSubmitted, prefill, onOpenChange }: UseConsultationDialogOptions) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const id = `${useId()}-consultation`;
  // The pressed trigger, for focus to return to on close (Safari does not focus a button it clicks).
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Whether the dialog is open, and the way to open or close it from the element's code. */
    open,
    setOpen,
    triggerProps: {
      'aria-haspopup': 'dialog',
      'aria-controls': id,
      onClick: (e: MouseEvent<HTMLElement>) => {
        opener.current = e.currentTarget;
        setOpen(true);
      },
    } as const,
    dialog: (
      <ConsultationDialog
        id={id}
        open={open}
        onClose={() => setOpen(false)}
        onSubmitted={onSubmitted}
        prefill={prefill}
        opener={() => opener.current}
      />
    ),
  };
}
