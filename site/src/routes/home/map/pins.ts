// The deals of the Map view as pins: one per deal, at its first place — the business's main place, or with Near me the
// nearest (the listing puts it first, decision 0060) — so a deal is counted once in a cluster and a pin opens one deal.
// Deals without a place are not on the map (the view says how many).
import type { FeatureCollection, Point } from 'geojson';
import type { Deal } from '@dadeal/core';

export interface DealPin {
  id: number;
  title: string;
  longitude: number;
  latitude: number;
}

export interface MappedDeals {
  /** The deals on the map, in the listing's order (the list beside the map). */
  deals: Deal[];
  pins: DealPin[];
  /** How many of the listed deals have no place. */
  unmapped: number;
}

export function mappedDeals(listed: readonly Deal[]): MappedDeals {
  const deals = listed.filter((deal) => deal.places.length > 0);
  const pins = deals.map((deal) => ({ id: deal.id, title: deal.title, longitude: deal.places[0].longitude, latitude: deal.places[0].latitude }));
  return { deals, pins, unmapped: listed.length - deals.length };
}

/** The pins as the map's GeoJSON source (clustered by MapLibre): each point's deal in `dealId`. */
export function pinsGeoJson(pins: readonly DealPin[]): FeatureCollection<Point, { dealId: number }> {
  return {
    type: 'FeatureCollection',
    features: pins.map((pin) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [pin.longitude, pin.latitude] }, properties: { dealId: pin.id } })),
  };
}

/** The box around the pins ([[west, south], [east, north]]), or null when there are none. */
export function pinsBounds(pins: readonly DealPin[]): [[number, number], [number, number]] | null {
  if (!pins.length) return null;
  let west = Infinity, south = Infinity, east = -Infinity, north = -Infinity;
  for (const pin of pins) {
    west = Math.min(west, pin.longitude);
    east = Math.max(east, pin.longitude);
    south = Math.min(south, pin.latitude);
    north = Math.max(north, pin.latitude);
  }
  return [[west, south], [east, north]];
}
