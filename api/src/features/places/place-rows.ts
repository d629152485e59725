// A business's places as stored: the one place that turns checked inputs (core's place schema) into rows, in the order
// given (the first is the main place), and reads them back as the API's Place. Used by sign-up, the business's own
// places, the admin console and the CLI's business import.
import type { Knex } from 'knex';
import type { Place } from '@dadeal/core';
import type { Db } from '../../db.js';

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

export function placeRowsFromInput(businessId: number, places: readonly Place[]) {
  return places.map((p, position) => ({
    businessId,
    position,
    name: blankToNull(p.name),
    addressLine1: p.addressLine1.trim(),
    addressLine2: blankToNull(p.addressLine2),
    town: p.town.trim(),
    postcode: blankToNull(p.postcode),
    country: p.country,
    latitude: p.latitude,
    longitude: p.longitude,
    openingHours: blankToNull(p.openingHours),
  }));
}

/** Replaces all of a business's places (in the caller's transaction: the business and its places change together). */
export async function replacePlaces(trx: Db | Knex.Transaction, businessId: number, places: readonly Place[]): Promise<void> {
  await trx('business_places').where({ businessId }).delete();
  if (places.length) await trx('business_places').insert(placeRowsFromInput(businessId, places));
}

/**
 * A business's places as one JSON array (main place first), read beside each row whose business id is `businessIdSql`:
 * one query on PGlite and PostgreSQL alike (the deal answers and the admin's businesses read them so).
 */
export const placesJsonSql = (businessIdSql: string) => `(select json_agg(json_build_object(
    'name', p.name, 'addressLine1', p.address_line1, 'addressLine2', p.address_line2, 'town', p.town,
    'postcode', p.postcode, 'country', p.country, 'latitude', p.latitude, 'longitude', p.longitude,
    'openingHours', p.opening_hours) order by p.position, p.id)
  from business_places p where p.business_id = ${businessIdSql}) as places`;

type PlaceRow = Place & { businessId: number };

/** Places of these businesses, each business's main place first. */
export async function placesOf(db: Db | Knex.Transaction, businessIds: readonly number[]): Promise<Map<number, Place[]>> {
  const rows: PlaceRow[] = businessIds.length
    ? await db('business_places').whereIn('businessId', businessIds).orderBy(['businessId', 'position', 'id'])
      .select('businessId', 'name', 'addressLine1', 'addressLine2', 'town', 'postcode', 'country', 'latitude', 'longitude', 'openingHours')
    : [];
  const byBusiness = new Map<number, Place[]>(businessIds.map((id) => [id, []]));
  for (const { businessId, ...place } of rows) byBusiness.get(businessId)?.push({ ...place, latitude: Number(place.latitude), longitude: Number(place.longitude) });
  return byBusiness;
}
