import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id');
    t.string('to_address', 255).notNullable();
    t.string('subject', 255).notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').nullable();
    // pending → sent | failed (SMTP), or logged (no SMTP_URL: the outbox is the mailbox).
    t.string('status', 20).notNullable().defaultTo('pending');
    t.text('error').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox');
}
