// The deal listings' "near me" parameters (`near=lat,lng`, `radiusKm`), read and refused with the catalogue's words:
// the API's rule, and what a form or the CLI may check before asking.
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, parseLatLng, type LatLng } from './places.js';
import type { FieldError } from './validate.js';
import { validation as V } from './i18n/en.js';
import { fill } from './i18n/fill.js';

/** `near` rounded to 4 decimals (11 m): a hotel's widget asks the same point every time, and answers are cached by it. */
export function parseNearQuery(rawNear: string | undefined, rawRadius: string | undefined): { near: LatLng | null; radiusKm: number; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const point = rawNear === undefined ? null : parseLatLng(rawNear);
  if (rawNear !== undefined && !point) errors.push({ field: 'near', message: V.nearFormat });
  const radiusKm = rawRadius === undefined ? DEFAULT_RADIUS_KM : Number(rawRadius);
  if (rawRadius !== undefined && !(/^\d+(\.\d+)?$/.test(rawRadius) && radiusKm >= 1 && radiusKm <= MAX_RADIUS_KM)) {
    errors.push({ field: 'radiusKm', message: fill(V.radiusRange, { max: MAX_RADIUS_KM }) });
  }
  const round = (n: number) => Math.round(n * 1e4) / 1e4;
  const near = point ? { latitude: round(point.latitude), longitude: round(point.longitude) } : null;
  return { near, radiusKm, errors };
}
