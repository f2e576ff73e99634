/**
 * The "Schedule a Consultation" dialog holding the form. Drawn with the element that holds it, on the server too,
 * closed (issue 39): the loader opens it at the first tap, before React (runtime/upgrade.ts), and React then
 * hydrates it in place. Its CSS is part of the holding element's styles (`consultationDialogStyles`, ./styles.ts,
 * in its define module), so the server's shadow root carries it.
 */
import { Dialog } from '../runtime/dialog';
import { ConsultationForm, type ConsultationPrefill } from './ConsultationForm';
import { attributionDetail } from '../runtime/attribution';
import type { ConsultationSubmittedDetail } from './use-consultation';
import { DIALOG_DESCRIPTION, DIALOG_TITLE } from './text';

export { DIALOG_DESCRIPTION, DIALOG_TITLE };

export interface ConsultationDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a real submission was saved (not for a filled honeypot). */
  onSubmitted?: (detail: ConsultationSubmittedDetail) => void;
  /** The element's prefill and `source` (issue 30). */
  prefill?: ConsultationPrefill;
  /** The button that opened it: focus returns there (runtime/dialog). */
  opener?: () => HTMLElement | null | undefined;
  /** The <dialog>'s id: its triggers' aria-controls. */
  id: string;
}

export function ConsultationDialog({ open, onClose, onSubmitted, prefill, opener, id }: ConsultationDialogProps) {
  return (
    <Dialog id={id} open={open} onClose={onClose} title={DIALOG_TITLE} description={DIALOG_DESCRIPTION} opener={opener}>
      <ConsultationForm
        prefill={prefill}
        onDone={(outcome, { attribution, id: leadId }) => {
          onClose();
          if (outcome !== 'ignored') onSubmitted?.({ outcome, ...attributionDetail(attribution), id: leadId });
        }}
      />
    </Dialog>
  );
}
