/**
 * The iframe fallback's frame side (issue 37): it posts `resize` on every size change and `event` for each declared
 * event, and takes `context` only from its parent window, once: the parent's first touch replaces the frame page's
 * own (cleaned by the attribution rules), its prefill fills the element's empty name and email.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ATTRIBUTION_STORAGE_KEY, attributionFor, resetAttributionForTests } from './attribution';
import { talkToParent } from './frame-child';
import type { FrameMessage } from './frame-messages';

/** A parent window that records what it is sent. */
function fakeParent() {
  const sent: { message: FrameMessage; origin: string }[] = [];
  const parent = { postMessage: (message: FrameMessage, origin: string) => sent.push({ message, origin }) } as unknown as Window;
  return { parent, sent };
}

/** happy-dom has no layout: ResizeObserver callbacks are driven by hand. */
const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
class FakeResizeObserver {
  targets: Element[] = [];
  constructor(readonly callback: ResizeObserverCallback) {
    observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
}
const resized = () => observers.forEach((o) => o.targets.length && o.callback([], o as unknown as ResizeObserver));

let bottom = 100;
let stop: () => void = () => {};

function frame(events = ['newsletter-subscribed']) {
  const main = document.createElement('main');
  const element = document.createElement('medspa-newsletter');
  element.getBoundingClientRect = () => ({ bottom }) as DOMRect;
  main.append(element);
  document.body.append(main);
  const { parent, sent } = fakeParent();
  stop = talkToParent({ element, events, parent });
  return { element, parent, sent };
}

const context = (parent: Window, data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, source: parent }));

let loaded: unknown[] = [];
beforeEach(() => {
  loaded = [];
  (window as Window & { MedspaWidgets?: unknown }).MedspaWidgets = { load: async (root: unknown) => void loaded.push(root) };
  observers.length = 0;
  bottom = 100;
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  sessionStorage.clear();
  resetAttributionForTests();
});
afterEach(() => stop());

describe('the frame page talks to its parent', () => {
  it('posts its content height on every change, once per new height', () => {
    const { sent } = frame();
    resized();
    bottom = 340.2;
    resized();
    resized();
    expect(sent.map((s) => s.message)).toEqual([
      { medspa: 1, type: 'resize', height: 100 },
      { medspa: 1, type: 'resize', height: 341 },
    ]);
  });

  it('posts each declared event with its detail, as data; other events stay home', () => {
    const { element, sent } = frame();
    element.dispatchEvent(
      new CustomEvent('newsletter-subscribed', { bubbles: true, composed: true, detail: { id: 'a1', attribution: { source: 'x' } } }),
    );
    element.dispatchEvent(new CustomEvent('something-else', { bubbles: true, detail: {} }));
    expect(sent.map((s) => s.message)).toEqual([
      { medspa: 1, type: 'event', name: 'newsletter-subscribed', detail: { id: 'a1', attribution: { source: 'x' } } },
    ]);
  });

  it("takes the parent's context once, from the parent only: its first touch replaces the frame page's own, cleaned", () => {
    // the frame page's own landing, as the widgets record it (referred by the partner page)
    sessionStorage.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ referrer: 'https://partner.example', landing_path: location.pathname }),
    );
    const { element, parent } = frame();
    const stranger = { postMessage() {} } as unknown as Window;
    context(stranger, { medspa: 1, type: 'context', attribution: { utm_source: 'evil' }, prefill: { name: 'Mallory' } });
    expect(element.hasAttribute('name')).toBe(false);
    context(parent, {
      medspa: 1,
      type: 'context',
      attribution: { utm_source: 'google', utm_campaign: 'spring', landing_path: '/spring', secret: 'dropped', utm_medium: '<>' },
      prefill: { name: 'Ana', email: 'ana@example.com', reason: 'never' },
    });
    expect(attributionFor('frame')).toEqual({ utm_source: 'google', utm_campaign: 'spring', landing_path: '/spring', source: 'frame' });
    expect(element.getAttribute('name')).toBe('Ana');
    expect(element.getAttribute('email')).toBe('ana@example.com');
    expect(element.hasAttribute('reason')).toBe(false);
    // and the element's code is asked for, so a server-rendered element shows the prefill without a touch
    expect(loaded).toEqual([element]);
    // a second context (the parent answers every resize) changes nothing
    context(parent, { medspa: 1, type: 'context', attribution: { utm_source: 'bing' }, prefill: { name: 'Other' } });
    expect(attributionFor()?.utm_source).toBe('google');
    expect(element.getAttribute('name')).toBe('Ana');
  });

  it('keeps a first touch the visit had from elsewhere, and an attribute the page set', () => {
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ utm_source: 'newsletter', landing_path: '/elsewhere' }));
    const { element, parent } = frame();
    element.setAttribute('email', 'set@example.com');
    context(parent, { medspa: 1, type: 'context', attribution: { utm_source: 'google' }, prefill: { email: 'url@example.com' } });
    expect(attributionFor()?.utm_source).toBe('newsletter');
    expect(element.getAttribute('email')).toBe('set@example.com');
  });
});
