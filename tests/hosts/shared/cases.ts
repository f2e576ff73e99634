/**
 * What every host app of the conformance suite (tests/hosts, issue 37) puts on its page, and what the tests look
 * for: one list of values, so the four apps and the two suites (tests/e2e/hosts.spec.ts, tests/engines/hosts.test.ts)
 * cannot drift apart. Browser code (the apps import it) and Node code (the tests) alike: plain data only.
 */

export interface Card {
  title: string;
  text: string;
}

/** `cards` given as an object (an array of objects, as a framework passes a prop). */
export const OBJECT_CARDS: Card[] = [
  { title: 'Object card one', text: 'Passed as an array of objects.' },
  { title: 'Object card two', text: 'Still an object after a remount.' },
];

/** `cards` given as a JSON string. */
export const STRING_CARDS: Card[] = [
  { title: 'String card one', text: 'Passed as a JSON string.' },
  { title: 'String card two', text: 'Parsed on every mount.' },
];
export const STRING_CARDS_JSON = JSON.stringify(STRING_CARDS);

/** The cards the design system's panel (acme-panel.ts) gives the widget inside its own shadow root. */
export const PANEL_CARDS: Card[] = [{ title: 'Panel card', text: 'Inside the host component’s shadow root.' }];

/** How many times the "Remount widgets" button is pressed. */
export const REMOUNTS = 10;

/** The product the buy button is given by property before it is appended. */
export const PRODUCT = 'Bio Cleanse';

/** The partner's own data on the contact form (`metadata`, widgets/content/metadata.ts). */
export const METADATA = { partnerRef: 'hosts-suite', tier: 2, vip: true };

/** The page's own consultation trigger (`data-medspa-consultation`) and its prefill. */
export const TRIGGER = { label: 'Book a visit', name: 'Host Visitor' };

/** The app names, each the folder of its app under tests/hosts. */
export const HOST_APPS = ['react', 'vue', 'svelte', 'design-system'] as const;
export type HostApp = (typeof HOST_APPS)[number];

/** The `source` of each app's contact form and of its own trigger. */
export const formSource = (app: string) => `${app}-host`;
export const triggerSource = (app: string) => `${app}-trigger`;

/** Where a campaign lands on each app: a path whose address the app (or its router) cleans. */
export const LANDING: Record<HostApp, string> = {
  react: '/landing', // react-router: <Navigate replace to="/">
  vue: '/', // the app strips utm_* with history.replaceState at start
  svelte: '/',
  'design-system': '/', // a classic script before the loader strips utm_*
};

/** The events the apps record in `window.hostEvents` (each with its target's tag). */
export const HOST_EVENTS = ['contact-submitted', 'consultation-submitted'] as const;

export interface HostEvent {
  type: string;
  from: string;
  detail: unknown;
}

declare global {
  interface Window {
    hostEvents: HostEvent[];
  }
}

/** Browser: records one event of a widget (the apps call it from their own event bindings). */
export function recordEvent(e: Event): void {
  (window.hostEvents ??= []).push({ type: e.type, from: (e.target as Element).localName, detail: (e as CustomEvent).detail });
}

// What both suites expect (SPEC's strings, letter for letter) and the shape of a lead id.
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const MESSAGE_SENT = "Message sent! We'll get back to you as soon as possible.";
export const UNAVAILABLE = 'This product is not available.';
