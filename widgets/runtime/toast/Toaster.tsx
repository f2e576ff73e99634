/**
 * The page's toaster: a fixed notifications region (bottom right), two persistent live regions that
 * announce each toast to screen readers (polite; assertive for destructive), timers that pause while
 * the toaster is hovered or holds focus, and a dismiss button on each toast.
 *
 * The list is a manual popover, re-shown on each new toast, so it sits in the top layer above an open
 * modal <dialog> and its backdrop instead of under them.
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, type ToastItem } from './toast';

function ToastCard({ item, paused }: { item: ToastItem; paused: boolean }) {
  const remaining = useRef(item.duration);
  useEffect(() => {
    // A kept toast (stories, keepToasts) has no timer: setTimeout would take Infinity for 0.
    if (paused || remaining.current === Infinity) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id]);

  return (
    <li className={`toast toast--${item.variant}`} part={`toast toast-${item.variant}`} data-variant={item.variant}>
      <div className="toast__text">
        <p className="toast__title">{item.title}</p>
        {item.description ? <p className="toast__description">{item.description}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismissToast(item.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

const announce = (t: ToastItem | undefined) => (t ? [t.title, t.description].filter(Boolean).join('. ') : '');

export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Live regions exist before any message, then receive the text: that is what screen readers announce.
  const latestPolite = [...items].reverse().find((t) => t.variant !== 'destructive');
  const latestAlert = [...items].reverse().find((t) => t.variant === 'destructive');
  const region = useRef<HTMLElement>(null);
  const newest = items.at(-1)?.id;

  useLayoutEffect(() => {
    const el = region.current as (HTMLElement & { showPopover?: () => void; hidePopover?: () => void }) | null;
    if (!el?.showPopover || !el.hidePopover) return;
    try {
      if (el.matches(':popover-open')) el.hidePopover();
      if (newest !== undefined) el.showPopover();
    } catch {
      /* not connected yet, or popover unsupported: the fixed host still shows it */
    }
  }, [newest]);

  return (
    <>
      <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announce(latestPolite)}
      </div>
      <div className="sr-only" role="alert" aria-live="assertive" aria-atomic="true">
        {announce(latestAlert)}
      </div>
      <section
        ref={region}
        className="toaster"
        aria-label="Notifications"
        part="toaster"
        popover="manual"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        <ol className="toaster__list">
          {items.map((item) => (
            <ToastCard key={item.id} item={item} paused={hovered || focused} />
          ))}
        </ol>
      </section>
    </>
  );
}
