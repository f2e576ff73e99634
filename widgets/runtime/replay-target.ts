/**
 * React queues a hover or a focus that reaches a root still hydrating (focusin, pointerover, mouseover, dragenter,
 * gotpointercapture) and replays it once hydrated, on the queued event's `target` (react-dom's event replaying). The
 * DOM clears an event's target when its dispatch ends if its path ended inside a shadow root (an event that is not
 * composed, tests/e2e/replay-target.spec.ts), and the replay then threw "Cannot read properties of null (reading
 * 'dispatchEvent')": an uncaught error on a partner's page, seen once on the Vue host of tests/e2e/hosts.spec.ts (which
 * event it was there is not known). Until the root is live, each such event keeps its target for after its dispatch;
 * during the dispatch `target` is the browser's own, retargeted as usual for listeners outside the shadow root.
 */
const CONTINUOUS = ['focusin', 'pointerover', 'mouseover', 'dragenter', 'gotpointercapture'] as const;

/** Listens on `container` (the hydrating root's box) until the returned function is called. */
export function keepReplayTargets(container: Element): () => void {
  const own = Object.getOwnPropertyDescriptor(Event.prototype, 'target')?.get;
  if (!own) return () => {};
  const keep = (event: Event) => {
    const inner = event.target; // at the container, inside the shadow root: the element itself
    Object.defineProperty(event, 'target', { configurable: true, get: () => (own.call(event) as EventTarget | null) ?? inner });
  };
  // Capturing, and before React's own listeners on the container (added by hydrateRoot): the target is kept before
  // React queues the event.
  for (const type of CONTINUOUS) container.addEventListener(type, keep, true);
  return () => {
    for (const type of CONTINUOUS) container.removeEventListener(type, keep, true);
  };
}
