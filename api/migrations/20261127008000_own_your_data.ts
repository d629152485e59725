import type { Knex } from 'knex';

// Own your data (docs/decisions/0080, 0081): what an account's deletion keeps, it keeps without the person.
// - coupons.released_at: an unredeemed coupon given back to its deal by its holder's deletion. The row stays (user
//   null) so the claim it was still counts where claims are counted from coupons (the partner report, the funnel's
//   partner claims); it no longer counts in the deal's claimed number and can never be redeemed.
// - businesses.user_id and partners.user_id may be null: a closed business keeps its row (its ended deals, their
//   coupons and its featuring receipts point at it), a retired partner keeps its row so that its ref is never given
//   out again. Their owner's `users` row is deleted (on delete set null).
// - claim_codes.purpose: the mailed 6-digit codes also confirm a deletion; a code mailed for one purpose never
//   serves the other.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('coupons', (t) => {
    t.timestamp('released_at', { useTz: true }).nullable();
  });
  await knex.raw('alter table coupons add constraint coupons_released_check check (released_at is null or (user_id is null and not is_used))');
  for (const table of ['businesses', 'partners']) {
    await knex.raw(`alter table ${table} drop constraint ${table}_user_id_foreign`);
    await knex.raw(`alter table ${table} alter column user_id drop not null`);
    await knex.raw(`alter table ${table} add constraint ${table}_user_id_foreign foreign key (user_id) references users (id) on delete set null`);
  }
  await knex.schema.alterTable('businesses', (t) => {
    t.timestamp('closed_at', { useTz: true }).nullable();
  });
  await knex.schema.alterTable('partners', (t) => {
    t.timestamp('retired_at', { useTz: true }).nullable();
  });
  await knex.schema.alterTable('claim_codes', (t) => {
    t.string('purpose', 20).notNullable().defaultTo('claim');
  });
  await knex.raw("alter table claim_codes add constraint claim_codes_purpose_check check (purpose in ('claim', 'delete-account'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table claim_codes drop constraint claim_codes_purpose_check');
  await knex.schema.alterTable('claim_codes', (t) => t.dropColumn('purpose'));
  await knex.schema.alterTable('partners', (t) => t.dropColumn('retired_at'));
  await knex.schema.alterTable('businesses', (t) => t.dropColumn('closed_at'));
  for (const table of ['businesses', 'partners']) {
    await knex(table).whereNull('user_id').del();
    await knex.raw(`alter table ${table} drop constraint ${table}_user_id_foreign`);
    await knex.raw(`alter table ${table} alter column user_id set not null`);
    await knex.raw(`alter table ${table} add constraint ${table}_user_id_foreign foreign key (user_id) references users (id) on delete cascade`);
  }
  await knex('coupons').whereNotNull('released_at').del();
  await knex.raw('alter table coupons drop constraint coupons_released_check');
  await knex.schema.alterTable('coupons', (t) => t.dropColumn('released_at'));
}
