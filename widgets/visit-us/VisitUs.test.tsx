import { afterEach, describe, expect, it, vi } from 'vitest';
import { VisitUs } from './VisitUs';
import { renderWidget, routes, settle, until, withFakeBackend, type FakeResponse } from '../test/render';
import { getToasts } from '../runtime/toast/toast';
import { clinic, directionsUrl } from '../content/clinic';
import { MAP_FAILED_MESSAGE, MAP_FAILED_TOAST } from './use-map';

const KEY_ROUTE = 'POST /functions/v1/get-google-maps-key';
const SECRET = 'AIzaFAKE-secret-key';

type G = typeof globalThis & { google?: unknown; __medspaGoogleMapsReady?: () => void; gm_authFailure?: () => void };
const g = globalThis as G;

function fakeMaps() {
  const Map = vi.fn(function (this: { el: HTMLElement }, el: HTMLElement) {
    this.el = el;
    el.textContent = 'fake map';
  });
  const Marker = vi.fn();
  return { Map, Marker };
}

/** Captures scripts the widget appends to <head> instead of letting happy-dom fetch them. */
function captureScripts() {
  const scripts: HTMLScriptElement[] = [];
  const original = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const n of nodes) if (n instanceof HTMLScriptElement) scripts.push(n);
    original(...nodes.filter((n) => !(n instanceof HTMLScriptElement)));
  });
  return scripts;
}

async function renderWithKey(answer: FakeResponse) {
  const fake = withFakeBackend(routes({ [KEY_ROUTE]: answer }));
  const r = await renderWidget(<VisitUs />);
  // Until the key's answer is taken up: a fallback, or the script asked for (its callback set).
  if (answer.delay === Infinity) await settle();
  else {
    const state = () => r.container.querySelector('.map')!.getAttribute('data-state');
    await until(() => expect(state() !== 'loading' || typeof g.__medspaGoogleMapsReady === 'function').toBe(true));
  }
  return { ...r, calls: fake.calls };
}

/** The message and the directions link in place of the map. */
function expectFallback(container: HTMLElement, state: 'failed' | 'unavailable') {
  const map = container.querySelector('.map')!;
  expect(map.getAttribute('data-state')).toBe(state);
  expect(map.querySelector('.map__message')!.textContent).toBe(MAP_FAILED_MESSAGE);
  expect(MAP_FAILED_MESSAGE).toBe('Unable to load the map at this time. Please try again later.');
  const link = [...map.querySelectorAll('a')].find((a) => a.textContent!.startsWith('Get directions'))!;
  expect(link.getAttribute('href')).toBe(directionsUrl);
  expect(link.target).toBe('_blank');
  expect(link.rel).toContain('noopener');
}

function expectFailed(container: HTMLElement) {
  expectFallback(container, 'failed');
  const toasts = getToasts();
  expect(toasts).toHaveLength(1);
  expect(toasts[0]).toMatchObject({ title: 'Failed to load map configuration', variant: 'destructive' });
  expect(MAP_FAILED_TOAST).toBe('Failed to load map configuration');
}

afterEach(() => {
  delete g.google;
  delete g.__medspaGoogleMapsReady;
  delete g.gm_authFailure;
  delete (g as unknown as Record<symbol, unknown>)[Symbol.for('medspa.google-maps-loading')];
});

describe('VisitUs: clinic details', () => {
  it('shows the heading, address, phone link, hours and the four social links with accessible names', async () => {
    const { container } = await renderWithKey({ status: 200, body: {}, delay: Infinity });
    expect(container.querySelector('h2')!.textContent).toBe('Visit Us');
    expect(container.querySelector('address')!.textContent).toContain(clinic.address.street);
    expect(container.querySelector('address')!.textContent).toContain('Saint Louis, MO 63105');
    const tel = container.querySelector('a[href^="tel:"]')!;
    expect(tel.getAttribute('href')).toBe(`tel:${clinic.phoneE164}`);
    expect(tel.textContent).toBe(clinic.phone);
    expect(container.textContent).toContain('Monday – Friday');
    expect(container.textContent).toContain('9:00 AM – 7:00 PM');
    expect(container.textContent).toContain('Sunday');
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toContain('Connect With Us');
    const social = [...container.querySelectorAll('.visit__social a')];
    expect(social.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'Twitter (opens in a new tab)',
    ]);
    for (const a of social) {
      expect(a.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
      expect((a as HTMLAnchorElement).rel).toContain('noopener');
    }
  });
});

