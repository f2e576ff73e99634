/**
 * The frame page's side of the iframe fallback (issue 37; the messages: ./frame-messages.ts). On a frame page
 * (/widgets/frame/<tag>) framed by another page it tells the parent the content's height on every change (the
 * element's box, and an open dialog's content, which sits in the top layer outside the flow) and each of the
 * element's declared events as it fires (they bubble and are composed: they reach this document), and it takes the
 * parent's `context` once, from the parent window only: the parent's first touch becomes the visit's (unless the
 * visit already has one from elsewhere than this frame page) and its prefill fills the element's empty `name` and
 * `email`.
 */
import { cleanAttribution } from '../content/attribution';
import { ATTRIBUTION_STORAGE_KEY } from './attribution';
import { FRAME_MARK, FRAME_PREFILL, frameMessage, type FrameMessage } from './frame-messages';
import type { MedspaWidgetsApi } from './api';

export interface FrameChildOptions {
  /** The widget element the page shows. */
  element: HTMLElement;
  /** The events it declares. */
  events: readonly string[];
  /** The window that frames this page (window.parent). */
  parent?: Window;
}

/**
 * Where the messages may go: the framing page's origin where the browser says it (ancestorOrigins, the referrer),
 * else any (a page that sends no referrer); they never carry what the visitor typed.
 */
function parentOrigin(): string {
  const ancestor = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins?.[0];
  if (ancestor && ancestor !== 'null') return ancestor;
  try {
    return new URL(document.referrer).origin;
  } catch {
    return '*';
  }
}

/** The parent's first touch replaces none or this frame page's own (a landing on the frame says only "framed"). */
function takeAttribution(given: unknown): void {
  if (!given || typeof given !== 'object') return;
  const touch = cleanAttribution(given as Record<string, unknown>);
  if (!Object.keys(touch).length) return;
  try {
    const kept = JSON.parse(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null') as { landing_path?: unknown } | null;
    if (kept && kept.landing_path !== location.pathname) return;
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(touch));
  } catch {
    /* storage refused (a sandboxed frame): the frame's own touch stands */
  }
}

/** The height the frame needs: the element's bottom plus the page's padding, or an open dialog's content. */
function contentHeight(element: HTMLElement): number {
  const main = element.parentElement ?? document.body;
  const pad = parseFloat(getComputedStyle(main).paddingBottom) || 0;
  let height = element.getBoundingClientRect().bottom + scrollY + pad;
  for (const dialog of element.shadowRoot?.querySelectorAll('dialog[open]') ?? []) {
    // centred with a margin of 1em on each side (runtime/dialog/dialog.css); its content may overflow its box
    height = Math.max(height, dialog.scrollHeight + 2 * (dialog as HTMLElement).offsetTop + 2);
  }
  return Math.ceil(height);
}

/** Starts talking to the parent; answers the way to stop. */
export function talkToParent({ element, events, parent = window.parent }: FrameChildOptions): () => void {
  const target = parentOrigin();
  const post = (message: FrameMessage) => parent.postMessage(message, target);

  let last = -1;
  const report = () => {
    const height = contentHeight(element);
    if (height === last) return;
    last = height;
    post({ medspa: FRAME_MARK, type: 'resize', height });
  };
  const sizes = new ResizeObserver(report);
  sizes.observe(element);
  // A dialog opening or closing, and its content growing (errors), change what the frame must show.
  const watched = new WeakSet<Element>();
  const dialogs = new MutationObserver(() => {
    for (const dialog of element.shadowRoot?.querySelectorAll('dialog > *') ?? [])
      if (!watched.has(dialog)) {
        watched.add(dialog);
        sizes.observe(dialog);
      }
    report();
  });
  const watchShadow = () => {
    if (element.shadowRoot)
      dialogs.observe(element.shadowRoot, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  };
  watchShadow();
  if (!element.shadowRoot) customElements.whenDefined(element.localName).then(watchShadow, () => {});

  const relay = (e: Event) => {
    // Structured clone refuses functions and nodes: the detail goes as JSON data.
    const detail = (e as CustomEvent).detail === undefined ? undefined : (JSON.parse(JSON.stringify((e as CustomEvent).detail)) as unknown);
    post({ medspa: FRAME_MARK, type: 'event', name: e.type, detail });
  };
  for (const name of events) document.addEventListener(name, relay);

  let taken = false;
  const onMessage = (e: MessageEvent) => {
    const message = frameMessage(e.data);
    if (e.source !== parent || parent === window || message?.type !== 'context' || taken) return;
    taken = true;
    takeAttribution(message.attribution);
    const prefill = message.prefill && typeof message.prefill === 'object' ? message.prefill : {};
    let filled = false;
    for (const field of FRAME_PREFILL) {
      const value = prefill[field];
      if (typeof value !== 'string' || !value.trim() || element.getAttribute(field)) continue;
      element.setAttribute(field, value);
      filled = true;
    }
    // A server-rendered element waits for a touch to go live; a prefill shows only once it is (the loader's API).
    if (filled) void (window as Window & { MedspaWidgets?: MedspaWidgetsApi }).MedspaWidgets?.load(element);
  };
  addEventListener('message', onMessage);

  return () => {
    sizes.disconnect();
    dialogs.disconnect();
    for (const name of events) document.removeEventListener(name, relay);
    removeEventListener('message', onMessage);
  };
}

/** The frame page's call: its element and events are named on the <main> that holds it (site/catalogue/frame-page.tsx). */
export function startFrameChild(): void {
  const main = document.querySelector<HTMLElement>('[data-frame-element]');
  const element = main?.querySelector<HTMLElement>(main.dataset.frameElement!);
  if (!element || window.parent === window) return;
  talkToParent({ element, events: (main!.dataset.frameEvents ?? '').split(' ').filter(Boolean) });
}
