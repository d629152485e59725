import type { Knex } from 'knex';

// The user dashboard's two alert switches (spec §2 shows them with these defaults), saved with the profile and read by
// the scheduled jobs (features/jobs): deal alerts on, last-minute alerts off. Both sit under email_notifications.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('deal_alerts').notNullable().defaultTo(true);
    t.boolean('last_minute_alerts').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('last_minute_alerts');
    t.dropColumn('deal_alerts');
  });
}
