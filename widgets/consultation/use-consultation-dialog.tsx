/**
 * What an element needs to hold the consultation dialog (the consultation button, the navbar): props for its
 * trigger button and the dialog to place in its tree. The dialog's code is fetched on first open; pointer over
 * or focus on the trigger starts the download early; a trigger pressed before it is here is busy (aria-busy) meanwhile. Where the dialog sits is the caller's choice (the navbar
 * keeps it outside its small-screen menu, which may be hidden).
 */
import { useRef, useState, type MouseEvent } from 'react';
import { LazyConsultationDialog, prefetchConsultation, useConsultationLoaded } from './LazyConsultationDialog';
import type { ConsultationSubmittedDetail } from './use-consultation';
import type { ConsultationPrefill } from './ConsultationForm';

export interface UseConsultationDialogOptions {
  /** The widget's shadow root, which receives the dialog's styles. */
  container?: ShadowRoot;
  /** After a request was saved (the element turns it into its `consultation-submitted` event). */
  onSubmitted?: (detail: ConsultationSubmittedDetail) => void;
  /** The element's prefill and `source` (issue 30): the consultation button's attributes. */
  prefill?: ConsultationPrefill;
  /** Told each time the dialog opens or closes (the consultation button reflects it as `open`). */
  onOpenChange?: (open: boolean) => void;
}

export function useConsultationDialog({ container, onSubmitted, prefill, onOpenChange }: UseConsultationDialogOptions) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const loaded = useConsultationLoaded();
  // The pressed trigger, for focus to return to on close (Safari does not focus a button it clicks).
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Whether the dialog is open, and the way to open or close it from the element's code. */
    open,
    setOpen,
    triggerProps: {
      'aria-haspopup': 'dialog',
      // pressed, and the dialog's code still on its way: the button looks busy (theme.css) instead of doing nothing
      'aria-busy': open && !loaded ? true : undefined,
      onClick: (e: MouseEvent<HTMLElement>) => {
        opener.current = e.currentTarget;
        setOpen(true);
      },
      onPointerEnter: prefetchConsultation,
      onFocus: prefetchConsultation,
    } as const,
    dialog: (
      <LazyConsultationDialog
        open={open}
        onClose={() => setOpen(false)}
        container={container}
        onSubmitted={onSubmitted}
        prefill={prefill}
        opener={() => opener.current}
      />
    ),
  };
}
