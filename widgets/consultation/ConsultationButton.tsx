/**
 * <medspa-consultation-button>: a "Schedule Consultation" button that opens the dialog titled
 * "Schedule a Consultation" holding the consultation form (service pages, marketers' pages).
 * The form is fetched on first open.
 */
import { useState } from 'react';
import type { WidgetHostProps } from '../runtime/define';
import { dispatchSubmitted, LazyConsultationDialog, prefetchConsultation } from './LazyConsultationDialog';

export interface ConsultationButtonProps extends WidgetHostProps {
  /** Visible text of the button. */
  label?: string;
  /** `outline` for a secondary look; default the filled primary button. */
  variant?: string;
}

export function ConsultationButton({ label = 'Schedule Consultation', variant, container }: ConsultationButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`medspa-btn consult-button${variant === 'outline' ? ' medspa-btn--outline' : ''}`}
        part="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={prefetchConsultation}
        onFocus={prefetchConsultation}
      >
        {label || 'Schedule Consultation'}
      </button>
      <LazyConsultationDialog
        open={open}
        onClose={() => setOpen(false)}
        container={container}
        onSubmitted={(detail) => dispatchSubmitted(container, detail)}
      />
    </>
  );
}
