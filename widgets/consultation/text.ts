/** The consultation's words (docs/product.md §2, §8), apart so the form's markup holds no sending code. */
export const DIALOG_TITLE = 'Schedule a Consultation';
export const DIALOG_DESCRIPTION = "Fill out the form below and we'll contact you to schedule your consultation.";
export { SENDING } from '../content/forms';

export const TOASTS = {
  failed: 'Failed to send consultation request. Please try again.',
  notificationFailed: 'Consultation request saved but notification failed to send.',
  sent: "Consultation request sent successfully! We'll contact you soon.",
} as const;
