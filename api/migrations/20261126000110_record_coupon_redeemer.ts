import type { Knex } from 'knex';

// Who redeemed each coupon: the account that marked it used, its name at that moment and its role. The
// name stays when the account goes (a revoked staff member: the reference becomes null), so "redeemed by" stays true.
// Coupons redeemed before this change have no redeemer recorded (all three null).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('coupons', (t) => {
    t.integer('redeemed_by_user_id').nullable().references('users.id').onDelete('SET NULL');
    t.string('redeemed_by_name', 201).nullable();
    t.string('redeemed_by_role', 10).nullable().checkIn(['owner', 'staff', 'customer'], 'coupons_redeemed_by_role_check');
    // A staff member's last redemption (the staff list), and the SET NULL when the account is deleted.
    t.index(['redeemed_by_user_id', 'used_at']);
  });
  // The Counter page's "today": a business's redemptions since a moment, deal by deal.
  await knex.raw('create index coupons_deal_used_at_index on coupons (deal_id, used_at) where used_at is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists coupons_deal_used_at_index');
  await knex.schema.alterTable('coupons', (t) => {
    t.dropIndex(['redeemed_by_user_id', 'used_at']);
    t.dropColumn('redeemed_by_user_id');
    t.dropColumn('redeemed_by_name');
    t.dropColumn('redeemed_by_role');
  });
}