describe('VisitUs: map', () => {
  it('loading: a labelled skeleton while the key is fetched (docs/product.md §7.12, no payload)', async () => {
    const { container, calls } = await renderWithKey({ status: 200, body: { GOOGLE_MAPS_API_KEY: SECRET }, delay: Infinity });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([KEY_ROUTE]);
    expect(calls[0]!.body).toBeUndefined();
    const map = container.querySelector('.map')!;
    expect(map.getAttribute('data-state')).toBe('loading');
    expect(map.querySelector('[role="status"]')!.textContent).toBe('Loading map…');
    expect(getToasts()).toHaveLength(0);
  });

  it('no key configured (503 "not configured") -> the page message and a directions link, no toast, no log line (issue 32)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, calls } = await renderWithKey({ status: 503, body: { error: 'Google Maps API key is not configured' } });
    expect(calls).toHaveLength(1);
    expectFallback(container, 'unavailable');
    expect(getToasts()).toHaveLength(0);
    expect(log).not.toHaveBeenCalled();
  });

  it('another 503 (a backend still starting) is a failure: the toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await renderWithKey({ status: 503, body: { message: 'The local backend is starting; retry in a moment.' } });
    expectFailed(container);
  });

  it('over the daily cap (429) is a failure: the toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await renderWithKey({ status: 429, body: { error: 'Too many map key requests from this address today' } });
    expectFailed(container);
  });

  it('key fetch error -> the exact toast, the exact page message and a directions link', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await renderWithKey({ status: 500, body: { error: 'GOOGLE_MAPS_API_KEY is not configured' } });
    expectFailed(container);
    expect(log).toHaveBeenCalled();
  });

  it('missing key -> the same failed state and toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await renderWithKey({ status: 200, body: { GOOGLE_MAPS_API_KEY: '' } });
    expectFailed(container);
  });

  it('script failure -> the same failed state; the key never reaches the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scripts = captureScripts();
    const { container } = await renderWithKey({ status: 200, body: { GOOGLE_MAPS_API_KEY: SECRET } });
    expect(scripts).toHaveLength(1);
    const src = new URL(scripts[0]!.src);
    expect(src.origin + src.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(src.searchParams.get('key')).toBe(SECRET);
    expect(src.searchParams.get('callback')).toBe('__medspaGoogleMapsReady');
    expect(container.querySelector('.map')!.getAttribute('data-state')).toBe('loading');

    scripts[0]!.dispatchEvent(new Event('error'));
    await until(() => expectFailed(container));
    expect(JSON.stringify(log.mock.calls.map((c) => c.map(String)))).not.toContain(SECRET);
  });

  it('shown: loads the script once, then a map at zoom 16 on the clinic with a marker', async () => {
    const scripts = captureScripts();
    const { container } = await renderWithKey({ status: 200, body: { GOOGLE_MAPS_API_KEY: SECRET } });
    expect(scripts).toHaveLength(1);
    const maps = fakeMaps();
    g.google = { maps };
    g.__medspaGoogleMapsReady!();
    const map = container.querySelector('.map')!;
    await until(() => expect(map.getAttribute('data-state')).toBe('shown'));
    expect(maps.Map).toHaveBeenCalledTimes(1);
    const [el, opts] = maps.Map.mock.calls[0]! as unknown as [HTMLElement, { center: unknown; zoom: number }];
    expect(el.className).toBe('map__canvas');
    expect(opts).toMatchObject({ center: clinic.geo, zoom: 16 });
    expect(maps.Marker).toHaveBeenCalledWith(expect.objectContaining({ position: clinic.geo }));
    expect(map.querySelector('[role="status"]')).toBeNull();
    expect(getToasts()).toHaveLength(0);

    // A second map on the page reuses the loaded API: no second script.
    const again = await renderWidget(<VisitUs />);
    await until(() => expect(again.container.querySelector('.map')!.getAttribute('data-state')).toBe('shown'));
    expect(scripts).toHaveLength(1);
  });

  it('a key refused by Google (gm_authFailure) -> the failed state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    captureScripts();
    const { container } = await renderWithKey({ status: 200, body: { GOOGLE_MAPS_API_KEY: SECRET } });
    g.gm_authFailure!();
    await until(() => expectFailed(container));
  });
});
