import type { Knex } from 'knex';

// Shared state for N server processes on one PostgreSQL (see docs/operating.md, "Several processes on one PostgreSQL"):
// 1. `rate_limits`: the counters of rate-limiter-flexible's RateLimiterPostgres, so that every process counts the
//    same attempts. Its own CREATE TABLE uses varchar(255) keys; a login key is "<limiter>:<e-mail>|<address>" and an
//    e-mail alone may be 254 characters, so the key is text here (the limiter is told the table exists).
// 2. Statement-level triggers that NOTIFY `dadeal_deals_changed` after any write to what the public deal answers
//    show (deals, their business, the owner's names), whoever writes: a server, the CLI, a psql session. Every server
//    LISTENs and drops its cached listings (deal-change-listener.ts). Claims change `deals.used_coupons`, so coupons
//    need no trigger of their own; view beacons write `deal_daily_stats` only and notify nothing. NOTIFY is sent at
//    commit (a rolled-back write notifies nobody) and repeats within one transaction are folded into one.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire').nullable(); // epoch ms, as the limiter writes it
    t.index(['expire']); // its sweep deletes rows expired an hour ago
  });
  await knex.raw(`
    create function dadeal_notify_deals_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('dadeal_deals_changed', tg_table_name);
      return null;
    end
    $$`);
  await knex.raw(`create trigger deals_changed_notify after insert or update or delete on deals
    for each statement execute function dadeal_notify_deals_changed()`);
  await knex.raw(`create trigger deals_truncated_notify after truncate on deals
    for each statement execute function dadeal_notify_deals_changed()`);
  await knex.raw(`create trigger businesses_changed_notify after insert or update or delete on businesses
    for each statement execute function dadeal_notify_deals_changed()`);
  // Users change often (logins of unverified accounts, token versions, profiles): only the names deals show.
  await knex.raw(`create trigger users_names_changed_notify after update of first_name, last_name on users
    for each statement execute function dadeal_notify_deals_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists users_names_changed_notify on users');
  await knex.raw('drop trigger if exists businesses_changed_notify on businesses');
  await knex.raw('drop trigger if exists deals_truncated_notify on deals');
  await knex.raw('drop trigger if exists deals_changed_notify on deals');
  await knex.raw('drop function if exists dadeal_notify_deals_changed()');
  await knex.schema.dropTable('rate_limits');
}
