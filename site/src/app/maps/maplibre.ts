// MapLibre GL JS, loaded once, on demand, by whichever map opens first: the home page's Map view, the place forms'
// map to drop the pin on, the deal dialog's small map. Never imported by a page's first script: each map's own lazy
// chunk imports this. The library and its worker are the npm package's own prebuilt files, copied into the build as
// they are (`?url`) and served from our origin: the library is imported from there, and its worker is a module worker
// of ours (`worker-src 'self'`), so the CSP needs no blob: worker and no 'unsafe-eval' (docs/decisions/0063).
import type { MapOptions } from 'maplibre-gl';
import libraryUrl from 'maplibre-gl/dist/maplibre-gl.mjs?url';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

export type MapLibre = typeof import('maplibre-gl');

let library: Promise<MapLibre> | null = null;

/** The library, its worker set; a failed load is tried again by the next map. */
export function loadMapLibre(): Promise<MapLibre> {
  library ??= (import(/* @vite-ignore */ libraryUrl) as Promise<MapLibre>).then((maplibre) => {
    maplibre.setWorkerUrl(new URL(workerUrl, window.location.href).href);
    return maplibre;
  });
  library.catch(() => { library = null; });
  return library;
}

/** MapLibre's own words (its `locale` option), in the page's language (core's `site.map.*`). */
export interface MapControlWords {
  canvas: string;
  zoomIn: string;
  zoomOut: string;
  attribution: string;
  logo: string;
}

export function mapLocale(words: MapControlWords): MapOptions['locale'] {
  return {
    'Map.Title': words.canvas,
    'NavigationControl.ZoomIn': words.zoomIn,
    'NavigationControl.ZoomOut': words.zoomOut,
    'AttributionControl.ToggleAttribution': words.attribution,
    'LogoControl.Title': words.logo,
  };
}

/** The browser has no WebGL 2 (MapLibre's need), or the style could not be used: the caller shows its alternative. */
export class MapUnavailableError extends Error {
  name = 'MapUnavailableError';
}

export const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** A pin's drawing (a teardrop with a dot), the same on every map. */
export const PIN_SVG = '<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true" focusable="false"><path d="M12 31s-11-10.2-11-18.5a11 11 0 0 1 22 0C23 20.8 12 31 12 31z"/><circle cx="12" cy="12" r="4.2"/></svg>';
