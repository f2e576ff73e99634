/**
 * The consultation dialog, fetched on first open so pages that show the button (every page, via the
 * navbar) do not pay for react-hook-form and zod up front. `prefetchConsultation` starts the download
 * early (pointer over or focus on a trigger).
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { ConsultationDialogProps } from './ConsultationDialog';

let loaded = false;
const waiting = new Set<() => void>();
const load = () =>
  import('./ConsultationDialog').then((module) => {
    loaded = true;
    for (const notify of waiting) notify();
    return module;
  });
const Dialog = lazy(load);

/** Whether the dialog's code is here (a trigger looks busy until it is, after a press). */
export const useConsultationLoaded = () =>
  useSyncExternalStore(
    (notify) => (waiting.add(notify), () => waiting.delete(notify)),
    () => loaded,
    () => false,
  );

let prefetched: Promise<unknown> | undefined;
export function prefetchConsultation(): void {
  prefetched ??= load().catch(() => {
    prefetched = undefined;
  });
}

export function LazyConsultationDialog(props: ConsultationDialogProps) {
  // Mount (and so fetch) only once it has been opened; then stay mounted so closing keeps focus handling.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
