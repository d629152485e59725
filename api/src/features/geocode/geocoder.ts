// The address search behind "Find on the map" (GEOCODER_URL): one call to a Nominatim-compatible search endpoint
// (`?format=jsonv2&addressdetails=1&limit=5&q=…`), with a User-Agent naming us (Nominatim's usage policy asks for one)
// and a timeout; its answer read into core's GeocodeResult. A server that does not answer, or answers what we cannot
// read, is an AppError the caller's form can say (503 / 502), never a 500.
import { isValidLatLng, MESSAGES, type GeocodeResult } from '@dadeal/core';
import { AppError } from '../../http/errors.js';

export interface GeocoderOptions {
  /** The search endpoint (GEOCODER_URL), such as https://nominatim.openstreetmap.org/search. */
  url: string;
  timeoutMs: number;
  /** Identifies us to the geocoder's operator: the site's name and address. */
  userAgent: string;
}

/** The geocoder did not answer (down, refused, too slow): try again later. */
export class GeocoderUnavailableError extends AppError {
  constructor() {
    super(503, MESSAGES.geocoderUnavailable);
  }
}

/** The geocoder answered with an error or with something that is not a search's answer. */
export class GeocoderFailedError extends AppError {
  constructor() {
    super(502, MESSAGES.geocoderFailed);
  }
}

interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
  address?: Record<string, unknown>;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** The town as a person names it: the address's city, town or village (the smallest that has one). */
const townOf = (a: Record<string, unknown>) => text(a.city) ?? text(a.town) ?? text(a.village) ?? text(a.hamlet) ?? text(a.suburb) ?? text(a.municipality);

/** Nominatim's places → ours: a place without a usable point is left out; country codes upper case, as core's places. */
export function readGeocoderAnswer(answer: unknown): GeocodeResult[] {
  if (!Array.isArray(answer)) throw new GeocoderFailedError();
  const results: GeocodeResult[] = [];
  for (const place of answer as NominatimPlace[]) {
    if (!place || typeof place !== 'object') continue;
    const latitude = Number(place.lat);
    const longitude = Number(place.lon);
    const label = text(place.display_name);
    if (!label || !isValidLatLng(latitude, longitude)) continue;
    const address = place.address && typeof place.address === 'object' ? place.address : {};
    const country = text(address.country_code)?.toUpperCase() ?? null;
    results.push({
      label: label.slice(0, 300),
      latitude,
      longitude,
      town: townOf(address)?.slice(0, 100) ?? null,
      postcode: text(address.postcode)?.slice(0, 20) ?? null,
      country: country && /^[A-Z]{2}$/.test(country) ? country : null,
    });
  }
  return results;
}

/** Searches the address; `language` (the caller's) asks for names in it where the geocoder has them. */
export async function geocode(options: GeocoderOptions, q: string, language: string): Promise<GeocodeResult[]> {
  const url = new URL(options.url);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', '5');
  url.searchParams.set('q', q);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'User-Agent': options.userAgent, Accept: 'application/json', 'Accept-Language': language },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
  } catch {
    throw new GeocoderUnavailableError(); // refused, unreachable, or no answer within the timeout
  }
  // A busy public geocoder answers 429 or 503: "not now" for the caller; anything else not OK is a failure.
  if (response.status === 429 || response.status === 503) {
    await response.body?.cancel();
    throw new GeocoderUnavailableError();
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocoderFailedError();
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch (err) {
    if ((err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError') throw new GeocoderUnavailableError();
    throw new GeocoderFailedError();
  }
  return readGeocoderAnswer(answer);
}
