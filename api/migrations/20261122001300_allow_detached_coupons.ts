import type { Knex } from 'knex';

// Deleting a user keeps the coupons it already redeemed, detached (user_id null), so that the business's
// redeemed-coupon figures and revenue stay true; its unredeemed coupons are deleted and go back to the deal.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table coupons alter column user_id drop not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('delete from coupons where user_id is null');
  await knex.raw('alter table coupons alter column user_id set not null');
}
