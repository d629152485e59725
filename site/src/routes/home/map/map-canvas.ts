// The map of the home page's Map view: MapLibre GL JS (app/maps/maplibre.ts), loaded only when the view is opened
// (this module is imported by DealMap.tsx once the browser has WebGL 2; docs/decisions/0063). The pins are MapLibre's
// GeoJSON source clustering, each shown as a DOM button (a deal's pin opens its dialog; a cluster's zooms in), so they
// are focusable and named like any button.
import type { Point } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { loadMapLibre, mapLocale, MapUnavailableError, PIN_SVG, reducedMotion, type MapControlWords } from '../../../app/maps/maplibre.js';
import { pinsBounds, pinsGeoJson, type DealPin } from './pins.js';

export { MapUnavailableError };

/** MapLibre's own words and the cluster's name, in the page's language. */
export interface MapWords extends MapControlWords {
  cluster(count: number): string;
}

export interface DealMapOptions {
  styleUrl: string;
  pins: readonly DealPin[];
  words: MapWords;
  onPin(dealId: number): void;
  /** The style has loaded and the pins are on it. */
  onReady(): void;
  /** The style (or the library) could not be loaded: the view shows the list alone. */
  onFailed(error: unknown): void;
}

export interface DealMapCanvas {
  /** Shows these pins instead (another tab, a search, Near me), the map fitted to them. */
  show(pins: readonly DealPin[]): void;
  remove(): void;
}

const SOURCE = 'deals';
/** Around the pins when the map is fitted to them; never closer than a street's view for one pin. */
const FIT = { padding: 56, maxZoom: 14 } as const;
/** Between the pins of deals at one place, in px. */
const PIN_SPACING = 30;

export async function createDealMap(container: HTMLElement, options: DealMapOptions): Promise<DealMapCanvas> {
  const maplibre = await loadMapLibre();
  const { words } = options;
  let pins = options.pins;
  const titles = new Map(pins.map((pin) => [pin.id, pin.title]));
  const bounds = pinsBounds(pins);
  let map: MapLibreMap;
  try {
    map = new maplibre.Map({
      container,
      style: options.styleUrl,
      ...(bounds ? { bounds, fitBoundsOptions: FIT } : { center: [0, 20], zoom: 1 }),
      attributionControl: { compact: true },
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      locale: mapLocale(words),
    });
  } catch (error) {
    // No WebGL 2 context (MapLibre's GPUInitializationError).
    throw new MapUnavailableError(String((error as Error)?.message ?? error));
  }
  map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();

  let loaded = false;
  let removed = false;
  map.on('error', (event) => {
    // Before the style has loaded, an error is the style's (or its sprite's): no map. Later ones are a tile's, which
    // MapLibre retries or leaves blank: the pins stay usable.
    if (!loaded && !removed) options.onFailed(event.error);
  });

  // Each point or cluster the map shows, as a button. Keyed by deal or cluster id; a new set of pins starts afresh
  // (cluster ids are per data).
  const markers = new Map<string, Marker>();
  const clearMarkers = () => {
    for (const marker of markers.values()) marker.remove();
    markers.clear();
  };

  const pinButton = (dealId: number) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'deal-map__pin';
    const title = titles.get(dealId) ?? '';
    button.setAttribute('aria-label', title);
    button.title = title;
    button.innerHTML = PIN_SVG;
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      options.onPin(dealId);
    });
    return button;
  };

  const clusterButton = (clusterId: number, count: number, at: [number, number]) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'deal-map__cluster';
    button.setAttribute('aria-label', words.cluster(count));
    button.textContent = String(count);
    button.addEventListener('click', async (event) => {
      event.stopPropagation();
      const source = map.getSource<GeoJSONSource>(SOURCE);
      if (!source) return;
      const zoom = await source.getClusterExpansionZoom(clusterId);
      map.easeTo({ center: at, zoom, duration: reducedMotion() ? 0 : 500 });
    });
    return button;
  };

  const updateMarkers = () => {
    if (!map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
    const seen = new Set<string>();
    const shown: Array<{ key: string; at: [number, number]; cluster: boolean; clusterId?: number; count?: number; dealId?: number }> = [];
    for (const feature of map.querySourceFeatures(SOURCE)) {
      const properties = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; dealId?: number };
      const key = properties.cluster ? `cluster:${properties.cluster_id}` : `deal:${properties.dealId}`;
      if (seen.has(key)) continue; // a point on two tiles' edges
      seen.add(key);
      const at = (feature.geometry as Point).coordinates as [number, number];
      shown.push({ key, at, cluster: Boolean(properties.cluster), clusterId: properties.cluster_id, count: properties.point_count, dealId: properties.dealId });
    }
    // Deals at the very same place (a business's several deals) are never apart at any zoom: their pins stand side by
    // side, in the listing's order, instead of one over the other.
    const together = new Map<string, number[]>();
    for (const item of shown) {
      if (item.cluster) continue;
      const place = item.at.join(',');
      together.set(place, [...(together.get(place) ?? []), item.dealId as number]);
    }
    const order = new Map(pins.map((pin, i) => [pin.id, i]));
    for (const item of shown) {
      if (markers.has(item.key)) continue;
      let offset: [number, number] = [0, 0];
      if (!item.cluster) {
        const group = (together.get(item.at.join(',')) ?? []).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
        if (group.length > 1) offset = [(group.indexOf(item.dealId as number) - (group.length - 1) / 2) * PIN_SPACING, 0];
      }
      const element = item.cluster ? clusterButton(item.clusterId as number, item.count as number, item.at) : pinButton(item.dealId as number);
      markers.set(item.key, new maplibre.Marker({ element, anchor: item.cluster ? 'center' : 'bottom', offset }).setLngLat(item.at).addTo(map));
    }
    for (const [key, marker] of markers) {
      if (!seen.has(key)) {
        marker.remove();
        markers.delete(key);
      }
    }
  };

  map.on('load', () => {
    if (removed) return;
    map.addSource(SOURCE, { type: 'geojson', data: pinsGeoJson(pins), cluster: true, clusterRadius: 48, clusterMaxZoom: 15 });
    // An invisible layer over the source: MapLibre prepares a source's tiles (and so its clusters) only for a layer.
    map.addLayer({ id: SOURCE, type: 'circle', source: SOURCE, paint: { 'circle-radius': 1, 'circle-opacity': 0 } });
    map.on('render', updateMarkers);
    map.once('idle', () => {
      loaded = true;
      if (!removed) options.onReady();
    });
  });

  return {
    show(next) {
      pins = next;
      for (const pin of next) titles.set(pin.id, pin.title);
      const source = map.getSource<GeoJSONSource>(SOURCE);
      if (!source) return; // not loaded yet: the load takes `pins`
      clearMarkers();
      source.setData(pinsGeoJson(next));
      const box = pinsBounds(next);
      if (box) map.fitBounds(box, { ...FIT, duration: reducedMotion() ? 0 : 400 });
    },
    remove() {
      removed = true;
      clearMarkers();
      map.remove();
    },
  };
}
