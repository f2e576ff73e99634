/**
 * What a submit needs, fetched on the first one (or when the dialog opens, ./ConsultationForm.tsx): the §5 checks
 * (zod/mini) and the sending (the REST and functions clients). The form's markup and state come with the element,
 * so the dialog opens and hydrates without them.
 */
import * as z from 'zod/mini';
import { consultationSchema, type ConsultationField, type ConsultationValues } from './schema';

export { sendConsultation } from './use-consultation';

export type ConsultationErrors = Partial<Record<ConsultationField, string>>;

/** The values, or the first message of each invalid field (docs/product.md §5). */
export function checkConsultation(
  values: ConsultationValues,
): { ok: true; values: ConsultationValues } | { ok: false; errors: ConsultationErrors } {
  const result = z.safeParse(consultationSchema, values);
  if (result.success) return { ok: true, values: result.data };
  const errors: ConsultationErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as ConsultationField;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
