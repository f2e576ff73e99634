/**
 * /widgets/frame.js (issue 37): a message counts only when it comes from a frame page's iframe window AND that
 * iframe's origin; then the iframe takes the height, the event is dispatched again on the iframe (bubbling), and the
 * frame is answered with this page's first touch and the prefill its address offers for the iframe's opt-in.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

const CLINIC = 'https://clinic.example';
let iframe: HTMLIFrameElement;
let frameWindow: Window;
const toFrame: { message: unknown; origin: string }[] = [];

beforeAll(async () => {
  history.replaceState(null, '', '/spring?utm_source=partner-mail&utm_campaign=frame&lead_email=ana%40example.com');
  sessionStorage.clear();
  iframe = document.createElement('iframe');
  iframe.src = `${CLINIC}/widgets/frame/medspa-newsletter`;
  iframe.dataset.prefillFromUrl = 'email:lead_email';
  document.body.append(iframe);
  // the iframe's window, as the page sees it: what is posted to it is recorded
  frameWindow = { postMessage: (message: unknown, origin: string) => toFrame.push({ message, origin }) } as unknown as Window;
  Object.defineProperty(iframe, 'contentWindow', { get: () => frameWindow });
  await import('./frame-parent');
});
// (the house's test setup empties the body after each test)
beforeEach(() => document.body.append(iframe));

const send = (data: unknown, origin = CLINIC, source: unknown = frameWindow) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

describe('/widgets/frame.js', () => {
  it('ignores a message from another origin, another window, or without the mark', () => {
    send({ medspa: 1, type: 'resize', height: 500 }, 'https://evil.example');
    send({ medspa: 1, type: 'resize', height: 500 }, CLINIC, { postMessage() {} });
    send({ type: 'resize', height: 500 });
    expect(iframe.style.height).toBe('');
    expect(toFrame).toEqual([]);
  });

  it("takes the frame's height and answers with this page's first touch and the opted-in prefill, to the frame's origin", () => {
    send({ medspa: 1, type: 'resize', height: 412.3 });
    expect(iframe.style.height).toBe('413px');
    expect(toFrame).toHaveLength(1);
    expect(toFrame[0]!.origin).toBe(CLINIC);
    expect(toFrame[0]!.message).toMatchObject({
      medspa: 1,
      type: 'context',
      attribution: { utm_source: 'partner-mail', utm_campaign: 'frame', landing_path: '/spring' },
      prefill: { email: 'ana@example.com' },
    });
  });

  it('dispatches each event again on the iframe, bubbling, with its detail; a name that is no widget event is dropped', () => {
    const seen: CustomEvent[] = [];
    document.addEventListener('newsletter-subscribed', (e) => seen.push(e as CustomEvent));
    document.addEventListener('click', (e) => seen.push(e as unknown as CustomEvent));
    send({ medspa: 1, type: 'event', name: 'newsletter-subscribed', detail: { id: 'a1' } });
    send({ medspa: 1, type: 'event', name: 'click', detail: {} });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.target).toBe(iframe);
    expect(seen[0]!.detail).toEqual({ id: 'a1' });
    expect(seen[0]!.bubbles).toBe(true);
  });
});
