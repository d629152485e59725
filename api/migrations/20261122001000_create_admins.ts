import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admins', (t) => {
    t.increments('id');
    t.string('email', 255).notNullable();
    t.string('password_hash', 255).notNullable();
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('role', 40).notNullable().defaultTo('super_admin');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Same rule as users: stored lower-cased, unique whatever the case.
  await knex.raw('create unique index admins_email_unique on admins (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admins');
}
