import type { Knex } from 'knex';

// An administrator's bearer tokens carry the admin's token version, as users' do (20261123000100): changing the
// password raises it, so every session opened before — a stolen token included — ends at once.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admins', (t) => {
    t.integer('token_version').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admins', (t) => {
    t.dropColumn('token_version');
  });
}
