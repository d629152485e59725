import type { Knex } from 'knex';

// A partner's own address (a hotel's): one place on its partners row — the point the embed builder's "Near my
// address" writes into a widget's `near` (docs/decisions/0069). All of it or none: the address, town, country and the
// pin together, the pin on Earth and not 0,0, as core's partner-place schema says.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('partners', (t) => {
    t.string('place_name', 100).nullable();
    t.string('place_address_line1', 200).nullable();
    t.string('place_address_line2', 200).nullable();
    t.string('place_town', 100).nullable();
    t.string('place_postcode', 20).nullable();
    t.string('place_country', 2).nullable();
    t.double('place_latitude').nullable();
    t.double('place_longitude').nullable();
  });
  await knex.raw(`alter table partners add constraint partners_place_check check (
    (place_address_line1 is null and place_town is null and place_country is null and place_latitude is null
      and place_longitude is null and place_name is null and place_address_line2 is null and place_postcode is null)
    or (place_address_line1 is not null and place_town is not null and place_country is not null
      and place_latitude between -90 and 90 and place_longitude between -180 and 180
      and not (place_latitude = 0 and place_longitude = 0)))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table partners drop constraint partners_place_check');
  await knex.schema.alterTable('partners', (t) => {
    for (const column of ['name', 'address_line1', 'address_line2', 'town', 'postcode', 'country', 'latitude', 'longitude']) t.dropColumn(`place_${column}`);
  });
}
