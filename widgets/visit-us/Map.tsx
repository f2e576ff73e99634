/**
 * The clinic's map (docs/product.md §4 Map, §9): 400 px tall, zoom 16, centred on the practice with a marker.
 * States: loading (a labelled skeleton), shown, or failed / unavailable (no key configured): the docs/product.md §8
 * message and a directions link that works with no API key (so the page stays useful offline, with no key
 * configured, or under a strict CSP).
 */
import { MAP_FAILED_MESSAGE, useMap, type LatLngLiteral } from './use-map';

export interface MapProps {
  center: LatLngLiteral;
  zoom: number;
  /** Marker title and the map region's accessible name. */
  title: string;
  /** Maps link used by the fallback. */
  directionsUrl: string;
}

export function Map({ center, zoom, title, directionsUrl }: MapProps) {
  const { state, mapRef, frameRef } = useMap({ center, zoom, title });
  return (
    <div ref={frameRef} className="map" part="map" data-state={state}>
      {state === 'failed' || state === 'unavailable' ? (
        <div className="map__fallback" part="map-fallback">
          <p className="map__message">{MAP_FAILED_MESSAGE}</p>
          <a className="medspa-btn medspa-btn--outline" href={directionsUrl} target="_blank" rel="noopener noreferrer">
            Get directions<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      ) : (
        <>
          {/* Always laid out (never display:none), so the map measures its real size when it draws. */}
          <div ref={mapRef} className="map__canvas" />
          {state === 'loading' ? (
            <div className="map__loading" role="status">
              <span className="map__skeleton medspa-skeleton" aria-hidden="true" />
              <span className="map__loading-label">Loading map…</span>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
