/**
 * The map's data and behaviour (docs/product.md §7.12, §4 Map, §8):
 * 1. invoke `get-google-maps-key` (no payload); the key is `data.GOOGLE_MAPS_API_KEY` (SWR key 'google-maps-key',
 *    not retried: a missing key does not appear by asking again, and the toast must show once);
 * 2. load the Google Maps JS API script once per page (shared by every map, and by two bundles on one page);
 * 3. states: 'loading' -> 'shown', or 'failed' on a key error, a missing key or a script that does not load, or
 *    'unavailable' when the function answers that no key is configured (503 "… is not configured").
 * On failure the destructive toast "Failed to load map configuration" shows once. No key configured is not a failure
 * the visitor can do anything about (it is the site's set-up, and asking again changes nothing): no toast, no log
 * line, the same message and directions link in place of the map (docs/product.md §8, issue 32). The key is never
 * logged.
 */
import { useEffect, useRef, useState } from 'react';
import { functions } from '../runtime/functions';
import { defineQuery, onError, report } from '../runtime/query';
import { useInView } from '../runtime/use-in-view';
import { mirrorMapStyles } from './mirror-map-styles';
import { withNonce } from '../runtime/nonce';

export const MAP_FAILED_TOAST = 'Failed to load map configuration';
export const MAP_FAILED_MESSAGE = 'Unable to load the map at this time. Please try again later.';
export const MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com';

/** The small part of the Google Maps JS API the widget uses. */
export interface LatLngLiteral {
  lat: number;
  lng: number;
}
export interface MapsApi {
  Map: new (el: HTMLElement, opts: { center: LatLngLiteral; zoom: number; [k: string]: unknown }) => unknown;
  Marker: new (opts: { position: LatLngLiteral; map: unknown; title?: string }) => unknown;
}
type MapsWindow = typeof globalThis & {
  google?: { maps?: Partial<MapsApi> };
  gm_authFailure?: () => void;
  [k: symbol]: Promise<MapsApi> | undefined;
};

export class MapsKeyMissingError extends Error {
  constructor() {
    super('The map configuration has no API key');
    this.name = 'MapsKeyMissingError';
  }
}

/**
 * Whether the function's failure is its answer that no key is configured: 503 with the error "Google Maps API key
 * is not configured" (supabase/functions/get-google-maps-key/handler.ts). Any other 503 (a backend still starting,
 * a relay) is a failure.
 */
export async function isKeyNotConfigured(error: unknown): Promise<boolean> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response) || context.status !== 503) return false;
  try {
    const body = (await context.clone().json()) as { error?: unknown };
    return typeof body.error === 'string' && /\bnot configured\b/i.test(body.error);
  } catch {
    return false;
  }
}

/**
 * docs/product.md §7.12: returns the key, or null when the site has none configured; throws on any failure (the
 * function's error, or MapsKeyMissingError for an answer without a key).
 */
export async function fetchMapsKey(): Promise<string | null> {
  const { data, error } = await functions().invoke<{ GOOGLE_MAPS_API_KEY?: unknown }>('get-google-maps-key');
  if (error) {
    if (await isKeyNotConfigured(error)) return null;
    throw error;
  }
  const key = data && typeof data === 'object' ? data.GOOGLE_MAPS_API_KEY : undefined;
  if (typeof key !== 'string' || !key.trim()) throw new MapsKeyMissingError();
  return key.trim();
}

/** §8: the key call failing, an answer without a key and a script that does not load all end the same way. */
const mapFailure = onError.toast({ title: MAP_FAILED_TOAST, variant: 'destructive' });

/** The key, fetched once the map comes near (`near`), never revalidated. */
const mapsKeyQuery = defineQuery({
  what: 'Loading the map configuration',
  key: (near: boolean) => (near ? 'google-maps-key' : null),
  fetch: fetchMapsKey,
  onError: mapFailure,
  swr: { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false },
});

