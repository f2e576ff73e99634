/**
 * <medspa-consultation-button>: a "Schedule Consultation" button that opens the dialog titled
 * "Schedule a Consultation" holding the consultation form (service pages, marketers' pages).
 * The form is fetched on first open.
 */
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { consultationButton } from './consultation-button.contract';
import { useConsultationDialog } from './use-consultation-dialog';

export type ConsultationButtonProps = WidgetProps<typeof consultationButton>;

export function ConsultationButton(props: ConsultationButtonProps) {
  const { label, variant, container, onConsultationSubmitted, name, email, prefillFromUrl, source } = withDefaults(
    consultationButton,
    props,
  );
  const { triggerProps, dialog } = useConsultationDialog({
    container,
    onSubmitted: onConsultationSubmitted,
    prefill: { name, email, prefillFromUrl, source },
  });
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
