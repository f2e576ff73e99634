/**
 * Error policies (docs/product.md §8): what a failed call does, declared once per call.
 * - a toast (title, description, variant), shown once per failure;
 * - a log line: what failed and the error's name, code and status. Never its message or details: an insert's
 *   error may echo the row it refused (a consultation reason is health information);
 * - or nothing.
 */
import { toast, type ToastInput } from '../toast';

export interface ErrorPolicy {
  toast?: ToastInput;
  log: boolean;
}

export const onError = {
  /** A toast, and (unless `log: false`) a log line. */
  toast: (input: ToastInput, { log = true }: { log?: boolean } = {}): ErrorPolicy => ({ toast: input, log }),
  /** "Logged only": the page goes on without the data. */
  log: { log: true } as ErrorPolicy,
  /** "Silently": nothing is said anywhere. */
  silent: { log: false } as ErrorPolicy,
} as const;

/** Name, code and HTTP status of an error from the Supabase clients (or anything thrown), nothing else. */
export function describeError(err: unknown): string {
  if (!err || typeof err !== 'object') return typeof err;
  const e = err as { name?: unknown; code?: unknown; status?: unknown; statusCode?: unknown; context?: unknown; cause?: unknown };
  const status = e.status ?? e.statusCode ?? (e.context instanceof Response ? e.context.status : undefined);
  const parts = [typeof e.name === 'string' && e.name ? e.name : 'Error'];
  if ((typeof e.code === 'string' && e.code) || typeof e.code === 'number') parts.push(`code ${e.code}`);
  if (typeof status === 'string' || typeof status === 'number') parts.push(`status ${status}`);
  // A wrapper (BucketListError) says what failed; its cause says how.
  if (e.cause && typeof e.cause === 'object' && e.cause !== err) parts.push(`from ${describeError(e.cause)}`);
  return parts.join(', ');
}

/**
 * A failure that says what the page's author should change (a setting, an attribute), in a message made of no
 * visitor data: logged as its message instead of the name, code and status.
 */
export class ExplainedError extends Error {}

/** Applies a policy to a failure of `what` ("Loading news", "Sending the consultation request"). */
export function report(policy: ErrorPolicy, err: unknown, what: string): void {
  if (policy.log)
    console.error(`[medspa] ${what} failed${err instanceof ExplainedError ? `: ${err.message}` : ` (${describeError(err)})`}`);
  if (policy.toast) toast(policy.toast);
}