const LOADING = Symbol.for('medspa.google-maps-loading');
const CALLBACK = '__medspaGoogleMapsReady';

function readyApi(w: MapsWindow): MapsApi | undefined {
  const maps = w.google?.maps;
  return maps && typeof maps.Map === 'function' && typeof maps.Marker === 'function' ? (maps as MapsApi) : undefined;
}

/**
 * Loads https://maps.googleapis.com/maps/api/js?key=…&callback=… once per page. Resolves at once when the API
 * is already there; a failed load is forgotten so a later map may try again.
 */
export function loadGoogleMaps(key: string): Promise<MapsApi> {
  const w = globalThis as MapsWindow;
  const ready = readyApi(w);
  if (ready) return Promise.resolve(ready);
  const pending = w[LOADING];
  if (pending) return pending;

  const promise = new Promise<MapsApi>((resolve, reject) => {
    const fail = () => {
      w[LOADING] = undefined;
      reject(new Error('The Google Maps script did not load'));
    };
    (w as unknown as Record<string, unknown>)[CALLBACK] = () => {
      const api = readyApi(w);
      if (api) resolve(api);
      else fail();
    };
    // Google calls this global when the key is refused (wrong referrer, billing): treat it as a failed load.
    const previous = w.gm_authFailure;
    w.gm_authFailure = () => {
      previous?.();
      fail();
    };
    // The loader's nonce (runtime/nonce.ts): a strict CSP allows the script, and the Maps API gives its own styles
    // the nonce of the script that loaded it.
    const script = withNonce(document.createElement('script'));
    script.src = `${MAPS_SCRIPT_ORIGIN}/maps/api/js?key=${encodeURIComponent(key)}&callback=${CALLBACK}`;
    script.async = true;
    script.dataset.medspaMaps = '';
    script.addEventListener('error', () => {
      script.remove();
      fail();
    });
    document.head.append(script);
  });
  w[LOADING] = promise;
  return promise;
}

/** 'unavailable': the site has no Maps key configured; shown like 'failed', without the toast. */
export type MapState = 'loading' | 'failed' | 'unavailable' | 'shown';

export interface UseMapOptions {
  center: LatLngLiteral;
  zoom: number;
  title: string;
}

/**
 * Drives one map: returns its state, a ref for the map's frame (nothing is fetched until the frame comes within
 * 600 px of the viewport: the map sits low on the page, and its key call and script are work nobody sees yet) and
 * a ref for the element the map draws into.
 */
export function useMap({ center, zoom, title }: UseMapOptions) {
  const [near, frameRef] = useInView({ rootMargin: '600px', once: true, initial: false });
  const { data: key, error } = mapsKeyQuery.use(near);
  const [scriptFailed, setScriptFailed] = useState(false);
  const [shown, setShown] = useState(false);
  const mapRef = useRef<HTMLDivElement>(null);

  const { lat, lng } = center;
  useEffect(() => {
    if (!key) return;
    let alive = true;
    const position = { lat, lng };
    // Inside a shadow root the map needs Google's head styles copied in (see mirror-map-styles.ts).
    const root = mapRef.current?.getRootNode();
    const stopMirroring = root instanceof ShadowRoot ? mirrorMapStyles(root) : undefined;
    loadGoogleMaps(key)
      .then((maps) => {
        if (!alive || !mapRef.current) return;
        const map = new maps.Map(mapRef.current, { center: position, zoom });
        new maps.Marker({ position, map, title });
        setShown(true);
      })
      .catch((err: unknown) => {
        // Reported without the URL: it carries the key.
        report(mapFailure, err, 'Loading the Google Maps script');
        if (alive) setScriptFailed(true);
      });
    return () => {
      alive = false;
      stopMirroring?.();
    };
  }, [key, lat, lng, zoom, title]);

  const state: MapState = error || scriptFailed ? 'failed' : key === null ? 'unavailable' : shown ? 'shown' : 'loading';

  return { state, mapRef, frameRef };
}
