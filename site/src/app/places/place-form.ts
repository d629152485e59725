// A place as a form holds it (every field a string, as typed) and as the API takes it. Shared by the place forms.
import type { Place } from '@dadeal/core';

export type PlaceForm = { [K in keyof Place]: string };

export const EMPTY_PLACE: PlaceForm = {
  name: '', addressLine1: '', addressLine2: '', town: '', postcode: '', country: 'US', latitude: '', longitude: '', openingHours: '',
};

export const placeToForm = (p: Place): PlaceForm => ({
  name: p.name ?? '', addressLine1: p.addressLine1, addressLine2: p.addressLine2 ?? '', town: p.town, postcode: p.postcode ?? '',
  country: p.country, latitude: String(p.latitude), longitude: String(p.longitude), openingHours: p.openingHours ?? '',
});

/** A typed coordinate as the API takes it: a number, or the text as typed (core says what is wrong with it). */
const coordinate = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number.isFinite(Number(v)) ? Number(v) : v);

/** The form's place as the API takes it: blanks as null (optional texts) or left out (required ones name themselves). */
export const placeToInput = (p: Partial<PlaceForm>) => ({
  ...p, name: p.name || null, addressLine2: p.addressLine2 || null, postcode: p.postcode || null, openingHours: p.openingHours || null,
  latitude: coordinate(p.latitude), longitude: coordinate(p.longitude),
});

/** Nothing typed (the country's default aside): an optional place left for later. */
export function isBlankPlace(p: Partial<PlaceForm> | undefined): boolean {
  if (!p) return true;
  return Object.entries(p).every(([key, value]) => key === 'country' || typeof value !== 'string' || value.trim() === '');
}
