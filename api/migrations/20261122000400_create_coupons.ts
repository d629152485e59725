import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('coupons', (t) => {
    t.increments('id');
    t.integer('deal_id').notNullable().references('deals.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('coupon_code', 20).notNullable().unique();
    t.boolean('is_used').notNullable().defaultTo(false);
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // One coupon per user per deal, whatever the concurrency.
    t.unique(['user_id', 'deal_id']);
    t.index(['deal_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('coupons');
}
