// A partner's own address (a hotel's) as stored: eight nullable columns of its partners row, all set or all null
// (docs/decisions/0069). Read by its dashboard, the data export and the account's deletion.
import type { Place } from '@dadeal/core';

/** The columns of a partners row that hold its place. */
export interface PartnerPlaceRow {
  placeName: string | null;
  placeAddressLine1: string | null;
  placeAddressLine2: string | null;
  placeTown: string | null;
  placePostcode: string | null;
  placeCountry: string | null;
  placeLatitude: number | null;
  placeLongitude: number | null;
}

/** The partner's address as a Place, or null when it has none (the columns are all set or all null). */
export function partnerPlace(p: PartnerPlaceRow): Place | null {
  if (p.placeAddressLine1 === null || p.placeLatitude === null || p.placeLongitude === null) return null;
  return {
    name: p.placeName, addressLine1: p.placeAddressLine1, addressLine2: p.placeAddressLine2, town: p.placeTown ?? '',
    postcode: p.placePostcode, country: p.placeCountry ?? '', latitude: Number(p.placeLatitude), longitude: Number(p.placeLongitude),
    openingHours: null,
  };
}

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** A checked place (core's partner-place schema) as the partners row's columns; null clears them all. */
export function partnerPlaceColumns(place: Omit<Place, 'openingHours'> | null): PartnerPlaceRow {
  return {
    placeName: place ? blankToNull(place.name) : null,
    placeAddressLine1: place ? place.addressLine1.trim() : null,
    placeAddressLine2: place ? blankToNull(place.addressLine2) : null,
    placeTown: place ? place.town.trim() : null,
    placePostcode: place ? blankToNull(place.postcode) : null,
    placeCountry: place ? place.country : null,
    placeLatitude: place ? place.latitude : null,
    placeLongitude: place ? place.longitude : null,
  };
}
