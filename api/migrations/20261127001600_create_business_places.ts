import type { Knex } from 'knex';

// Where a business is: one or more places (address, town, the pin's latitude and longitude, opening hours as text),
// in the order the business gives them (the first is its main place). The public deal answers show them, so a write
// notifies `dadeal_deals_changed` like a write to the businesses (every server drops its cached listings).
// "Near me" searches the pins by a latitude/longitude box first: the (latitude, longitude) index narrows the box on
// latitude and filters the longitude inside the index, then the exact great-circle distance is computed for what is
// left (docs/decisions/0060-near-me-without-postgis.md).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('business_places', (t) => {
    t.increments('id');
    t.integer('business_id').notNullable().references('businesses.id').onDelete('CASCADE');
    t.smallint('position').notNullable().defaultTo(0);
    t.string('name', 100).nullable();
    t.string('address_line1', 200).notNullable();
    t.string('address_line2', 200).nullable();
    t.string('town', 100).notNullable();
    t.string('postcode', 20).nullable();
    t.string('country', 2).notNullable().defaultTo('US');
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    t.string('opening_hours', 500).nullable();
    t.index(['business_id', 'position']);
    t.index(['latitude', 'longitude']);
  });
  await knex.raw(`alter table business_places add constraint business_places_point_check check (
    latitude between -90 and 90 and longitude between -180 and 180 and not (latitude = 0 and longitude = 0))`);
  await knex.raw(`create trigger business_places_changed_notify after insert or update or delete on business_places
    for each statement execute function dadeal_notify_deals_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists business_places_changed_notify on business_places');
  await knex.schema.dropTable('business_places');
}
