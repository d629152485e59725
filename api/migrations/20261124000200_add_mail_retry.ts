import type { Knex } from 'knex';

// A mail whose SMTP send failed is tried again with backoff (features/mail/mailer.ts): the outbox remembers how many
// tries were made, when the next one is due, and why the last one failed. Statuses become
// sending (claimed by one process) → sent | pending (waiting for next_attempt_at) → … → failed (given up), or logged.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.renameColumn('error', 'last_error');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).nullable();
    // The sweep's question: which pending (or abandoned sending) mails are due.
    t.index(['status', 'next_attempt_at'], 'mail_outbox_due_idx');
  });
  // Mails written before: a sent or failed one had one try; a pending one was cut off mid-send, so it is due now.
  await knex('mail_outbox').whereIn('status', ['sent', 'failed']).update({ attempts: 1 });
  await knex('mail_outbox').where({ status: 'pending' }).update({ nextAttemptAt: knex.ref('created_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex('mail_outbox').where({ status: 'sending' }).update({ status: 'pending' });
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropIndex(['status', 'next_attempt_at'], 'mail_outbox_due_idx');
    t.dropColumn('next_attempt_at');
    t.dropColumn('attempts');
    t.renameColumn('last_error', 'error');
  });
}
