import type { Knex } from 'knex';

// What the scheduled jobs have mailed, one row per (kind, recipient, subject): the coupon of a reminder, the deal of a
// last-minute alert, the UTC day (yyyymmdd) of a digest. A job inserts the row and the outbox mail in one
// transaction, and the unique key lets only one of several processes doing the same work at once have it: a notice is
// mailed once or not at all. Mails get headers of their own (List-Unsubscribe), and the reminder's question — deals
// ending within a day — gets an index on the end.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sent_notifications', (t) => {
    t.increments('id');
    t.string('kind', 30).notNullable();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('subject_id').notNullable();
    t.integer('mail_id').nullable().references('mail_outbox.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['kind', 'user_id', 'subject_id'], { indexName: 'sent_notifications_key' });
  });
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.jsonb('headers').nullable();
  });
  await knex.schema.alterTable('deals', (t) => {
    t.index(['end_date'], 'deals_end_date_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('deals', (t) => {
    t.dropIndex(['end_date'], 'deals_end_date_idx');
  });
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('headers');
  });
  await knex.schema.dropTable('sent_notifications');
}
