import type { Knex } from 'knex';

// The listing's order — featured now first, then the newest — read by walking an index and stopping at the page's end
// (deals.service.ts listingPage; docs/decisions/0044-deal-search-shortcut-and-listing-order.md). "Featured now" depends
// on the clock, so no index can hold it: the featured deals (a partial index) and all deals are each walked newest first
// and merged. Without these, every page sorted every live deal: 85–190 ms at 100,000 deals on PostgreSQL.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index deals_created_order on deals (created_at desc, id desc)');
  await knex.raw('create index deals_featured_created_order on deals (created_at desc, id desc) where is_featured');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists deals_featured_created_order');
  await knex.raw('drop index if exists deals_created_order');
}
