import type { Knex } from 'knex';

// The language an account reads its e-mails in: one of core's SUPPORTED_LANGUAGES, English for every
// account that never chose (set at sign-up from an explicit field or Accept-Language, changed in the profile).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('language', 5).notNullable().defaultTo('en');
  });
  await knex.raw("alter table users add constraint users_language_check check (language in ('en', 'es', 'fr', 'de', 'ja'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table users drop constraint users_language_check');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('language');
  });
}
