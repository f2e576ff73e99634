import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { Map } from './Map';
import { renderWidget, routes, until, withFakeBackend } from '../test/render';
import { getToasts } from '../runtime/toast/toast';
import { clinic, directionsUrl } from '../content/clinic';

/** An observer the test drives: nothing is in view until `enter()`. */
function controllableObserver() {
  const observers: { cb: IntersectionObserverCallback; targets: Element[]; self: IntersectionObserver }[] = [];
  class Observer {
    constructor(cb: IntersectionObserverCallback) {
      observers.push({ cb, targets: [], self: this as unknown as IntersectionObserver });
    }
    observe(el: Element) {
      observers.find((o) => o.self === (this as unknown))!.targets.push(el);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    /** How many elements are watched: the map waits on the observer once this is above 0. */
    watched: () => observers.reduce((n, o) => n + o.targets.length, 0),
    enter: () =>
      act(async () => {
        for (const o of observers)
          o.cb(
            o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            o.self,
          );
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Map (lazy)', () => {
  it('asks for the key only when the map comes near the viewport', async () => {
    const io = controllableObserver();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = withFakeBackend(
      routes({ 'POST /functions/v1/get-google-maps-key': { status: 503, body: { error: 'Google Maps API key is not configured' } } }),
    );
    const { container } = await renderWidget(<Map center={clinic.geo} zoom={16} title={clinic.name} directionsUrl={directionsUrl} />);
    await until(() => expect(io.watched()).toBeGreaterThan(0));
    expect(calls).toHaveLength(0);
    expect(container.querySelector('.map')!.getAttribute('data-state')).toBe('loading');
    expect(getToasts()).toHaveLength(0);

    await io.enter();
    // No key configured (the local default): the directions fallback, no toast.
    await until(() => expect(container.querySelector('.map')!.getAttribute('data-state')).toBe('unavailable'));
    expect(calls.map((c) => c.url.pathname)).toEqual(['/functions/v1/get-google-maps-key']);
    expect(getToasts()).toHaveLength(0);
  });
});
