import type { Knex } from 'knex';

// The business funnel: per deal and UTC day, detail views (beacons), claims and redemptions, each counted by an
// upsert when it happens (claims and redemptions in the same transaction as the coupon's change). Counted rather
// than derived from coupons: a deleted user's unredeemed coupons are deleted, and history must not change with them.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('deal_daily_stats', (t) => {
    t.integer('deal_id').notNullable().references('deals.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.integer('views').notNullable().defaultTo(0);
    t.integer('claims').notNullable().defaultTo(0);
    t.integer('redemptions').notNullable().defaultTo(0);
    t.primary(['deal_id', 'day']);
  });
  await knex.raw(
    'alter table deal_daily_stats add constraint deal_daily_stats_counts_check check (views >= 0 and claims >= 0 and redemptions >= 0)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('deal_daily_stats');
}
