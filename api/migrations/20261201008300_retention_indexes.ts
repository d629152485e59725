import type { Knex } from 'knex';

// Nothing grows forever (docs/decisions/0083): the nightly prune (api/src/features/retention/retention.ts) finds each
// table's expired rows through an index, so it reads only the rows it deletes however large the table is. Partial
// where the rule keeps some rows whatever their age (pending mail, deliveries still retried): the index holds only the
// rows that may ever go.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index mail_outbox_done_created_idx on mail_outbox (created_at) where status in ('sent', 'failed')`);
  await knex.raw('create index email_tokens_expires_at_idx on email_tokens (expires_at)');
  await knex.raw('create index claim_codes_expires_at_idx on claim_codes (expires_at)');
  await knex.raw('create index sent_notifications_created_at_idx on sent_notifications (created_at)');
  // sent_notifications.mail_id references mail_outbox ON DELETE SET NULL: each pruned mail makes the database look up
  // the notices that name it. Without this index that is a scan of every notice per mail deleted.
  await knex.raw('create index sent_notifications_mail_id_idx on sent_notifications (mail_id) where mail_id is not null');
  await knex.raw('create index contact_messages_created_at_idx on contact_messages (created_at)');
  await knex.raw(`create index webhook_deliveries_done_created_idx on webhook_deliveries (created_at) where status in ('delivered', 'failed')`);
}

export async function down(knex: Knex): Promise<void> {
  for (const name of [
    'webhook_deliveries_done_created_idx', 'contact_messages_created_at_idx', 'sent_notifications_created_at_idx',
    'sent_notifications_mail_id_idx', 'claim_codes_expires_at_idx', 'email_tokens_expires_at_idx', 'mail_outbox_done_created_idx',
  ]) await knex.raw(`drop index if exists ${name}`);
}
