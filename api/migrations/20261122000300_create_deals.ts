import type { Knex } from 'knex';

// The categories as this migration made its checks (core's DEAL_CATEGORIES and BUSINESS_CATEGORIES then), written
// out, not imported: a migration keeps meaning what it meant when it ran; new categories take a migration of their own.
const DEAL_CATEGORIES = ['Monthly', 'Weekly', 'Last-Minute'] as const;
const BUSINESS_CATEGORIES = ['restaurant', 'shopping', 'hotel', 'service', 'beach-activity', 'others'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('deals', (t) => {
    t.increments('id');
    t.integer('business_id').notNullable().references('businesses.id').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.string('image_url', 1000).nullable();
    t.decimal('original_price', 10, 2).notNullable();
    t.decimal('deal_price', 10, 2).notNullable();
    t.string('category', 20).notNullable().checkIn([...DEAL_CATEGORIES], 'deals_category_check');
    t.string('business_category', 30).notNullable().checkIn([...BUSINESS_CATEGORIES], 'deals_business_category_check');
    t.timestamp('start_date', { useTz: true }).notNullable();
    t.timestamp('end_date', { useTz: true }).notNullable();
    t.integer('total_coupons').notNullable();
    t.integer('used_coupons').notNullable().defaultTo(0);
    t.text('terms_conditions').nullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_featured').notNullable().defaultTo(false);
    t.timestamp('featured_until', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['business_id']);
    t.index(['category', 'start_date', 'end_date']);
  });
  // Inventory invariants: the database refuses an oversell even if a code path forgot to.
  await knex.raw(`alter table deals add constraint deals_coupons_check
    check (total_coupons >= 1 and used_coupons >= 0 and used_coupons <= total_coupons)`);
  await knex.raw('alter table deals add constraint deals_prices_check check (original_price >= 0 and deal_price >= 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('deals');
}
