/**
 * When a server-rendered element is live: its code is defined, React has hydrated its markup and what the visitor
 * typed before that is back in React's hands (runtime/early-input.ts). defineWidget (runtime/define.tsx) says it
 * with an event on the element; the loader (runtime/upgrade.ts), which listens from before it asks for the code,
 * then gives back the presses it held. An event, not shared state: the loader of one bundle and the chunk of another
 * (two bundles on one page) meet on its name alone.
 */
const LIVE_EVENT = 'medspa-live';

/** Says that `el` is live (the event does not bubble: it is the element's own business). */
export const markLive = (el: Element): void => void el.dispatchEvent(new Event(LIVE_EVENT));

/** Runs `then` when `el` goes live. */
export const onLive = (el: Element, then: () => void): void => el.addEventListener(LIVE_EVENT, then, { once: true });
