/**
 * The "Schedule a Consultation" dialog holding the form. This module (with react-hook-form and zod) is its
 * own chunk, imported on first open (see LazyConsultationDialog); it brings its CSS and adopts it into the
 * widget's shadow root.
 */
import { useInsertionEffect } from 'react';
import { Dialog, dialogStyles } from '../runtime/dialog';
import { adoptStyles } from '../runtime/styles';
import { ConsultationForm, type ConsultationPrefill } from './ConsultationForm';
import { attributionDetail } from '../runtime/attribution';
import type { ConsultationSubmittedDetail } from './use-consultation';
import formCss from './consultation-form.css?inline';
import { controlStyles } from '../runtime/controls';

export const DIALOG_TITLE = 'Schedule a Consultation';
export const DIALOG_DESCRIPTION = "Fill out the form below and we'll contact you to schedule your consultation.";
export const consultationDialogStyles = [dialogStyles, controlStyles, formCss] as const;

export interface ConsultationDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a real submission was saved (not for a filled honeypot). */
  onSubmitted?: (detail: ConsultationSubmittedDetail) => void;
  /** The widget's shadow root, which receives the dialog's styles. */
  container?: ShadowRoot;
  /** The element's prefill and `source` (issue 30). */
  prefill?: ConsultationPrefill;
  /** The button that opened it: focus returns there (runtime/dialog). */
  opener?: () => HTMLElement | null | undefined;
}

export default function ConsultationDialog({ open, onClose, onSubmitted, container, prefill, opener }: ConsultationDialogProps) {
  useInsertionEffect(() => {
    if (container) adoptStyles(container, consultationDialogStyles);
  }, [container]);
  return (
    <Dialog open={open} onClose={onClose} title={DIALOG_TITLE} description={DIALOG_DESCRIPTION} opener={opener}>
      <ConsultationForm
        prefill={prefill}
        onDone={(outcome, { attribution, id }) => {
          onClose();
          if (outcome !== 'ignored') onSubmitted?.({ outcome, ...attributionDetail(attribution), id });
        }}
      />
    </Dialog>
  );
}
