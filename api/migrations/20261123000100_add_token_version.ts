import type { Knex } from 'knex';

// A user's bearer tokens carry the account's token version; a password reset or change raises it, so every token
// issued before stops working at once (a stolen token dies with the password).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('token_version').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('token_version');
  });
}
