// "Near me": the live deals whose business has a place within `radiusKm` of a point, the nearest first, each with its
// `distanceKm`. No PostGIS (PGlite has none): the places' (latitude, longitude) index finds the pins inside the
// circle's bounding box, the exact great-circle distance (core's distanceKm, the same formula in SQL) keeps those
// inside the circle, and a business's nearest place is its distance. Deals without a place are not listed: they are
// nowhere near (docs/decisions/0060-near-me-without-postgis.md).
//
// Rings: the page is asked within radiusKm/16, then /4, then the whole radius, and the first ring that fills the page
// answers. That is exact, not an approximation: when offset + limit deals lie within r, the first offset + limit by
// distance all lie within r. In a town a page fills within a couple of km, and the database sorts hundreds of pins
// instead of every pin on the island.
import type { Knex } from 'knex';
import { EARTH_RADIUS_KM, boundingBox, distanceKm, type LatLng } from '@dadeal/core';
import type { Db } from '../../db.js';
import { dealsQuery, toDealDto, whereLive, type DealRow } from './deals.queries.js';

/** The haversine distance in km from (?, ?) to the place `p`: bindings latitude, latitude, longitude. */
const DISTANCE_SQL = `2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
  power(sin(radians(p.latitude - ?) / 2), 2)
  + cos(radians(?)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ?) / 2), 2))))`;

function nearestPlaces(db: Db, near: LatLng, km: number): Knex.Raw {
  const box = boundingBox(near, km);
  const lng = box.minLng === null ? '' : ' and p.longitude between ? and ?';
  const bindings = [near.latitude, near.latitude, near.longitude, box.minLat, box.maxLat, ...(box.minLng === null ? [] : [box.minLng, box.maxLng])];
  return db.raw(`(select p.business_id, min(${DISTANCE_SQL}) as distance_km
    from business_places p where p.latitude between ? and ?${lng}
    group by p.business_id) as n`, bindings);
}

export async function listNear(
  db: Db,
  near: LatLng,
  radiusKm: number,
  page: { limit: number; offset: number },
  narrow: (q: Knex.QueryBuilder) => Knex.QueryBuilder,
) {
  let rows: DealRow[] = [];
  for (const km of [radiusKm / 16, radiusKm / 4, radiusKm]) {
    const q = narrow(whereLive(dealsQuery(db), db))
      .join(nearestPlaces(db, near, km), 'n.businessId', 'd.businessId')
      .select('n.distanceKm')
      .where('n.distanceKm', '<=', km)
      .orderBy('n.distanceKm', 'asc').orderBy('d.id', 'asc')
      .limit(page.limit).offset(page.offset);
    rows = await q;
    if (rows.length === page.limit) break;
  }
  const now = Date.now();
  return rows.map((r) => {
    const deal = toDealDto(r, now);
    // The nearest of the business's places first: the one the card's distance and the dialog's Directions are about.
    deal.places.sort((a, b) => distanceKm(near, a) - distanceKm(near, b));
    return deal;
  });
}
