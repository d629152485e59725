import type { Knex } from 'knex';

// Invitations: accounts created by staff (dadeal import businesses --send-password-links) get a
// password-set link that lives longer than a reset link.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table email_tokens drop constraint email_tokens_purpose_check');
  await knex.raw("alter table email_tokens add constraint email_tokens_purpose_check check (purpose in ('verify', 'reset', 'invite'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex('email_tokens').where({ purpose: 'invite' }).delete();
  await knex.raw('alter table email_tokens drop constraint email_tokens_purpose_check');
  await knex.raw("alter table email_tokens add constraint email_tokens_purpose_check check (purpose in ('verify', 'reset'))");
}
