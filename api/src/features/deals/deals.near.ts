// "Near me": the live deals whose business has a place within `radiusKm` of a point, the nearest first, each with its
// `distanceKm`. No PostGIS (PGlite has none): the places' (latitude, longitude) index finds the pins inside the
// circle's bounding box, the exact great-circle distance (core's distanceKm, the same formula in SQL) keeps those
// inside the circle, and a business's nearest place is its distance. Deals without a place are not listed: they are
// nowhere near (docs/decisions/0060-near-me-without-postgis.md).
//
// Rings: the page is asked within a sixteenth of the radius (of the default radius, when larger); when that does not
// fill it, within the nearest place's distance plus a sixteenth, plus a quarter, then the whole radius; the first ring
// that fills the page answers. That is exact, not an approximation: when offset + limit deals lie within r, the first
// offset + limit by distance all lie within r. In a town a page fills within a couple of km, and the database sorts
// hundreds of pins instead of every pin on the island; at sea the rings start at the coast (decision 0047).
import type { Knex } from 'knex';
import { DEFAULT_RADIUS_KM, EARTH_RADIUS_KM, boundingBox, distanceKm, type LatLng } from '@dadeal/core';
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

/**
 * The distance in km from `near` to the nearest place within `km` (null when there is none): where the rings start
 * when the point is away from every place — at sea, or outside the town — so that the first ring past it is as small as
 * a ring in town. One statement over the places in the circle's box (the index), no deal read.
 */
async function nearestPlaceKm(db: Db, near: LatLng, km: number): Promise<number | null> {
  const box = boundingBox(near, km);
  const lng = box.minLng === null ? '' : ' and p.longitude between ? and ?';
  const { rows } = await db.raw(`select min(${DISTANCE_SQL}) as km from business_places p where p.latitude between ? and ?${lng}`,
    [near.latitude, near.latitude, near.longitude, box.minLat, box.maxLat, ...(box.minLng === null ? [] : [box.minLng, box.maxLng])]);
  const nearest = (rows as Array<{ km: number | string | null }>)[0]?.km;
  return nearest === null || nearest === undefined || Number(nearest) > km ? null : Number(nearest);
}

/** The rings' steps: a sixteenth, a quarter and the whole of the default radius (or of a smaller one). */
const ringSteps = (radiusKm: number) => {
  const step = Math.min(radiusKm, DEFAULT_RADIUS_KM);
  return [step / 16, step / 4, step];
};

export async function listNear(
  db: Db,
  near: LatLng,
  radiusKm: number,
  page: { limit: number; offset: number },
  narrow: (q: Knex.QueryBuilder) => Knex.QueryBuilder,
) {
  const ring = async (km: number): Promise<DealRow[]> => narrow(whereLive(dealsQuery(db), db))
    .join(nearestPlaces(db, near, km), 'n.businessId', 'd.businessId')
    .select('n.distanceKm')
    .where('n.distanceKm', '<=', km)
    .orderBy('n.distanceKm', 'asc').orderBy('d.id', 'asc')
    .limit(page.limit).offset(page.offset);
  // In town the first ring (a sixteenth of the radius) fills the page. When it does not, the rings start again from the
  // nearest place: from the sea, a ring of the whole radius held half the island's deals, all read and sorted for a
  // page; and with no place within the radius at all, there is nothing to read (decision 0047).
  const steps = ringSteps(radiusKm);
  const first = steps[0]!;
  let rows = await ring(first);
  if (rows.length < page.limit && first < radiusKm) {
    const from = await nearestPlaceKm(db, near, radiusKm);
    // From the nearest place as from a point in town: a sixteenth past it first (a coast's strip), then a quarter, then
    // the radius; a ring no larger than the first (asked already) or past the radius is left out.
    const rings = from === null ? [] : [...steps.map((s) => from + s), radiusKm].filter((km, i, all) => km > first && (i === all.length - 1 || km < radiusKm));
    for (const km of rings) {
      rows = await ring(Math.min(km, radiusKm));
      if (rows.length === page.limit) break;
    }
  }
  const now = Date.now();
  return rows.map((r) => {
    const deal = toDealDto(r, now);
    // The nearest of the business's places first: the one the card's distance and the dialog's Directions are about.
    deal.places.sort((a, b) => distanceKm(near, a) - distanceKm(near, b));
    return deal;
  });
}
