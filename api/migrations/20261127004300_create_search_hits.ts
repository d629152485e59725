import type { Knex } from 'knex';

// The searches that found a business's deals, counted without keeping who
// (docs/decisions/0043-search-words-recorded.md, from the design in 0042):
// - search_salts: one random salt per UTC day, shared by every process on one database; deleted the next day, after
//   which a day's visitor keys can no longer be linked to anyone.
// - search_hits: one row per (business, day, word, visitor key); the primary key makes a repeat free and the count of
//   distinct visitors exact however many requests race. Kept 8 days (the dashboard reads 7).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table search_salts (day date primary key, salt bytea not null)`);
  await knex.raw(`
    create table search_hits (
      business_id integer not null references businesses (id) on delete cascade,
      day date not null,
      word text collate "C" not null,
      visitor bytea not null check (octet_length(visitor) = 8),
      primary key (business_id, day, word, visitor)
    )`);
  // The prune deletes by day alone.
  await knex.raw('create index search_hits_day on search_hits (day)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists search_hits');
  await knex.raw('drop table if exists search_salts');
}
