// Getting to a place: the Directions link for the visitor's maps app, the towns' centres and the listings' `near`
// parameter (distances in the visitor's unit: distance.ts, which the cards use). Pure; apart from places.ts so that they
// load with the screens that use them.
import { isValidLatLng, placeAddress, type LatLng, type Place } from './places.js';

export type MapsPlatform = 'apple' | 'google' | 'geo';

/** Which maps app a Directions link opens, by the browser's user agent: Apple Maps on iOS, Google Maps elsewhere. */
export function mapsPlatform(userAgent: string): MapsPlatform {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && /\bMobile\b/.test(userAgent))) return 'apple';
  if (/\b(KAIOS|Tizen|Sailfish)\b/i.test(userAgent)) return 'geo';
  return 'google';
}

/**
 * The Directions link to a place: Apple Maps on iOS (opens the Maps app), Google Maps elsewhere (its universal URL
 * opens the app on Android and the site on a computer), `geo:` (RFC 5870, any maps app) for platforms with neither.
 */
export function directionsUrl(place: Pick<Place, 'latitude' | 'longitude'> & Partial<Place>, platform: MapsPlatform): string {
  const at = `${place.latitude},${place.longitude}`;
  const label = place.addressLine1 ? placeAddress(place as Place) : '';
  if (platform === 'apple') {
    return `https://maps.apple.com/?daddr=${at}${label ? `&q=${encodeURIComponent(place.name ?? label)}` : ''}`;
  }
  if (platform === 'google') return `https://www.google.com/maps/dir/?api=1&destination=${at}`;
  return `geo:${at}${label ? `?q=${at}(${encodeURIComponent(place.name ?? label)})` : ''}`;
}

/** A town where deals are, and its centre: what "near me" uses when the visitor's own position is not to be had. */
export interface TownCentre {
  town: string;
  latitude: number;
  longitude: number;
}

/**
 * The towns of these places, each at the mean of its distinct places (a business's several deals count once), in
 * alphabetical order: the site's town picker reads them from the deals it lists, so the towns are the data's.
 */
export function townCentres(places: ReadonlyArray<Pick<Place, 'town' | 'latitude' | 'longitude'>>): TownCentre[] {
  const byTown = new Map<string, Map<string, LatLng>>();
  for (const p of places) {
    const town = p.town.trim();
    if (!town || !isValidLatLng(p.latitude, p.longitude)) continue;
    const points = byTown.get(town) ?? new Map<string, LatLng>();
    points.set(`${p.latitude},${p.longitude}`, p);
    byTown.set(town, points);
  }
  return [...byTown].map(([town, points]) => {
    const all = [...points.values()];
    return {
      town,
      latitude: roundTo4(all.reduce((sum, p) => sum + p.latitude, 0) / all.length),
      longitude: roundTo4(all.reduce((sum, p) => sum + p.longitude, 0) / all.length),
    };
  }).sort((a, b) => a.town.localeCompare(b.town));
}

/** `near` as the deal listings take it: "21.2766,-157.827" (4 decimals, about 11 m; what the listing rounds to). */
export function nearParam(point: LatLng): string {
  return `${roundTo4(point.latitude)},${roundTo4(point.longitude)}`;
}

/** Four decimals, as written (toFixed: a number rounded twice stays the same). */
const roundTo4 = (n: number) => Number(n.toFixed(4));
