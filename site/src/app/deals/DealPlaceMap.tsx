// The deal dialog's small map of the business's places (under their addresses and Directions links): MapLibre
// (app/maps/maplibre.ts) with the server's MAP_STYLE_URL, fetched only when a dialog with a place opens (DealPlaceMapSlot).
// A still picture of where the places are: not interactive (a phone's finger scrolls the dialog, not the map), each
// place a pin. When the style or the library cannot be loaded (offline, the style's server down) it says nothing and
// takes no room: the addresses and Directions above are the way there.
import { useEffect, useRef, useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { placeAddress, type Place } from '@dadeal/core';
import { site as mapWords } from '@dadeal/core/i18n/generated/en.site.map.js';
import { addEnglish, t } from '../i18n/i18n.js';
import { loadMapLibre, mapLocale, PIN_SVG } from '../maps/maplibre.js';
import '../maps/maps.css';

addEnglish(mapWords);

/** One place: a street's view; several: all of them in view. */
const STREET_ZOOM = 15;
const FIT = { padding: 40, maxZoom: STREET_ZOOM } as const;

export default function DealPlaceMap({ styleUrl, places, companyName }: { styleUrl: string; places: readonly Place[]; companyName?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The map is made again only when the places move (a deal's answer read again keeps them).
  const at = places.map((p) => `${p.latitude},${p.longitude}`).join(';');
  const latest = useRef(places);
  latest.current = places;

  useEffect(() => {
    let gone = false;
    let map: MapLibreMap | null = null;
    loadMapLibre().then((maplibre) => {
      if (gone || !container.current) return;
      const places = latest.current;
      const lngs = places.map((p) => p.longitude);
      const lats = places.map((p) => p.latitude);
      const view = places.length === 1
        ? { center: [places[0].longitude, places[0].latitude] as [number, number], zoom: STREET_ZOOM }
        : { bounds: [[Math.min(...lngs), Math.min(...lats)], [Math.max(...lngs), Math.max(...lats)]] as [[number, number], [number, number]], fitBoundsOptions: FIT };
      try {
        map = new maplibre.Map({
          container: container.current,
          style: styleUrl,
          ...view,
          interactive: false,
          attributionControl: { compact: true },
          locale: mapLocale({ canvas: t('map.canvas'), zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), attribution: t('map.attribution'), logo: t('map.logo') }),
        });
      } catch {
        setState('failed'); // no WebGL 2 after all
        return;
      }
      for (const place of places) {
        const element = document.createElement('div');
        element.className = 'pin-map__pin';
        element.innerHTML = PIN_SVG;
        new maplibre.Marker({ element, anchor: 'bottom' }).setLngLat([place.longitude, place.latitude]).addTo(map);
      }
      let loaded = false;
      map.on('error', () => { if (!loaded && !gone) setState('failed'); });
      map.once('load', () => {
        loaded = true;
        if (!gone) setState('ready');
      });
    }).catch(() => { if (!gone) setState('failed'); });
    return () => {
      gone = true;
      map?.remove();
    };
  }, [styleUrl, at]);

  if (state === 'failed') return null;
  const main = places[0];
  const label = t('map.placeMap', { place: [main.name ?? companyName, placeAddress(main)].filter(Boolean).join(', ') });
  return (
    <div
      className="pin-map pin-map--small dd-place-map"
      ref={container}
      role="img"
      aria-label={label}
      data-ready={state === 'ready' ? 'true' : undefined}
    />
  );
}
