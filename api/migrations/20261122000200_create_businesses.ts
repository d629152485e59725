import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('businesses', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.string('company_name', 200).notNullable();
    t.string('contact_number', 40).notNullable();
    t.string('website_url', 500).nullable();
    t.string('logo_url', 1000).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('businesses');
}
