// Places: where a business is (its locations), how far a visitor is from it, and how to get there. Pure functions,
// used by the API's "near me" listing (the SQL says the same great-circle formula), the widgets, the site, the
// coupon's e-mail, calendar file and wallet pass.

/** One location of a business, as the API answers it and the forms send it. */
export interface Place {
  /** The location's own name when a business has several ("Waikīkī"); null: the business's name. */
  name: string | null;
  addressLine1: string;
  addressLine2: string | null;
  town: string;
  postcode: string | null;
  /** ISO 3166-1 alpha-2, upper case ("US"). */
  country: string;
  latitude: number;
  longitude: number;
  /** Free text ("Mon–Fri 9–5, Sat 10–2"). */
  openingHours: string | null;
}

/** One answer of the address search (GET /api/geocode): what fills a place form's pin, and its town and postcode. */
export interface GeocodeResult {
  /** The place as the geocoder writes it ("Aloha Tower, 1 Aloha Tower Drive, Honolulu, …"). */
  label: string;
  latitude: number;
  longitude: number;
  town: string | null;
  postcode: string | null;
  /** ISO 3166-1 alpha-2, upper case, as a place's. */
  country: string | null;
}

/** The most locations one business may have. */
export const MAX_PLACES = 10;
/** `radiusKm` of the deal listings when `near` is given without it, and its bounds. */
export const DEFAULT_RADIUS_KM = 25;
export const MAX_RADIUS_KM = 500;
/** The mean Earth radius (IUGG), in km: the same figure in the SQL of the listing. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitude/longitude box that holds every point within `km` of `center` (what an index can search), or a box
 * without longitude bounds when the circle reaches a pole or crosses the antimeridian (then latitude alone narrows).
 */
export function boundingBox(center: LatLng, km: number): { minLat: number; maxLat: number; minLng: number | null; maxLng: number | null } {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const minLat = center.latitude - dLat;
  const maxLat = center.latitude + dLat;
  if (minLat <= -90 || maxLat >= 90) return { minLat: Math.max(-90, minLat), maxLat: Math.min(90, maxLat), minLng: null, maxLng: null };
  // The widest longitude span of the circle is at the latitude nearest the pole, bounded by the asin formula.
  const dLng = (Math.asin(Math.min(1, Math.sin(km / EARTH_RADIUS_KM) / Math.cos(rad(center.latitude)))) * 180) / Math.PI;
  const minLng = center.longitude - dLng;
  const maxLng = center.longitude + dLng;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: null, maxLng: null };
  return { minLat, maxLat, minLng, maxLng };
}

/** Is this a point on Earth, and not 0,0 (the "null island" of a form left blank)? */
export function isValidLatLng(latitude: unknown, longitude: unknown): boolean {
  return typeof latitude === 'number' && typeof longitude === 'number' && Number.isFinite(latitude) && Number.isFinite(longitude)
    && latitude >= -90 && latitude <= 90 && longitude >= -180 && longitude <= 180 && !(latitude === 0 && longitude === 0);
}

/** `"21.2793,-157.8292"` → the point, or null when it is not one (range, 0,0, not two numbers). */
export function parseLatLng(text: string): LatLng | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  return isValidLatLng(latitude, longitude) ? { latitude, longitude } : null;
}

/** The address on one line: "2335 Kalākaua Ave, Waikīkī, HI 96815". */
export function placeAddress(place: Pick<Place, 'addressLine1' | 'addressLine2' | 'town' | 'postcode'>): string {
  return [place.addressLine1, place.addressLine2, [place.town, place.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

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

/** Miles for en-US visitors, km for everyone else. */
export function distanceUnit(locale: string): 'km' | 'mi' {
  return /^en-US$/i.test(locale) ? 'mi' : 'km';
}

export const KM_PER_MILE = 1.609344;

/** "1.2 km", "850 m", "0.7 mi" in the visitor's locale. */
export function formatDistance(km: number, locale: string): string {
  if (distanceUnit(locale) === 'mi') {
    const mi = km / KM_PER_MILE;
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: mi < 10 ? 1 : 0 }).format(mi)} mi`;
  }
  if (km < 1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(10, Math.round(km * 100) * 10))} m`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)} km`;
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
