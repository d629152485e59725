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
