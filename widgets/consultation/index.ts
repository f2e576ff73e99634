/** The consultation feature's public surface for other features (the navbar holds the dialog too). */
export { useConsultationDialog, type UseConsultationDialogOptions } from './use-consultation-dialog';
export { consultationDialogStyles } from './styles';
export type { ConsultationSubmittedDetail } from './use-consultation';
