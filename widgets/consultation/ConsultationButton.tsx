/**
 * <medspa-consultation-button>: a "Schedule Consultation" button that opens the dialog titled
 * "Schedule a Consultation" holding the consultation form (service pages, marketers' pages).
 * The dialog and its form are drawn with the button (issue 39). `open` opens it from the page's code; `headless` leaves out the button
 * (the dialog the page's own controls open: runtime/api.ts).
 */
import { useEffect } from 'react';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { consultationButton } from './consultation-button.contract';
import { useConsultationDialog } from './use-consultation-dialog';
import { thenSuccessUrl } from '../runtime/lead';
import { openAttribute, takeOverOpen } from './open-state';

export type ConsultationButtonProps = WidgetProps<typeof consultationButton>;

export function ConsultationButton(props: ConsultationButtonProps) {
  const { label, variant, container, onConsultationSubmitted, name, email, prefillFromUrl, source, headless, metadata, successUrl } =
    withDefaults(consultationButton, props);
  const host = container?.host;
  const { triggerProps, dialog, open, setOpen } = useConsultationDialog({
    container,
    onSubmitted: thenSuccessUrl(consultationButton.tag, successUrl, onConsultationSubmitted),
    prefill: { name, email, prefillFromUrl, source, metadata, tag: consultationButton.tag },
    // `open` mirrors the dialog, so the page can read it and a later `open` opens it again.
    onOpenChange: (next) => (next ? host?.setAttribute('open', 'true') : host?.removeAttribute('open')),
  });
  // Stamped before React (a partner's page): the template kept `open` and the dialog together until now.
  useEffect(() => takeOverOpen(host), [host]);
  // The page set or removed `open` (a render follows). Read from the element, not the prop: a close and a reopen in
  // one task reach React as one unchanged prop.
  useEffect(() => {
    if (host && openAttribute(host) !== open) setOpen(!open);
  });
  // The page's own controls open it (`open`, runtime/api.ts): the dialog alone.
  if (headless) return dialog;
  return (
    <>
      <button
        type="button"
        className={`medspa-btn consult-button${variant === 'outline' ? ' medspa-btn--outline' : ''}`}
        part="button"
        {...triggerProps}
      >
        {label}
      </button>
      {dialog}
    </>
  );
}
