import type { Knex } from 'knex';

// Detail views a partner's widgets brought, per ref, deal and UTC day: the view beacon carries the
// widget's `partner` (?ref=) and counts here too, for refs a partner holds. Counted like deal_daily_stats (an upsert
// when it happens); claims and redemptions are read from the coupons themselves (coupons.partner_ref).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('partner_daily_views', (t) => {
    t.string('partner_ref', 40).notNullable().references('partners.ref').onDelete('CASCADE');
    t.integer('deal_id').notNullable().references('deals.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.integer('views').notNullable().defaultTo(0);
    t.primary(['partner_ref', 'day', 'deal_id']);
    t.index(['deal_id']);
  });
  await knex.raw('alter table partner_daily_views add constraint partner_daily_views_check check (views >= 0)');
  // The partner report reads a ref's claims and redemptions by time.
  await knex.raw('create index coupons_partner_ref_created on coupons (partner_ref, created_at) where partner_ref is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists coupons_partner_ref_created');
  await knex.schema.dropTable('partner_daily_views');
}
