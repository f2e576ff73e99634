/**
 * Writes (docs/product.md §7.1, §7.2, §7.11): `defineAction({ what, run, onError })`. `run` throws on failure;
 * the action applies its error policy and answers `{ ok, value }` or `{ ok: false, error }`, so a widget decides
 * what happens next (keep the form, close the dialog) without handling errors itself. `useAction` adds the
 * pending state and lets one run be in flight at a time (a second click joins the first).
 */
import { useCallback, useRef, useState } from 'react';
import { report, type ErrorPolicy } from './errors';

export interface ActionSpec<Input, Output> {
  /** What is done, for the log line ("Sending the consultation request"). */
  what: string;
  run: (input: Input) => Promise<Output>;
  onError: ErrorPolicy;
}

export type ActionResult<Output> = { ok: true; value: Output } | { ok: false; error: unknown };

export interface Action<Input, Output> {
  spec: ActionSpec<Input, Output>;
  run: (input: Input) => Promise<ActionResult<Output>>;
}

export function defineAction<Input, Output>(spec: ActionSpec<Input, Output>): Action<Input, Output> {
  return {
    spec,
    run: async (input) => {
      try {
        return { ok: true, value: await spec.run(input) };
      } catch (error) {
        report(spec.onError, error, spec.what);
        return { ok: false, error };
      }
    },
  };
}

/** `run` (stable) and `pending`; while a run is in flight, another call returns that run's result. */
export function useAction<Input, Output>(action: Action<Input, Output>) {
  const [pending, setPending] = useState(false);
  const inFlight = useRef<Promise<ActionResult<Output>> | null>(null);
  const run = useCallback(
    (input: Input) => {
      if (inFlight.current) return inFlight.current;
      setPending(true);
      const p = action.run(input).finally(() => {
        inFlight.current = null;
        setPending(false);
      });
      inFlight.current = p;
      return p;
    },
    [action],
  );
  return { run, pending };
}
