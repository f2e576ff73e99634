/**
 * toast(): one call from any widget; one toaster per page, created on first use.
 *
 * The toasts' state lives on globalThis so two copies of the runtime on one page (the ES bundle and the IIFE, say)
 * still share a single toaster.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; paused while hovered or focused. */
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 3;

interface ToastState {
  items: ToastItem[];
  listeners: Set<() => void>;
  nextId: number;
  mount?: () => void;
  /** Stories only (keepToasts): every toast stays until dismissed, so the state it reports can be looked at. */
  kept?: boolean;
}

// The key is shared by every copy of the runtime, whatever its version: it keeps its old name.
const KEY = Symbol.for('medspa.toast-store');
const g = globalThis as typeof globalThis & { [KEY]?: ToastState };
const state: ToastState = (g[KEY] ??= { items: [], listeners: new Set(), nextId: 1 });

function emit() {
  for (const l of state.listeners) l();
}

/** Shows a toast; returns its id. */
export function toast(input: ToastInput): number {
  const item: ToastItem = {
    id: state.nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: state.kept ? Infinity : (input.duration ?? TOAST_DURATION_MS),
  };
  state.items = [...state.items, item].slice(-TOAST_LIMIT);
  emit();
  state.mount?.();
  return item.id;
}

export function dismissToast(id: number): void {
  state.items = state.items.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: () => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return state.items;
}

/** The toaster registers how to mount itself; kept apart so this module stays free of React. */
export function setToasterMount(mount: () => void): void {
  state.mount = mount;
}

/** Stories: toasts shown from now on stay until dismissed (true), or time out as on a page (false, the default). */
export function keepToasts(kept: boolean): void {
  state.kept = kept;
}

/** Tests: forget every toast. */
export function resetToasts(): void {
  state.items = [];
  emit();
}
