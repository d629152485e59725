// The map to drop a place's pin on (a place form's "Drop the pin on a map"): loaded only when the form's owner opens
// it, with MapLibre (app/maps/maplibre.ts) and the server's MAP_STYLE_URL. A tap (or click) on the map drops the pin
// there, the pin can be dragged, and either fills the form's latitude and longitude; a position typed in those fields
// (the keyboard's way, always there) moves the pin. A style that cannot be loaded leaves the fields, with a message.
// It knows nothing of the site's i18n (its words come as props: SitePinDropMap.tsx passes the site's), so the
// administrators' console draws the same map in its place editor (`@dadeal/site/pin-drop-map`).
import { useEffect, useRef, useState } from 'react';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { isValidLatLng, type LatLng } from '@dadeal/core';
import { loadMapLibre, mapLocale, PIN_SVG, reducedMotion, type MapControlWords } from '../maps/maplibre.js';
import '../maps/maps.css';

export interface PinDropMapProps {
  styleUrl: string;
  /** The pin as the form holds it now (typed, found or dropped); null: none yet. */
  pin: LatLng | null;
  /** The pin was dropped or dragged here (6 decimals: about 10 cm). */
  onPick(point: LatLng): void;
  /** The map could not be loaded (the style, the library): the form says so, the fields stay. */
  onFailed(): void;
  /** Its name for screen readers (the region) and the pin's. */
  label: string;
  pinLabel: string;
  /** MapLibre's own controls' words, in the page's language. */
  controlWords: MapControlWords;
}

/** A pin's first view: the place at street level, or the whole world when no pin is set yet. */
const STREET_ZOOM = 16;

const round6 = (n: number) => Number(n.toFixed(6));

export default function PinDropMap({ styleUrl, pin, onPick, onFailed, label, pinLabel, controlWords }: PinDropMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const made = useRef<{ map: MapLibreMap; marker: Marker } | null>(null);
  const latest = useRef({ onPick, onFailed, pin, controlWords });
  latest.current = { onPick, onFailed, pin, controlWords };
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let gone = false;
    let map: MapLibreMap | null = null;
    loadMapLibre().then((maplibre) => {
      if (gone || !container.current) return;
      const start = latest.current.pin;
      map = new maplibre.Map({
        container: container.current,
        style: styleUrl,
        ...(start ? { center: [start.longitude, start.latitude], zoom: STREET_ZOOM } : { center: [0, 20], zoom: 1 }),
        attributionControl: { compact: true },
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        locale: mapLocale(latest.current.controlWords),
      });
      map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
      map.touchZoomRotate.disableRotation();
      const element = document.createElement('div');
      element.className = 'pin-map__pin';
      element.setAttribute('role', 'img');
      element.setAttribute('aria-label', pinLabel);
      element.innerHTML = PIN_SVG;
      const marker = new maplibre.Marker({ element, anchor: 'bottom', draggable: true });
      if (start) marker.setLngLat([start.longitude, start.latitude]).addTo(map);
      const pick = (lng: number, lat: number) => latest.current.onPick({ latitude: round6(lat), longitude: round6(lng) });
      map.on('click', (event) => {
        marker.setLngLat(event.lngLat);
        if (!marker.getElement().isConnected) marker.addTo(map!);
        pick(event.lngLat.lng, event.lngLat.lat);
      });
      marker.on('dragend', () => {
        const at = marker.getLngLat();
        pick(at.lng, at.lat);
      });
      let loaded = false;
      map.on('error', () => { if (!loaded && !gone) latest.current.onFailed(); });
      map.once('load', () => {
        loaded = true;
        if (!gone) setReady(true);
      });
      made.current = { map, marker };
    }).catch(() => { if (!gone) latest.current.onFailed(); });
    return () => {
      gone = true;
      made.current = null;
      map?.remove();
    };
  }, [styleUrl, pinLabel]);

  // A position typed (or found, or read from the device) moves the pin and the view to it.
  useEffect(() => {
    const current = made.current;
    if (!current || !pin || !isValidLatLng(pin.latitude, pin.longitude)) return;
    const at = current.marker.getElement().isConnected ? current.marker.getLngLat() : null;
    if (at && round6(at.lat) === round6(pin.latitude) && round6(at.lng) === round6(pin.longitude)) return;
    current.marker.setLngLat([pin.longitude, pin.latitude]);
    if (!current.marker.getElement().isConnected) current.marker.addTo(current.map);
    current.map.easeTo({ center: [pin.longitude, pin.latitude], zoom: Math.max(current.map.getZoom(), STREET_ZOOM - 2), duration: reducedMotion() ? 0 : 400 });
  }, [pin, ready]);

  return <div className="pin-map" ref={container} role="region" aria-label={label} data-ready={ready ? 'true' : undefined} />;
}
